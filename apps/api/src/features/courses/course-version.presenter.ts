import type { Block } from "@leerlijn/contracts/courses/block.schema";
import { editModeOf } from "@leerlijn/contracts/courses/course-status";
import type {
  CourseVersion,
  VersionSummary,
} from "@leerlijn/contracts/courses/course-version.schema";
import type { Section } from "@leerlijn/contracts/courses/section.schema";
import type { ScopedVersion } from "./courses.repository";
import type { CourseBlockRow, CourseSectionRow, CourseVersionRow } from "./courses.table";

const iso = (value: Date | null) => (value ? value.toISOString() : null);

export function presentVersionSummary(
  version: CourseVersionRow,
  publishedVersionId: string | null,
): VersionSummary {
  return {
    id: version.id,
    number: version.number,
    status: version.status,
    isLive: version.id === publishedVersionId,
    rejectionReason: version.rejectionReason,
    submittedAt: iso(version.submittedAt),
    publishedAt: iso(version.publishedAt),
    supersededAt: iso(version.supersededAt),
    updatedAt: version.updatedAt.toISOString(),
  };
}

export function presentSection(section: CourseSectionRow, blockUuids: readonly string[]): Section {
  return {
    id: section.id,
    sectionTypeKey: section.sectionTypeKey,
    title: section.title,
    parentSectionId: section.parentSectionId,
    leftBower: section.leftBower,
    rightBower: section.rightBower,
    depth: section.depth,
    blockUuids: [...blockUuids],
    revision: section.revision,
  };
}

export function presentSections(
  sections: readonly CourseSectionRow[],
  order: ReadonlyMap<string, readonly string[]>,
): Section[] {
  return sections.map((section) => presentSection(section, order.get(section.id) ?? []));
}

export function presentBlock(block: CourseBlockRow): Block {
  return {
    uuid: block.uuid,
    sectionId: block.sectionId,
    content: block.content,
    // Media files are resolved once the media library is part of the product.
    media: null,
    revision: block.revision,
    updatedAt: block.updatedAt.toISOString(),
  };
}

/** Blocks per section in order, from blocks sorted by section and position. */
export function blockOrderFromBlocks(blocks: readonly CourseBlockRow[]): Map<string, string[]> {
  const order = new Map<string, string[]>();
  for (const block of blocks) {
    const list = order.get(block.sectionId) ?? [];
    list.push(block.uuid);
    order.set(block.sectionId, list);
  }
  return order;
}

export function presentCourseVersion(
  version: ScopedVersion,
  sections: readonly CourseSectionRow[],
  blocks: readonly CourseBlockRow[],
): CourseVersion {
  return {
    ...presentVersionSummary(version, version.publishedVersionId),
    courseId: version.courseId,
    courseTypeKey: version.courseTypeKey,
    companyName: version.companyName,
    editMode: editModeOf(version.status),
    name: version.name,
    description: version.description,
    imageMediaId: version.imageMediaId,
    image: null,
    learningGoals: version.learningGoals,
    testGoals: version.testGoals,
    categories: version.categories,
    estimatedMinutes: version.estimatedMinutes,
    settings: {
      scoringMethod: version.scoringMethod,
      passPercentage: version.passPercentage,
      timeLimitEnabled: version.timeLimitMinutes !== null,
      timeLimitMinutes: version.timeLimitMinutes,
      checkAnswerMode: version.checkAnswerMode,
      isAvailableForAllStudentsOfThisDomain: version.isAvailableForAllStudentsOfThisDomain,
      issuesCertificate: version.issuesCertificate,
      certificateValidityMonths: version.certificateValidityMonths,
    },
    reviewedAt: iso(version.reviewedAt),
    revision: version.revision,
    createdAt: version.createdAt.toISOString(),
    sections: presentSections(sections, blockOrderFromBlocks(blocks)),
    blocks: blocks.map(presentBlock),
  };
}
