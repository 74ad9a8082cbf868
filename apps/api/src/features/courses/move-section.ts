import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { changeTree } from "./section-structure";
import { requireEditMode, requireVersion } from "./version-access";

export type SectionIds = { courseId: string; versionId: string; sectionId: string };

/** Moves a section with its subtree; never under itself or one of its own descendants. */
export async function moveSection(
  db: Db,
  actor: Actor,
  ids: SectionIds,
  placement: { parentSectionId: string | null; position?: number | undefined },
): Promise<{ section: Section | null; sections: Section[] }> {
  return db.transaction(async (tx) => {
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    requireEditMode(version, "full");
    const sections = await changeTree(tx, version.id, (tree) => {
      if (!tree.has(ids.sectionId)) throw notFound();
      tree.move(ids.sectionId, placement);
    });
    return { section: sections.find((section) => section.id === ids.sectionId) ?? null, sections };
  });
}
