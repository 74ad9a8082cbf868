import type { Block } from "@leerlijn/contracts/courses/block.schema";
import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { findBlock, findSection } from "./course-content.repository";
import { presentBlock } from "./course-version.presenter";
import { placeBlock, requireBlockSection } from "./block-structure";
import type { BlockIds } from "./update-block";
import { requireEditMode, requireVersion } from "./version-access";

/** Moves a block within its section or into another paragraph or exam of the version. */
export async function moveBlock(
  db: Db,
  actor: Actor,
  ids: BlockIds,
  input: { sectionId: string; position: number },
): Promise<{ block: Block; sections: Section[] }> {
  return db.transaction(async (tx) => {
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    requireEditMode(version, "full");
    const block = await findBlock(tx, version.id, ids.blockUuid);
    if (!block) throw notFound();
    const target = await requireBlockSection(tx, version.id, input.sectionId, "section_id");
    const source = await findSection(tx, version.id, block.sectionId);
    const sections = await placeBlock(tx, version.id, block.uuid, target, input.position, source);
    return { block: presentBlock({ ...block, sectionId: target.id }), sections };
  });
}
