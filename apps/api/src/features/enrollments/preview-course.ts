import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { can } from "@leerlijn/contracts/permissions";
import type { Actor } from "../../platform/auth/actor";
import { notFound } from "../../platform/http/app-error";
import { findLiveCourse } from "../courses/course-library.repository";
import { findVersion } from "../courses/courses.repository";
import { requireReviewableVersion } from "../courses/review-access";
import { freshAttempt } from "./attempt-state";
import { presentEnrollment } from "./enrollment.presenter";
import { deletePreviews, insertEnrollments } from "./enrollments.repository";
import type { EnrollmentDeps } from "./enrollment-deps";

/**
 * A preview is an enrollment of the author's (or reviewer's) own, flagged as preview: walked through exactly as
 * a learner would, but never in anyone's results or lists. Each preview starts fresh.
 */
async function createPreview(
  deps: EnrollmentDeps,
  actor: Actor,
  courseId: string,
  versionId: string,
) {
  const model = await deps.models.load(courseId, versionId);
  const owner = { companyId: actor.companyId, userId: actor.userId };
  const [row] = await deps.db.transaction(async (tx) => {
    await deletePreviews(tx, owner, versionId);
    return insertEnrollments(tx, [
      {
        ...owner,
        courseId,
        source: "preview",
        isPreview: true,
        assignedById: actor.userId,
        ...freshAttempt(model),
      },
    ]);
  });
  if (!row) throw new Error("preview insert failed");
  return presentEnrollment(row, model);
}

/**
 * Any version of the company's own courses, concept included, from the author tool; or, for
 * the platform's reviewer, a version of any company that the review page shows, so they can
 * walk through what they approve. The preview stays the reviewer's own, on their company.
 */
export async function previewCourseVersion(
  deps: EnrollmentDeps,
  actor: Actor,
  ids: { courseId: string; versionId: string },
): Promise<Enrollment> {
  const own = can(actor, "educator.author_tool.show")
    ? await findVersion(deps.db, actor.companyId, ids.courseId, ids.versionId)
    : null;
  const version = own ?? (await requireReviewableVersion(deps.db, actor, ids));
  return createPreview(deps, actor, version.courseId, version.id);
}

/** The live version of a course in the company's library. */
export async function previewLibraryCourse(
  deps: EnrollmentDeps,
  actor: Actor,
  courseId: string,
): Promise<Enrollment> {
  const course = await findLiveCourse(deps.db, { companyId: actor.companyId }, courseId);
  if (!course) throw notFound();
  return createPreview(deps, actor, course.courseId, course.version.id);
}
