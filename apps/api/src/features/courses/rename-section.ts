import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { conflict, notFound } from "../../platform/http/app-error";
import {
  blockOrderOf,
  findSection,
  renameSection as renameSectionRow,
} from "./course-content.repository";
import { presentSection } from "./course-version.presenter";
import type { SectionIds } from "./move-section";
import { requireEditMode, requireVersion } from "./version-access";

export const SECTION_CONFLICT_MESSAGE =
  "Iemand anders heeft de titel intussen gewijzigd. Laad de pagina opnieuw om de nieuwste titel te zien.";

/** Renames a section; also allowed in a published version (a title is text). */
export async function renameSection(
  db: Db,
  actor: Actor,
  ids: SectionIds,
  input: { title: string; revision: number },
): Promise<Section> {
  const version = await requireVersion(db, actor.companyId, ids.courseId, ids.versionId);
  requireEditMode(version, "text-only");
  const row = await renameSectionRow(db, version.id, ids.sectionId, input.title, input.revision);
  if (!row) {
    if (!(await findSection(db, version.id, ids.sectionId))) throw notFound();
    throw conflict(SECTION_CONFLICT_MESSAGE);
  }
  const order = await blockOrderOf(db, version.id, [row.id]);
  return presentSection(row, order.get(row.id) ?? []);
}
