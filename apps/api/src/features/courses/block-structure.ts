import { holdsBlocks, type Section } from "@leerlijn/contracts/courses/section.schema";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import { blockOrderOf, findSection, writeBlockOrder } from "./course-content.repository";
import { presentSection } from "./course-version.presenter";
import { updateVersion } from "./courses.repository";
import type { CourseSectionRow } from "./courses.table";

/** Limits that keep one version loadable in one go by its editor. */
export const MAX_BLOCKS_PER_VERSION = 2000;

export const structureMessages = {
  chapterHoldsNoBlocks:
    "Een hoofdstuk bevat zelf geen onderdelen. Kies een paragraaf of examen om iets aan toe te voegen.",
  tooManyBlocks: `Een versie kan maximaal ${MAX_BLOCKS_PER_VERSION} onderdelen bevatten.`,
  sectionMissing: "Dit hoofdstuk of deze paragraaf bestaat niet (meer).",
} as const;

/** A section of the version that can hold blocks; `field` names the input that pointed at it. */
export async function requireBlockSection(
  db: Db,
  versionId: string,
  sectionId: string,
  field: string | null,
): Promise<CourseSectionRow> {
  const section = await findSection(db, versionId, sectionId);
  if (!section) {
    if (field === null) throw notFound();
    throw validationFailed({ [field]: [structureMessages.sectionMissing] });
  }
  if (!holdsBlocks(section.sectionTypeKey))
    throw validationFailed({ [field ?? "section_id"]: [structureMessages.chapterHoldsNoBlocks] });
  return section;
}

/**
 * Puts `uuid` at `position` in the section's order (taking it out of wherever it was), writes the
 * dense order, and answers with the sections whose lists changed.
 */
export async function placeBlock(
  db: Db,
  versionId: string,
  uuid: string,
  target: CourseSectionRow,
  position: number | undefined,
  source: CourseSectionRow | null,
): Promise<Section[]> {
  const ids = source && source.id !== target.id ? [source.id, target.id] : [target.id];
  const order = await blockOrderOf(db, versionId, ids);
  for (const id of ids)
    order.set(
      id,
      (order.get(id) ?? []).filter((item) => item !== uuid),
    );
  const list = order.get(target.id) ?? [];
  list.splice(Math.min(position ?? list.length, list.length), 0, uuid);
  order.set(target.id, list);
  for (const id of ids) await writeBlockOrder(db, versionId, id, order.get(id) ?? []);
  await updateVersion(db, versionId, {});
  const sections = source && source.id !== target.id ? [source, target] : [target];
  return sections.map((section) => presentSection(section, order.get(section.id) ?? []));
}
