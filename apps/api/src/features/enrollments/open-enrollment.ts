import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import type { CourseMediaPresenter } from "../courses/course-media";
import { notFound } from "../../platform/http/app-error";
import { isOverdue, settleAttempt } from "./attempt-state";
import { ownEnrollment } from "./enrollment-access";
import { findOwnEnrollment } from "./enrollments.repository";
import type { EnrollmentRow } from "./enrollments.table";
import type { AttemptSnapshots } from "./attempt-snapshots";
import type { WalkModel, WalkModels } from "./walk-model";

export type Deps = {
  db: Db;
  models: WalkModels;
  /** The attempts this instance last wrote, so an answer can skip reading them (`recordProgress`). */
  snapshots?: AttemptSnapshots;
  /** Signs the links of a block's media per request: a walk model is cached longer than a link lives. */
  media?: Pick<CourseMediaPresenter, "images">;
};
export type OpenEnrollment = { row: EnrollmentRow; model: WalkModel };

/** Finishes an attempt whose time ran out while the learner was away, under its row lock. */
export async function settleIfOverdue(
  db: Db,
  model: WalkModel,
  row: EnrollmentRow,
): Promise<EnrollmentRow> {
  if (!isOverdue(row)) return row;
  return db.transaction(async (tx) => {
    const locked = await findOwnEnrollment(tx, row, row.id, { forUpdate: true });
    if (!locked || !isOverdue(locked)) return locked ?? row;
    return settleAttempt(tx, model, locked, { timedOut: true });
  });
}

/**
 * The actor's own enrollment with the version it follows, its time settled. The course of a
 * learner's enrollment may have been deleted since: then it is gone for them (404).
 */
export async function openOwnEnrollment(
  { db, models }: Deps,
  actor: Actor,
  enrollmentId: string,
): Promise<OpenEnrollment> {
  const row = await ownEnrollment(db, actor, enrollmentId);
  const model = await models.load(row.courseId, row.versionId);
  if (model.isCourseDeleted && !row.isPreview) throw notFound();
  return { row: await settleIfOverdue(db, model, row), model };
}
