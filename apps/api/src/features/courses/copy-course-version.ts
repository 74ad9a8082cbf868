import { randomUUID } from "node:crypto";
import { MAX_NAME_LENGTH } from "@leerlijn/contracts/fields";
import type { CourseSummary } from "@leerlijn/contracts/courses/course.schema";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { copyContent } from "./course-content.repository";
import { insertCourse, insertVersion } from "./courses.repository";
import type { ImageResolver } from "./course-library";
import { conceptCopyOf } from "./create-course-version";
import { getCourse } from "./list-courses";
import { requireVersion } from "./version-access";

/** Duplicates a version into a new course of the company: concept version 1, "Kopie van …". */
export async function copyCourseVersion(
  db: Db,
  actor: Actor,
  ids: { courseId: string; versionId: string },
  resolveImages: ImageResolver,
): Promise<CourseSummary> {
  const courseId = await db.transaction(async (tx) => {
    const source = await requireVersion(tx, actor.companyId, ids.courseId, ids.versionId);
    const course = await insertCourse(tx, {
      companyId: actor.companyId,
      courseTypeKey: source.courseTypeKey,
      createdById: actor.userId,
    });
    const copy = await insertVersion(tx, {
      ...conceptCopyOf(source),
      name: `Kopie van ${source.name}`.slice(0, MAX_NAME_LENGTH),
      courseId: course.id,
      companyId: actor.companyId,
      number: 1,
    });
    await copyContent(tx, source.id, copy.id, { keepBlockUuids: false, newId: randomUUID });
    return course.id;
  });
  const summary = await getCourse(db, actor.companyId, courseId, resolveImages);
  if (!summary) throw notFound();
  return summary;
}
