import { randomUUID } from "node:crypto";
import type { Block } from "@leerlijn/contracts/courses/block.schema";
import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import {
  blockOrderOf,
  countBlocks,
  findBlock,
  findSection,
  insertBlock,
} from "./course-content.repository";
import { presentBlock } from "./course-version.presenter";
import { MAX_BLOCKS_PER_VERSION, placeBlock, structureMessages } from "./block-structure";
import type { BlockIds } from "./update-block";
import { requireEditMode, requireVersion } from "./version-access";

/** Copies a block (a new uuid, the same content) right below the original. */
export async function duplicateBlock(
  db: Db,
  actor: Actor,
  ids: BlockIds,
): Promise<{ block: Block; sections: Section[] }> {
  return db.transaction(async (tx) => {
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    requireEditMode(version, "full");
    const original = await findBlock(tx, version.id, ids.blockUuid);
    if (!original) throw notFound();
    if ((await countBlocks(tx, version.id)) >= MAX_BLOCKS_PER_VERSION)
      throw validationFailed({ content: [structureMessages.tooManyBlocks] });
    const section = await findSection(tx, version.id, original.sectionId);
    if (!section) throw notFound();
    const order = (await blockOrderOf(tx, version.id, [section.id])).get(section.id) ?? [];
    const copy = await insertBlock(tx, {
      versionId: version.id,
      sectionId: section.id,
      uuid: randomUUID(),
      position: MAX_BLOCKS_PER_VERSION,
      content: original.content,
      updatedById: actor.userId,
    });
    const sections = await placeBlock(
      tx,
      version.id,
      copy.uuid,
      section,
      order.indexOf(original.uuid) + 1,
      null,
    );
    return { block: presentBlock(copy), sections };
  });
}
