import { randomUUID } from "node:crypto";
import type { Block, BlockContent } from "@leerlijn/contracts/courses/block.schema";
import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import { countBlocks, insertBlock } from "./course-content.repository";
import { presentBlock } from "./course-version.presenter";
import {
  MAX_BLOCKS_PER_VERSION,
  placeBlock,
  requireBlockSection,
  structureMessages,
} from "./block-structure";
import { cleanBlockContent } from "./clean-block-content";
import { requireEditMode, requireVersion } from "./version-access";

export type SectionIds = { courseId: string; versionId: string; sectionId: string };

/** Adds a block to a paragraph or exam, at a place or at the end. */
export async function createBlock(
  db: Db,
  actor: Actor,
  ids: SectionIds,
  input: { content: BlockContent; position?: number | undefined },
): Promise<{ block: Block; sections: Section[] }> {
  return db.transaction(async (tx) => {
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    requireEditMode(version, "full");
    const section = await requireBlockSection(tx, version.id, ids.sectionId, null);
    if ((await countBlocks(tx, version.id)) >= MAX_BLOCKS_PER_VERSION)
      throw validationFailed({ content: [structureMessages.tooManyBlocks] });
    const block = await insertBlock(tx, {
      versionId: version.id,
      sectionId: section.id,
      uuid: randomUUID(),
      position: MAX_BLOCKS_PER_VERSION,
      content: cleanBlockContent(input.content),
      updatedById: actor.userId,
    });
    const sections = await placeBlock(tx, version.id, block.uuid, section, input.position, null);
    return { block: presentBlock(block), sections };
  });
}
