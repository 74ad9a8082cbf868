import {
  type Block,
  type BlockContent,
  mediaChoiceMessages,
  mediaChoiceOf,
} from "@leerlijn/contracts/courses/block.schema";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import type { MediaItem, MediaType } from "@leerlijn/contracts/media/media.schema";
import { and, eq, inArray, ne, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import type { Tenant } from "../../platform/tenancy/tenant";
import { presentMedia } from "../media/media.presenter";
import { findVisibleMedia } from "../media/media.repository";
import { media, type MediaRow } from "../media/media.table";
import type { MediaUsageCheck } from "../media/media-usage";
import { visibleCompanyIds } from "../media/visible-companies";
import { courseBlocks, courseVersions } from "./courses.table";

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

/**
 * Resolves the media a version and its blocks point at, with signed URLs. Ids were checked
 * against the editor's library when saved, so reading by id also serves a public course to
 * learners of another company.
 */
export function createCourseMediaPresenter({ db, storage }: { db: Db; storage: Storage }) {
  async function load(ids: readonly string[]): Promise<Map<string, MediaItem>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await db
      .select()
      .from(media)
      .where(and(inArray(media.id, unique), ne(media.status, "uploading")));
    const items = await Promise.all(rows.map((row) => presentMedia(storage, row)));
    return new Map(items.map((item) => [item.id, item]));
  }

  return {
    images: load,
    async version(version: CourseVersion): Promise<CourseVersion> {
      const blockIds = version.blocks.flatMap(
        (block) => mediaChoiceOf(block.content)?.mediaId ?? [],
      );
      const found = await load(
        version.imageMediaId ? [version.imageMediaId, ...blockIds] : blockIds,
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
    async block(block: Block, row?: MediaRow | null): Promise<Block> {
      const mediaId = mediaChoiceOf(block.content)?.mediaId;
      if (!mediaId) return block;
      if (row?.id === mediaId) return { ...block, media: await presentMedia(storage, row) };
      return { ...block, media: (await load([mediaId])).get(mediaId) ?? null };
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
