import type { BlockMedia } from "@leerlijn/contracts/courses/block.schema";
import type { CourseSummary } from "@leerlijn/contracts/courses/course.schema";
import { courseTypeOf } from "@leerlijn/contracts/courses/course-types";
import { presentVersionSummary } from "./course-version.presenter";
import type { CourseRow, CourseVersionRow } from "./courses.table";

/** Statuses that put a course in (or on its way to) the open library. */
const PUBLIC_STATUSES = new Set(["review", "reviewed", "accepted", "publicly-published"]);

export function isPublicCourse(versions: readonly CourseVersionRow[]): boolean {
  return versions.some((version) => PUBLIC_STATUSES.has(version.status));
}

/** `versions` newest first; the newest names the course and gives its status. */
export function presentCourseSummary(
  course: CourseRow,
  versions: readonly CourseVersionRow[],
  companyName: string,
  lastChange: Date,
  image: BlockMedia | null = null,
): CourseSummary {
  const latest = versions[0];
  if (!latest) throw new Error(`course ${course.id} has no versions`);
  const live = versions.find((version) => version.id === course.publishedVersionId);
  return {
    id: course.id,
    name: latest.name,
    image,
    courseTypeKey: course.courseTypeKey,
    courseType: courseTypeOf(course.courseTypeKey),
    status: latest.status,
    company: { name: companyName },
    isAvailableForAllStudentsOfThisDomain: (live ?? latest).isAvailableForAllStudentsOfThisDomain,
    isPublic: isPublicCourse(versions),
    latestVersionId: latest.id,
    publishedVersionId: course.publishedVersionId,
    updatedAt: lastChange.toISOString(),
    versions: versions.map((version) => presentVersionSummary(version, course.publishedVersionId)),
  };
}
