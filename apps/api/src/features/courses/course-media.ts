import {
  type Block,
  type BlockContent,
  mediaChoiceMessages,
  mediaChoiceOf,
} from "@leerlijn/contracts/courses/block.schema";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import type { MediaItem, MediaType } from "@leerlijn/contracts/media/media.schema";
import { and, eq, inArray, ne, type SQL, sql } from "drizzle-orm";
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

/** The companies whose library a course of `companyId` may show: its own and its parent's. */
const libraryOfCompany = (companyId: string) =>
  sql`(select ${companies.id} from ${companies} where ${companies.id} = ${companyId}
    union all select ${companies.parentCompanyId} from ${companies} where ${companies.id} = ${companyId})`;

/** The same for the company that owns the course `courseId`. */
const libraryOfCourse = (courseId: string) =>
  sql`(select ${companies.id} from ${companies} join ${courses} on ${courses.companyId} = ${companies.id}
      where ${courses.id} = ${courseId}
    union all select ${companies.parentCompanyId} from ${companies} join ${courses} on ${courses.companyId} = ${companies.id}
      where ${courses.id} = ${courseId})`;

/**
 * Resolves the media a version and its blocks point at, with signed URLs. Ids were checked
 * against the editor's library when saved; reading them back is scoped to the library of the
 * course's company all the same, so an id that is not its own is never signed. That company,
 * not the reader's, so a public course still shows its media to learners of another company.
 */
export function createCourseMediaPresenter({ db, storage }: { db: Db; storage: Storage }) {
  async function load(ids: readonly string[], library?: SQL): Promise<Map<string, MediaItem>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .select()
      .from(media)
      .where(
        and(
          inArray(media.id, unique),
          ne(media.status, "uploading"),
          library ? sql`${media.companyId} in ${library}` : undefined,
        ),
      );
    const items = await Promise.all(rows.map((row) => presentMedia(storage, row)));
    return new Map(items.map((item) => [item.id, item]));
  }

  return {
    images: (ids: readonly string[]) => load(ids),
    async version(version: CourseVersion): Promise<CourseVersion> {
      const blockIds = version.blocks.flatMap(
        (block) => mediaChoiceOf(block.content)?.mediaId ?? [],
      );
      const found = await load(
        version.imageMediaId ? [version.imageMediaId, ...blockIds] : blockIds,
        libraryOfCourse(version.courseId),
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
      const found = await load([mediaId], libraryOfCompany(companyId));
      return { ...block, media: found.get(mediaId) ?? null };
    },
  };
}
export type CourseMediaPresenter = ReturnType<typeof createCourseMediaPresenter>;

/**
 * A media item is in use while any version (deleted courses included: their enrollments and
 * results still show them) has it as course image or in a block.
 */
export const isMediaUsedByCourses: MediaUsageCheck = async (db, mediaId) => {
  const [asImage] = await db
    .select({ id: courseVersions.id })
    .from(courseVersions)
    .where(eq(courseVersions.imageMediaId, mediaId))
    .limit(1);
  if (asImage) return true;
  const [inBlock] = await db
    .select({ id: courseBlocks.id })
    .from(courseBlocks)
    .where(
      and(
        inArray(courseBlocks.type, ["image", "video", "document"]),
        sql`${courseBlocks.content}->>'mediaId' = ${mediaId}`,
      ),
    )
    .limit(1);
  return inBlock !== undefined;
};
