import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import { blockOrderOf, listSections, writeSectionBounds } from "./course-content.repository";
import { presentSections } from "./course-version.presenter";
import { updateVersion } from "./courses.repository";
import { SectionTree, TreeRefusal } from "./section-tree";

export const MAX_SECTIONS_PER_VERSION = 300;

/**
 * Runs a change on the version's tree in memory and writes the renumbered bounds; a refused
 * placement becomes a 422 on `parent_section_id`. Call inside a transaction holding the
 * version's lock, so two structural changes never interleave.
 */
export async function changeTree(
  db: Db,
  versionId: string,
  change: (tree: SectionTree) => Promise<void> | void,
): Promise<Section[]> {
  const before = await listSections(db, versionId);
  const tree = new SectionTree(before);
  try {
    await change(tree);
  } catch (error) {
    if (error instanceof TreeRefusal)
      throw validationFailed({ parent_section_id: [error.message] });
    throw error;
  }
  await writeSectionBounds(db, before, tree.bounds());
  await updateVersion(db, versionId, {});
  return presentSections(await listSections(db, versionId), await blockOrderOf(db, versionId));
}
