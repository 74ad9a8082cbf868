import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import type { Db } from "../../platform/db/database";
import { listBlocks, listSections } from "./course-content.repository";
import { presentCourseVersion } from "./course-version.presenter";
import type { ScopedVersion } from "./courses.repository";

/**
 * Everything in a version, correct answers included: for its editor and reviewer, and for the
 * server side of learning (scoring needs the answers; presenters for learners leave them out).
 */
export async function loadVersionContent(db: Db, version: ScopedVersion): Promise<CourseVersion> {
  const [sections, blocks] = await Promise.all([
    listSections(db, version.id),
    listBlocks(db, version.id),
  ]);
  return presentCourseVersion(version, sections, blocks);
}
