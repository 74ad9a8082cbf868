import { randomUUID } from "node:crypto";
import type { Section, SectionTypeKey } from "@leerlijn/contracts/courses/section.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import { insertSection, listSections } from "./course-content.repository";
import { changeTree, MAX_SECTIONS_PER_VERSION } from "./section-structure";
import { requireEditMode, requireVersion } from "./version-access";

export type VersionIds = { courseId: string; versionId: string };

/** Adds a chapter, paragraph or exam at a place in the tree. */
export async function createSection(
  db: Db,
  actor: Actor,
  ids: VersionIds,
  input: {
    sectionTypeKey: SectionTypeKey;
    title: string;
    parentSectionId: string | null;
    position?: number | undefined;
  },
): Promise<{ section: Section | null; sections: Section[] }> {
  return db.transaction(async (tx) => {
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    requireEditMode(version, "full");
    if ((await listSections(tx, version.id)).length >= MAX_SECTIONS_PER_VERSION)
      throw validationFailed({
        section_type_key: [
          `Een versie kan maximaal ${MAX_SECTIONS_PER_VERSION} hoofdstukken en paragrafen bevatten.`,
        ],
      });
    const id = randomUUID();
    const sections = await changeTree(tx, version.id, async (tree) => {
      tree.add({ id, parentSectionId: null, sectionTypeKey: input.sectionTypeKey }, input);
      const placed = tree.bounds().find((section) => section.id === id);
      if (!placed) throw new Error("added section missing from its tree");
      // Inserted with its final bounds; the others are renumbered around it.
      await insertSection(tx, {
        ...placed,
        versionId: version.id,
        title: input.title,
      });
    });
    return { section: sections.find((section) => section.id === id) ?? null, sections };
  });
}
