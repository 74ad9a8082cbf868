import {
  type Block,
  type BlockContent,
  type BlockMedia,
  mediaChoiceMessages,
  mediaChoiceOf,
} from "@leerlijn/contracts/courses/block.schema";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import type { MediaItem, MediaType } from "@leerlijn/contracts/media/media.schema";
import { and, eq, inArray, ne, or, type SQL, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { presentMedia } from "../media/media.presenter";
import { findVisibleMedia } from "../media/media.repository";
import { media, type MediaRow } from "../media/media.table";
import type { MediaUsageCheck } from "../media/media-usage";
import { visibleCompanyIds } from "../media/visible-companies";
import { companies } from "../companies/companies.table";
import { courseBlocks, courses, courseVersions } from "./courses.table";

/**
 * A course may only show an item of the library its editor sees (its own company's, or the
 * parent company's), of the type the field needs. Refused with the field's message otherwise,
 * so a foreign id is never shown and never reveals whether it exists.
 */
export async function requireMediaChoice(
  db: Db,
  tenant: Tenant,
  choice: { mediaId: string; type: MediaType },
  field: string,
): Promise<MediaRow> {
  const row = await findVisibleMedia(db, visibleCompanyIds(tenant), choice.mediaId);
  if (!row || row.type !== choice.type)
    throw validationFailed({ [field]: [mediaChoiceMessages[choice.type]] });
  return row;
}

/** Checks a block's media choice; text and questions pass without a query. */
export async function requireBlockMedia(
  db: Db,
  tenant: Tenant,
  content: BlockContent,
): Promise<MediaRow | null> {
  const choice = mediaChoiceOf(content);
  return choice ? requireMediaChoice(db, tenant, choice, "content.media_id") : null;
}

/** A media id a course shows, with the company that owns that course. */
export type CourseMediaRef = { companyId: string; mediaId: string };

/** Media found per course company: nothing for an id outside that company's library. */
export type CourseImages = {
  of: (companyId: string, mediaId: string | null | undefined) => BlockMedia | null;
};

/**
 * The rule for what a course may show, joining the course's company to media: its own
 * company's library or its parent's (a sub company sees its parent's library).
 */
const inLibraryOfCompany = or(
  eq(media.companyId, companies.id),
  eq(media.companyId, companies.parentCompanyId),
);

/**
 * Resolves the media courses point at, with signed URLs. Ids were checked against the editor's
 * library when saved; reading them back is scoped to the library of the course's company all
 * the same, so an id that is not its own is never signed. That company, not the reader's, so a
 * public course still shows its media to learners of another company.
 */
export function createCourseMediaPresenter({ db, storage }: { db: Db; storage: Storage }) {
  /** Items among `ids` in the library of the companies `owners` selects, once per company. */
  async function load(ids: readonly string[], owners: SQL) {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return [];
    const rows = await db
      .select({ item: media, ownerId: companies.id })
      .from(media)
      .innerJoin(companies, inLibraryOfCompany)
      .where(and(inArray(media.id, unique), ne(media.status, "uploading"), owners));
    const distinct = new Map(rows.map(({ item }) => [item.id, item]));
    const signed = new Map(
      await Promise.all(
        [...distinct.values()].map(
          async (row) => [row.id, await presentMedia(storage, row)] as const,
        ),
      ),
    );
    return rows.flatMap(({ item, ownerId }) => {
      const shown = signed.get(item.id);
      return shown ? [{ ownerId, media: shown }] : [];
    });
  }
  /** One owner's items by id. */
  const byId = (found: { media: MediaItem }[]) =>
    new Map(found.map((entry) => [entry.media.id, entry.media]));

  return {
    /** Course pictures of many courses (of any companies) in one query. */
    images: async (refs: readonly CourseMediaRef[]): Promise<CourseImages> => {
      const owners = [...new Set(refs.map((ref) => ref.companyId))];
      const found = await load(
        refs.map((ref) => ref.mediaId),
        inArray(companies.id, owners),
      );
      const key = (companyId: string, mediaId: string) => `${companyId} ${mediaId}`;
      const items = new Map(
        found.map((entry) => [key(entry.ownerId, entry.media.id), entry.media]),
      );
      return {
        of: (companyId, mediaId) => (mediaId ? (items.get(key(companyId, mediaId)) ?? null) : null),
      };
    },
    async version(version: CourseVersion): Promise<CourseVersion> {
      const blockIds = version.blocks.flatMap(
        (block) => mediaChoiceOf(block.content)?.mediaId ?? [],
      );
      const owner = db
        .select({ id: courses.companyId })
        .from(courses)
        .where(eq(courses.id, version.courseId));
      const found = byId(
        await load(
          version.imageMediaId ? [version.imageMediaId, ...blockIds] : blockIds,
          inArray(companies.id, owner),
        ),
      );
      return {
        ...version,
        image: version.imageMediaId ? (found.get(version.imageMediaId) ?? null) : null,
        blocks: version.blocks.map((block) => {
          const mediaId = mediaChoiceOf(block.content)?.mediaId;
          return { ...block, media: mediaId ? (found.get(mediaId) ?? null) : null };
        }),
      };
    },
    /** A block of a course of `companyId`; `row` is its media when the caller just checked it. */
    async block(block: Block, companyId: string, row?: MediaRow | null): Promise<Block> {
      const mediaId = mediaChoiceOf(block.content)?.mediaId;
      if (!mediaId) return block;
      if (row?.id === mediaId) return { ...block, media: await presentMedia(storage, row) };
      const found = byId(await load([mediaId], eq(companies.id, companyId)));
      return { ...block, media: found.get(mediaId) ?? null };
    },
  };
}
export type CourseMediaPresenter = ReturnType<typeof createCourseMediaPresenter>;

/**
 * A media item is in use while any version (deleted courses included: their enrollments and
 * results still show them) has it as course image or in a block. Only versions of a company
 * whose library holds the item count: an id that slipped into another company's course is
 * never shown there, and must neither keep the owner from deleting it nor hint it exists.
 */
export const isMediaUsedByCourses: MediaUsageCheck = async (db, mediaId) => {
  const [asImage] = await db
    .select({ id: courseVersions.id })
    .from(courseVersions)
    .innerJoin(companies, eq(companies.id, courseVersions.companyId))
    .innerJoin(media, and(eq(media.id, courseVersions.imageMediaId), inLibraryOfCompany))
    .where(eq(courseVersions.imageMediaId, mediaId))
    .limit(1);
  if (asImage) return true;
  const [inBlock] = await db
    .select({ id: courseBlocks.id })
    .from(courseBlocks)
    .innerJoin(courseVersions, eq(courseVersions.id, courseBlocks.versionId))
    .innerJoin(companies, eq(companies.id, courseVersions.companyId))
    .innerJoin(media, and(eq(media.id, mediaId), inLibraryOfCompany))
    .where(
      and(
        inArray(courseBlocks.type, ["image", "video", "document"]),
        sql`${courseBlocks.content}->>'mediaId' = ${mediaId}`,
      ),
    )
    .limit(1);
  return inBlock !== undefined;
};
