import { courseTypeOf } from "@leerlijn/contracts/courses/course-types";
import type {
  Enrollment,
  EnrollmentListItem,
  Score,
} from "@leerlijn/contracts/enrollments/enrollment.schema";
import type { EnrollmentListRow } from "./enrollments.repository";
import type { EnrollmentRow } from "./enrollments.table";
import type { WalkModel } from "./walk-model";
import { type ImageResolver, noImages, pictureOf } from "../courses/course-library";
import type { CourseImages } from "../courses/course-media";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function scoreOf(row: {
  hasScore: boolean;
  scorePoints: number | null;
  maxPoints: number | null;
}): Score | null {
  if (!row.hasScore || row.scorePoints === null || !row.maxPoints) return null;
  return {
    points: row.scorePoints,
    maxPoints: row.maxPoints,
    percentage: Math.floor((row.scorePoints * 100) / row.maxPoints),
  };
}

function presentState(row: EnrollmentRow) {
  return {
    id: row.id,
    status: row.status,
    source: row.source,
    isPreview: row.isPreview,
    progress: {
      sectionId: row.resumeSectionId,
      blockUuid: row.resumeBlockUuid,
      percentage: row.percentage,
      completedBlocks: row.completedBlocks,
      totalBlocks: row.totalBlocks,
    },
    hasScore: row.hasScore,
    isPassed: row.finishedAt ? row.isPassed : null,
    score: row.finishedAt ? scoreOf(row) : null,
    attempt: row.attempt,
    startedAt: iso(row.startedAt),
    deadlineAt: iso(row.deadlineAt),
    finishedAt: iso(row.finishedAt),
    timedOut: row.timedOut,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An enrollment with its course as the learner follows it (the enrollment's version). */
export function presentEnrollment(row: EnrollmentRow, model: WalkModel): Enrollment {
  const { version } = model;
  return {
    ...presentState(row),
    course: {
      id: version.courseId,
      versionId: version.id,
      name: version.name,
      description: version.description,
      image: version.image,
      courseTypeKey: version.courseTypeKey,
      courseType: courseTypeOf(version.courseTypeKey),
      companyName: version.companyName,
      estimatedMinutes: version.estimatedMinutes,
      learningGoals: version.learningGoals,
      testGoals: version.testGoals,
    },
    settings: {
      scoringMethod: version.settings.scoringMethod,
      passPercentage: version.settings.passPercentage,
      timeLimitMinutes: version.settings.timeLimitMinutes,
      checkAnswerMode: version.settings.checkAnswerMode && version.courseTypeKey !== "test",
    },
  };
}

/**
 * The enrollment with its course picture signed for this request: the walk model keeps only the
 * picture's media id, because it is cached longer than a signed link lives.
 */
export async function presentEnrollmentWithImage(
  row: EnrollmentRow,
  model: WalkModel,
  resolveImages: ImageResolver = noImages,
): Promise<Enrollment> {
  const enrollment = presentEnrollment(row, model);
  const { companyId } = model;
  const { imageMediaId } = model.version;
  if (!imageMediaId) return enrollment;
  const images = await resolveImages([{ companyId, mediaId: imageMediaId }]);
  return {
    ...enrollment,
    course: { ...enrollment.course, image: images.of(companyId, imageMediaId) },
  };
}

export function presentEnrollmentListItem(
  row: EnrollmentListRow,
  images: CourseImages,
): EnrollmentListItem {
  const { enrollment, version } = row;
  return {
    ...presentState(enrollment),
    course: {
      id: enrollment.courseId,
      versionId: enrollment.versionId,
      name: version.name,
      description: version.description,
      image: images.of(version.companyId, version.imageMediaId),
      courseTypeKey: row.courseTypeKey,
      courseType: courseTypeOf(row.courseTypeKey),
      companyName: row.companyName,
      estimatedMinutes: version.estimatedMinutes,
    },
    settings: {
      scoringMethod: version.scoringMethod,
      passPercentage: version.passPercentage,
      timeLimitMinutes: version.timeLimitMinutes,
      checkAnswerMode: version.checkAnswerMode && row.courseTypeKey !== "test",
    },
    deletedAt: iso(enrollment.deletedAt),
    assignedBy: row.assignedBy,
  };
}

/** A page of list items, their course images resolved together. */
export async function presentEnrollmentList(
  rows: readonly EnrollmentListRow[],
  resolveImages: ImageResolver = noImages,
): Promise<EnrollmentListItem[]> {
  const images = await resolveImages(rows.flatMap((row) => pictureOf(row.version)));
  return rows.map((row) => presentEnrollmentListItem(row, images));
}
