import type { CourseDetail, CourseTile } from "@leerlijn/contracts/courses/course-library.contract";
import { courseTypeOf } from "@leerlijn/contracts/courses/course-types";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { blockOrderOf, countQuestionBlocks, listSections } from "./course-content.repository";
import type { CourseImages, CourseMediaRef } from "./course-media";
import {
  findLiveCourse,
  type LiveCourseQuery,
  type LiveCourseRow,
  type LiveCourseScope,
  listLiveCourses,
} from "./course-library.repository";

/**
 * Resolves course pictures, each within the library of its course's company; without a
 * resolver, tiles show no picture.
 */
export type ImageResolver = (refs: readonly CourseMediaRef[]) => Promise<CourseImages>;

export const noImages: ImageResolver = () => Promise.resolve({ of: () => null });

/** The picture of a version, to resolve with the others of a page. */
export const pictureOf = (version: {
  companyId: string;
  imageMediaId: string | null;
}): CourseMediaRef[] =>
  version.imageMediaId ? [{ companyId: version.companyId, mediaId: version.imageMediaId }] : [];

/** A live course as a tile; the open library adds the learner's enrollment to the same tile. */
export function presentCourseTile(row: LiveCourseRow, images: CourseImages): CourseTile {
  const { version } = row;
  return {
    id: row.courseId,
    versionId: version.id,
    name: version.name,
    description: version.description,
    image: images.of(version.companyId, version.imageMediaId),
    courseType: courseTypeOf(row.courseTypeKey),
    status: version.status,
    companyName: row.companyName,
    estimatedMinutes: version.estimatedMinutes,
    updatedAt: (version.publishedAt ?? version.updatedAt).toISOString(),
  };
}

/** Live courses as tiles: the company's course library, or the open library. */
export async function listCourseTiles(
  db: Db,
  scope: LiveCourseScope,
  query: LiveCourseQuery,
  resolveImages: ImageResolver = noImages,
) {
  const { rows, total } = await listLiveCourses(db, scope, query);
  const images = await resolveImages(rows.flatMap((row) => pictureOf(row.version)));
  return { items: rows.map((row) => presentCourseTile(row, images)), total };
}

/** A live course for people choosing it: description, goals and outline, never answers. */
export async function getCourseDetail(
  db: Db,
  scope: LiveCourseScope,
  courseId: string,
  resolveImages: ImageResolver = noImages,
): Promise<CourseDetail> {
  const row = await findLiveCourse(db, scope, courseId);
  if (!row) throw notFound();
  const [sections, order, questionCount, images] = await Promise.all([
    listSections(db, row.version.id),
    blockOrderOf(db, row.version.id),
    countQuestionBlocks(db, row.version.id),
    resolveImages(pictureOf(row.version)),
  ]);
  return {
    ...presentCourseTile(row, images),
    learningGoals: row.version.learningGoals,
    testGoals: row.version.testGoals,
    categories: row.version.categories,
    versionNumber: row.version.number,
    questionCount,
    timeLimitMinutes: row.version.timeLimitMinutes,
    passPercentage: row.version.scoringMethod === "none" ? null : row.version.passPercentage,
    outline: sections.map((section) => ({
      id: section.id,
      sectionTypeKey: section.sectionTypeKey,
      title: section.title,
      depth: section.depth,
      blockCount: order.get(section.id)?.length ?? 0,
    })),
  };
}
