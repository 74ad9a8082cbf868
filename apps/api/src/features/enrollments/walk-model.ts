import type { BlockContent, BlockMedia } from "@leerlijn/contracts/courses/block.schema";
import { liveStatuses } from "@leerlijn/contracts/courses/course-status";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import type { SectionTypeKey } from "@leerlijn/contracts/courses/section.schema";
import { TtlCache } from "../../platform/cache/ttl-cache";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { loadVersionContent } from "../courses/version-content";
import { findEnrolledVersion } from "./enrolled-version.repository";

export type WalkBlockModel = {
  uuid: string;
  sectionId: string;
  sectionTypeKey: SectionTypeKey;
  content: BlockContent;
  media: BlockMedia | null;
};

/**
 * A version as the walk-through needs it: sections in reading order, blocks in reading order
 * (correct answers included; they never leave the server through the learner presenters).
 */
export type WalkModel = {
  version: CourseVersion;
  /** The course's company: its library (or its parent's) holds the media the course shows. */
  companyId: string;
  /** The course was deleted: learners no longer see it, results stay. */
  isCourseDeleted: boolean;
  sections: CourseVersion["sections"];
  blocks: WalkBlockModel[];
  blockByUuid: ReadonlyMap<string, WalkBlockModel>;
  sectionById: ReadonlyMap<string, CourseVersion["sections"][number]>;
};

export function buildWalkModel(
  version: CourseVersion,
  companyId: string,
  isCourseDeleted = false,
): WalkModel {
  const contentByUuid = new Map(version.blocks.map((block) => [block.uuid, block]));
  const sections = [...version.sections].sort((a, b) => a.leftBower - b.leftBower);
  const blocks: WalkBlockModel[] = [];
  for (const section of sections) {
    if (section.sectionTypeKey === "chapter") continue;
    for (const uuid of section.blockUuids) {
      const block = contentByUuid.get(uuid);
      if (!block) continue;
      blocks.push({
        uuid,
        sectionId: section.id,
        sectionTypeKey: section.sectionTypeKey,
        content: block.content,
        media: block.media,
      });
    }
  }
  return {
    version,
    companyId,
    isCourseDeleted,
    sections,
    blocks,
    blockByUuid: new Map(blocks.map((block) => [block.uuid, block])),
    sectionById: new Map(sections.map((section) => [section.id, section])),
  };
}

/** Live versions change only in texts and images, so a short cache is safe and saves every progress call a content load. */
const LIVE_CACHE_MS = 30_000;

/**
 * Loads walk models by version. Live versions (published, publicly published, also superseded
 * ones) have frozen structure and score items, so they are cached briefly; concept versions
 * seen in a preview change with every edit and are loaded fresh.
 */
export function createWalkModels(db: Db) {
  const cache = new TtlCache<string, WalkModel>(LIVE_CACHE_MS, 2_000);
  return {
    /** `via` reads through a caller's transaction instead of taking another connection. */
    async load(courseId: string, versionId: string, via: Db = db): Promise<WalkModel> {
      const cached = cache.get(versionId);
      if (cached) return cached;
      const version = await findEnrolledVersion(via, courseId, versionId);
      if (!version) throw notFound();
      const model = buildWalkModel(
        await loadVersionContent(via, version),
        version.companyId,
        version.courseDeletedAt !== null,
      );
      if ((liveStatuses as readonly string[]).includes(version.status)) cache.set(versionId, model);
      return model;
    },
  };
}
export type WalkModels = ReturnType<typeof createWalkModels>;
