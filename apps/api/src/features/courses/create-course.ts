import { randomUUID } from "node:crypto";
import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import type { CourseVersion, GeneralInfo } from "@leerlijn/contracts/courses/course-version.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { insertSection } from "./course-content.repository";
import { findVersion, insertCourse, insertVersion } from "./courses.repository";
import { loadVersionContent } from "./version-content";

/** A first section to put blocks in, so the author can start writing at once. */
const starterSection = (type: CourseTypeKey) =>
  type === "test"
    ? { sectionTypeKey: "exam" as const, title: "Toetsvragen" }
    : { sectionTypeKey: "paragraph" as const, title: "Inleiding" };

/** A new course of a type with its general information, as concept version 1. */
export async function createCourse(
  db: Db,
  actor: Actor,
  input: GeneralInfo & { courseTypeKey: CourseTypeKey },
): Promise<CourseVersion> {
  const isTest = input.courseTypeKey === "test";
  const ids = await db.transaction(async (tx) => {
    const course = await insertCourse(tx, {
      companyId: actor.companyId,
      courseTypeKey: input.courseTypeKey,
      createdById: actor.userId,
    });
    const version = await insertVersion(tx, {
      courseId: course.id,
      companyId: actor.companyId,
      number: 1,
      name: input.name,
      description: input.description,
      imageMediaId: input.imageMediaId,
      learningGoals: input.learningGoals,
      testGoals: isTest ? input.testGoals : [],
      scoringMethod: isTest ? "exam" : "none",
      passPercentage: isTest ? 70 : null,
    });
    await insertSection(tx, {
      id: randomUUID(),
      versionId: version.id,
      ...starterSection(input.courseTypeKey),
      parentSectionId: null,
      leftBower: 1,
      rightBower: 2,
      depth: 0,
    });
    return { courseId: course.id, versionId: version.id };
  });
  const version = await findVersion(db, actor.companyId, ids.courseId, ids.versionId);
  if (!version) throw new Error("created version vanished");
  return loadVersionContent(db, version);
}
