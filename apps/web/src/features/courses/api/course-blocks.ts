import {
  createBlock,
  type CreateBlockBody,
  deleteBlock,
  duplicateBlock,
  moveBlock,
  type MoveBlockBody,
  updateBlock,
  type UpdateBlockBody,
} from "@leerlijn/contracts/courses/blocks.contract";
import {
  getCourseVersion,
  getVersionHasBlocks,
} from "@leerlijn/contracts/courses/course-versions.contract";
import { callApi } from "../../../lib/api-client";
import type { VersionRef } from "./course-actions";

/*
 * The content editor's block calls. They are plain calls, not queries or mutations: the editor
 * keeps its own copy of the blocks and runs saves through its save queue, so a cache would only
 * hold a second, older copy.
 */

type BlockRef = VersionRef & { blockUuid: string };

/** Saves a block's content; the revision guards against overwriting another tab's save. */
export const saveBlock = (ref: BlockRef, body: UpdateBlockBody) =>
  callApi(updateBlock, { params: ref, body }).then((answer) => answer.data);

export const addBlock = (ref: VersionRef & { sectionId: string }, body: CreateBlockBody) =>
  callApi(createBlock, { params: ref, body }).then((answer) => answer.data);

export const moveBlockTo = (ref: BlockRef, body: MoveBlockBody) =>
  callApi(moveBlock, { params: ref, body }).then((answer) => answer.data);

export const copyBlock = (ref: BlockRef) =>
  callApi(duplicateBlock, { params: ref }).then((answer) => answer.data);

export const removeBlock = (ref: BlockRef) =>
  callApi(deleteBlock, { params: ref }).then((answer) => answer.data);

/** The block as saved on the server now, to show it or to base an overwrite on. */
export const latestBlock = async (ref: BlockRef) => {
  const answer = await callApi(getCourseVersion, {
    params: { courseId: ref.courseId, versionId: ref.versionId },
  });
  return answer.data.blocks.find((block) => block.uuid === ref.blockUuid) ?? null;
};

/** Whether the version has any block yet: the wizard's content step needs one to go on. */
export const versionHasBlocks = (ref: VersionRef) =>
  callApi(getVersionHasBlocks, { params: ref }).then((answer) => answer.data.hasBlocks);
