import { BLOCK_CONFLICT_MESSAGE } from "@leerlijn/contracts/courses/blocks.contract";
import {
  type Block,
  type BlockContent,
  scoreItemsOf,
} from "@leerlijn/contracts/courses/block.schema";
import { type CourseStatus, editModeOf } from "@leerlijn/contracts/courses/course-status";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { conflict, notFound } from "../../platform/http/app-error";
import { findBlock, updateBlockContent } from "./course-content.repository";
import { presentBlock } from "./course-version.presenter";
import { cleanBlockContent } from "./clean-block-content";
import { editRefusals, requireEditMode, requireVersion } from "./version-access";

export type BlockIds = { courseId: string; versionId: string; blockUuid: string };

const FULL_EDIT: readonly CourseStatus[] = ["concept", "rejected"];
const TEXT_EDIT: readonly CourseStatus[] = ["concept", "rejected", "published"];

/**
 * Saves one block, only if nobody saved it since the revision the editor had (else 409) and only
 * while the version's status still allows it: the status is part of the update's condition, so
 * a version published in between is never changed by an edit meant for its concept.
 */
export async function updateBlock(
  db: Db,
  actor: Actor,
  ids: BlockIds,
  input: { content: BlockContent; revision: number },
): Promise<Block> {
  const content = cleanBlockContent(input.content);
  const change = {
    versionId: ids.versionId,
    uuid: ids.blockUuid,
    expectedRevision: input.revision,
    content,
    updatedById: actor.userId,
  };
  // The usual save (a concept, nobody else in between) in one statement that checks it all.
  const saved = await updateBlockContent(db, {
    ...change,
    allowedStatuses: FULL_EDIT,
    scope: { companyId: actor.companyId, courseId: ids.courseId },
  });
  if (saved) return presentBlock(saved);
  // Otherwise find out why, and what else may be allowed (text edits of a published version).
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const version = await requireVersion(db, actor.companyId, ids.courseId, ids.versionId);
    requireEditMode(version, "text-only");
    let allowed = FULL_EDIT;
    if (editModeOf(version.status) === "text-only") {
      const current = await findBlock(db, version.id, ids.blockUuid);
      if (!current) throw notFound();
      if (
        current.content.type !== content.type ||
        scoreItemsOf(current.content) !== scoreItemsOf(content)
      )
        throw conflict(editRefusals.scoreItems);
      allowed = TEXT_EDIT;
    }
    const row = await updateBlockContent(db, { ...change, allowedStatuses: allowed });
    if (row) return presentBlock(row);
    const current = await findBlock(db, version.id, ids.blockUuid);
    if (!current) throw notFound();
    if (current.revision !== input.revision) throw conflict(BLOCK_CONFLICT_MESSAGE);
    // The status changed between reading and writing: judge again against the new status.
  }
  throw conflict(editRefusals.staleVersion);
}
