import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import type { Actor } from "../../platform/auth/actor";
import { notFound } from "../../platform/http/app-error";
import { findLiveCourse } from "../courses/course-library.repository";
import { freshAttempt } from "./attempt-state";
import { presentEnrollmentWithImage } from "./enrollment.presenter";
import { findActiveEnrollment, insertEnrollments } from "./enrollments.repository";
import type { EnrollmentDeps } from "./enrollment-deps";

/**
 * The live course a learner may enroll in themselves: one of the open library, or one of their
 * own company that is available for all its students.
 */
export async function findSelfEnrollableCourse(
  deps: EnrollmentDeps,
  actor: Actor,
  courseId: string,
) {
  const open = await findLiveCourse(deps.db, { publicOnly: true }, courseId);
  if (open) return open;
  const own = await findLiveCourse(deps.db, { companyId: actor.companyId }, courseId);
  return own?.version.isAvailableForAllStudentsOfThisDomain ? own : null;
}

/** Enrolls the learner; enrolling again opens the enrollment they already have. */
export async function enrollInOpenLibrary(
  deps: EnrollmentDeps,
  actor: Actor,
  courseId: string,
): Promise<Enrollment> {
  const course = await findSelfEnrollableCourse(deps, actor, courseId);
  if (!course) throw notFound();
  const owner = { companyId: actor.companyId, userId: actor.userId };
  const existing = await findActiveEnrollment(deps.db, owner, course.courseId);
  if (existing) {
    const model = await deps.models.load(existing.courseId, existing.versionId);
    return presentEnrollmentWithImage(existing, model, deps.media?.images);
  }
  const model = await deps.models.load(course.courseId, course.version.id);
  await insertEnrollments(deps.db, [
    {
      ...owner,
      courseId: course.courseId,
      source: "open-library",
      assignedById: null,
      ...freshAttempt(model),
    },
  ]);
  // A second tab that enrolled at the same moment made the same row: either one is the one.
  const enrolled = await findActiveEnrollment(deps.db, owner, course.courseId);
  if (!enrolled) throw notFound();
  return presentEnrollmentWithImage(enrolled, model, deps.media?.images);
}
