import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { isOverdue, passedNow, settleAttempt } from "./attempt-state";
import { ownEnrollment } from "./enrollment-access";
import { findOwnEnrollment } from "./enrollments.repository";
import type { EnrollmentRow } from "./enrollments.table";
import type { CoursePassed, EnrollmentDeps } from "./enrollment-deps";
import type { WalkModel } from "./walk-model";

export type OpenEnrollment = { row: EnrollmentRow; model: WalkModel };

/**
 * Finishes an attempt whose time ran out while the learner was away, under its row lock; a
 * score that reaches the pass mark still earns the course's certificate.
 */
export async function settleIfOverdue(
  db: Db,
  model: WalkModel,
  row: EnrollmentRow,
  coursePassed?: CoursePassed,
): Promise<EnrollmentRow> {
  if (!isOverdue(row)) return row;
  const { settled, passed } = await db.transaction(async (tx) => {
    const locked = await findOwnEnrollment(tx, row, row.id, { forUpdate: true });
    if (!locked || !isOverdue(locked)) return { settled: locked ?? row, passed: false };
    const settled = await settleAttempt(tx, model, locked, { timedOut: true });
    return { settled, passed: passedNow(model, locked, settled) };
  });
  if (passed)
    await coursePassed?.({ enrollmentId: settled.id, attempt: settled.attempt, origin: null });
  return settled;
}

/**
 * The actor's own enrollment with the version it follows, its time settled. The course of a
 * learner's enrollment may have been deleted since: then it is gone for them (404).
 */
export async function openOwnEnrollment(
  { db, models, coursePassed }: EnrollmentDeps,
  actor: Actor,
  enrollmentId: string,
): Promise<OpenEnrollment> {
  const row = await ownEnrollment(db, actor, enrollmentId);
  const model = await models.load(row.courseId, row.versionId);
  if (model.isCourseDeleted && !row.isPreview) throw notFound();
  return { row: await settleIfOverdue(db, model, row, coursePassed), model };
}
