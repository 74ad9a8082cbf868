import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import {
  blockOrderOf,
  deleteBlockRow,
  findBlock,
  findSection,
  writeBlockOrder,
} from "./course-content.repository";
import { presentSection } from "./course-version.presenter";
import { updateVersion } from "./courses.repository";
import type { BlockIds } from "./update-block";
import { requireEditMode, requireVersion } from "./version-access";

export async function deleteBlock(
  db: Db,
  actor: Actor,
  ids: BlockIds,
): Promise<{ block: null; sections: Section[] }> {
  return db.transaction(async (tx) => {
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    requireEditMode(version, "full");
    const block = await findBlock(tx, version.id, ids.blockUuid);
    if (!block) throw notFound();
    await deleteBlockRow(tx, version.id, block.uuid);
    const section = await findSection(tx, version.id, block.sectionId);
    if (!section) throw notFound();
    const order = (await blockOrderOf(tx, version.id, [section.id])).get(section.id) ?? [];
    await writeBlockOrder(tx, version.id, section.id, order);
    await updateVersion(tx, version.id, {});
    return { block: null, sections: [presentSection(section, order)] };
  });
}
