import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { deleteSections } from "./course-content.repository";
import type { SectionIds } from "./move-section";
import { changeTree } from "./section-structure";
import { requireEditMode, requireVersion } from "./version-access";

/** Deletes a section with its subsections and their blocks. */
export async function deleteSection(
  db: Db,
  actor: Actor,
  ids: SectionIds,
): Promise<{ section: null; sections: Section[] }> {
  return db.transaction(async (tx) => {
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    requireEditMode(version, "full");
    const sections = await changeTree(tx, version.id, async (tree) => {
      if (!tree.has(ids.sectionId)) throw notFound();
      await deleteSections(tx, version.id, tree.remove(ids.sectionId));
    });
    return { section: null, sections };
  });
}
