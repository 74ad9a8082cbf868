import { randomUUID } from "node:crypto";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { conflict, notFound } from "../../platform/http/app-error";
import { copyContent } from "./course-content.repository";
import {
  findVersion,
  highestVersionNumber,
  insertVersion,
  listVersionsOfCourses,
  lockCourse,
} from "./courses.repository";
import type { CourseVersionRow } from "./courses.table";
import { loadVersionContent } from "./version-content";

export const NEW_VERSION_REFUSALS = {
  notLive: "Deze cursus is nog niet gepubliceerd: bewerk de huidige versie.",
  draftExists:
    "Er is al een nieuwe versie in bewerking of in beoordeling. Werk die eerst af of verwijder hem.",
} as const;

/** The version's own fields as a fresh concept copy of it. */
export function conceptCopyOf(version: CourseVersionRow) {
  return {
    status: "concept" as const,
    name: version.name,
    description: version.description,
    imageMediaId: version.imageMediaId,
    learningGoals: version.learningGoals,
    testGoals: version.testGoals,
    categories: version.categories,
    estimatedMinutes: version.estimatedMinutes,
    scoringMethod: version.scoringMethod,
    passPercentage: version.passPercentage,
    timeLimitMinutes: version.timeLimitMinutes,
    checkAnswerMode: version.checkAnswerMode,
    issuesCertificate: version.issuesCertificate,
    certificateValidityMonths: version.certificateValidityMonths,
    isAvailableForAllStudentsOfThisDomain: version.isAvailableForAllStudentsOfThisDomain,
  };
}

/**
 * A new concept version copied from the live one. Blocks keep their uuids, so progress can be
 * related across versions; learners stay on the live version until this one is published.
 */
export async function createCourseVersion(
  db: Db,
  actor: Actor,
  courseId: string,
): Promise<CourseVersion> {
  const versionId = await db.transaction(async (tx) => {
    const course = await lockCourse(tx, actor.companyId, courseId);
    if (!course) throw notFound();
    if (!course.publishedVersionId) throw conflict(NEW_VERSION_REFUSALS.notLive);
    const versions = await listVersionsOfCourses(tx, [course.id]);
    const live = versions.find((version) => version.id === course.publishedVersionId);
    if (!live) throw conflict(NEW_VERSION_REFUSALS.notLive);
    if (versions.some((version) => ["concept", "rejected", "review"].includes(version.status)))
      throw conflict(NEW_VERSION_REFUSALS.draftExists);
    const created = await insertVersion(tx, {
      ...conceptCopyOf(live),
      courseId: course.id,
      companyId: course.companyId,
      number: (await highestVersionNumber(tx, course.id)) + 1,
    });
    await copyContent(tx, live.id, created.id, { keepBlockUuids: true, newId: randomUUID });
    return created.id;
  });
  const version = await findVersion(db, actor.companyId, courseId, versionId);
  if (!version) throw notFound();
  return loadVersionContent(db, version);
}
