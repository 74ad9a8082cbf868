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
import type { Storage } from "../../platform/storage/storage";
import { createCourseMediaPresenter, requireBlockMedia } from "./course-media";
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
export function courseContentRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Db; storage: Storage },
): void {
  const media = createCourseMediaPresenter({ db, storage });
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

  registerContract(app, createBlockContract, async ({ tenant, actor, params, body }) => {
    const chosen = await requireBlockMedia(db, tenant, body.content);
    const created = await createBlock(db, actor, params, body);
    return {
      data: { ...created, block: await media.block(created.block, actor.companyId, chosen) },
    };
  });
  registerContract(app, updateBlockContract, async ({ tenant, actor, params, body }) => {
    const chosen = await requireBlockMedia(db, tenant, body.content);
    return {
      data: await media.block(await updateBlock(db, actor, params, body), actor.companyId, chosen),
    };
  });
  registerContract(app, moveBlockContract, async ({ actor, params, body }) => ({
    data: await moveBlock(db, actor, params, body),
  }));
  registerContract(app, duplicateBlockContract, async ({ actor, params }) => {
    const copied = await duplicateBlock(db, actor, params);
    return { data: { ...copied, block: await media.block(copied.block, actor.companyId) } };
  });
  registerContract(app, deleteBlockContract, async ({ actor, params }) => ({
    data: await deleteBlock(db, actor, params),
  }));
}
