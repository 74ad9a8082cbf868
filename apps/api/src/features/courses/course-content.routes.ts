import {
  createBlock as createBlockContract,
  deleteBlock as deleteBlockContract,
  duplicateBlock as duplicateBlockContract,
  moveBlock as moveBlockContract,
  updateBlock as updateBlockContract,
} from "@leerlijn/contracts/courses/blocks.contract";
import {
  createSection as createSectionContract,
  deleteSection as deleteSectionContract,
  moveSection as moveSectionContract,
  updateSection,
} from "@leerlijn/contracts/courses/sections.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { registerContract } from "../../platform/http/register-contract";
import { createBlock } from "./create-block";
import { createSection } from "./create-section";
import { deleteBlock } from "./delete-block";
import { deleteSection } from "./delete-section";
import { duplicateBlock } from "./duplicate-block";
import { moveBlock } from "./move-block";
import { moveSection } from "./move-section";
import { renameSection } from "./rename-section";
import { updateBlock } from "./update-block";

/** The editor's content: the section tree and the blocks in it. */
export function courseContentRoutes(app: FastifyInstance, { db }: { db: Db }): void {
  registerContract(app, createSectionContract, async ({ actor, params, body }) => ({
    data: await createSection(db, actor, params, body),
  }));
  registerContract(app, updateSection, async ({ actor, params, body }) => ({
    data: await renameSection(db, actor, params, body),
  }));
  registerContract(app, moveSectionContract, async ({ actor, params, body }) => ({
    data: await moveSection(db, actor, params, body),
  }));
  registerContract(app, deleteSectionContract, async ({ actor, params }) => ({
    data: await deleteSection(db, actor, params),
  }));

  registerContract(app, createBlockContract, async ({ actor, params, body }) => ({
    data: await createBlock(db, actor, params, body),
  }));
  registerContract(app, updateBlockContract, async ({ actor, params, body }) => ({
    data: await updateBlock(db, actor, params, body),
  }));
  registerContract(app, moveBlockContract, async ({ actor, params, body }) => ({
    data: await moveBlock(db, actor, params, body),
  }));
  registerContract(app, duplicateBlockContract, async ({ actor, params }) => ({
    data: await duplicateBlock(db, actor, params),
  }));
  registerContract(app, deleteBlockContract, async ({ actor, params }) => ({
    data: await deleteBlock(db, actor, params),
  }));
}
