import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { conflict, forbidden, notFound } from "../../platform/http/app-error";
import { isPublicCourse } from "./course-summary.presenter";
import {
  deleteVersionRow,
  listVersionsOfCourses,
  lockCourse,
  markCourseDeleted,
} from "./courses.repository";
import { requireVersion } from "./version-access";

export const deleteRefusals = {
  publicCourse:
    "Deze cursus is gedeeld met alle organisaties (of wordt daarvoor beoordeeld). Neem contact op met de aanbieder om hem te laten verwijderen.",
  liveVersion: "Dit is de versie die cursisten volgen; die kun je niet los verwijderen.",
  onlyVersion: "Dit is de enige versie van de cursus. Verwijder de cursus als geheel.",
  notDraft: "Alleen een conceptversie of een afgekeurde versie kun je verwijderen.",
} as const;

/**
 * Deletes a course. It is kept for the enrollments and results that refer to it, but gone from
 * every list. Courses in the open library are the provider's to delete (spec section 6).
 */
export async function deleteCourse(db: Db, actor: Actor, courseId: string): Promise<void> {
  await db.transaction(async (tx) => {
    const course = await lockCourse(tx, actor.companyId, courseId);
    if (!course) throw notFound();
    const versions = await listVersionsOfCourses(tx, [course.id]);
    if (isPublicCourse(versions) && !actor.isPlatformAdmin)
      throw forbidden(deleteRefusals.publicCourse);
    await markCourseDeleted(tx, course.id);
  });
}

/** Discards a concept or rejected version that is neither live nor the course's only one. */
export async function deleteCourseVersion(
  db: Db,
  actor: Actor,
  ids: { courseId: string; versionId: string },
): Promise<void> {
  await db.transaction(async (tx) => {
    const course = await lockCourse(tx, actor.companyId, ids.courseId);
    if (!course) throw notFound();
    const version = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId, {
      forUpdate: true,
    });
    if (version.id === course.publishedVersionId) throw conflict(deleteRefusals.liveVersion);
    if (version.status !== "concept" && version.status !== "rejected")
      throw conflict(deleteRefusals.notDraft);
    const versions = await listVersionsOfCourses(tx, [course.id]);
    if (versions.length <= 1) throw conflict(deleteRefusals.onlyVersion);
    await deleteVersionRow(tx, version.id);
  });
}
