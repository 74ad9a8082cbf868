import type { EnrollmentListItem } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { enrollmentMessages } from "@leerlijn/contracts/enrollments/enrollments.contract";
import type { Actor } from "../../platform/auth/actor";
import { conflict, notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findLiveCourse } from "../courses/course-library.repository";
import { freshAttempt } from "./attempt-state";
import { managedEnrollment } from "./enrollment-access";
import { presentEnrollmentList } from "./enrollment.presenter";
import { findEnrollmentListRow, insertAttempt, updateEnrollment } from "./enrollments.repository";
import type { EnrollmentDeps } from "./enrollment-deps";

/**
 * Starts the learner over on the course's current live version. The attempt so far is kept
 * (its summary and its answers), so nothing of the history is lost.
 */
export async function reassignEnrollment(
  deps: EnrollmentDeps,
  actor: Actor,
  tenant: Tenant,
  enrollmentId: string,
): Promise<EnrollmentListItem> {
  const seen = await managedEnrollment(deps.db, actor, tenant, enrollmentId);
  if (seen.deletedAt) throw conflict(enrollmentMessages.deleted);
  // The own library's course, or one of the open library the learner enrolled in.
  const course =
    (await findLiveCourse(deps.db, { companyId: actor.companyId }, seen.courseId)) ??
    (await findLiveCourse(deps.db, { publicOnly: true }, seen.courseId));
  if (!course) throw conflict(enrollmentMessages.notLive);
  const model = await deps.models.load(course.courseId, course.version.id);
  await deps.db.transaction(async (tx) => {
    const row = await managedEnrollment(tx, actor, tenant, enrollmentId, { forUpdate: true });
    if (row.deletedAt) throw conflict(enrollmentMessages.deleted);
    await insertAttempt(tx, {
      enrollmentId: row.id,
      attempt: row.attempt,
      versionId: row.versionId,
      percentage: row.percentage,
      hasScore: row.hasScore && row.finishedAt !== null,
      scorePoints: row.scorePoints,
      maxPoints: row.maxPoints,
      isPassed: row.isPassed,
      startedAt: row.startedAt,
      finishedAt: row.finishedAt,
      reassignedById: actor.userId,
    });
    await updateEnrollment(tx, row.id, {
      ...freshAttempt(model),
      attempt: row.attempt + 1,
      assignedById: actor.userId,
    });
  });
  const listed = await findEnrollmentListRow(deps.db, enrollmentId);
  if (!listed) throw notFound();
  const [item] = await presentEnrollmentList([listed], deps.media?.images);
  if (!item) throw notFound();
  return item;
}

/** Takes the enrollment away from the learner; it stays, marked deleted, in the history. */
export async function deleteEnrollment(
  deps: EnrollmentDeps,
  actor: Actor,
  tenant: Tenant,
  enrollmentId: string,
) {
  await deps.db.transaction(async (tx) => {
    const row = await managedEnrollment(tx, actor, tenant, enrollmentId, { forUpdate: true });
    if (row.deletedAt) return;
    await updateEnrollment(tx, row.id, { deletedAt: new Date(), deletedById: actor.userId });
  });
}
