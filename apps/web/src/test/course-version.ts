import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";

/** A concept e-learning version as the editor receives it; tests change what they are about. */
export function courseVersion(changes: Partial<CourseVersion> = {}): CourseVersion {
  return {
    id: "v1",
    courseId: "c1",
    number: 1,
    status: "concept",
    isLive: false,
    rejectionReason: null,
    submittedAt: null,
    publishedAt: null,
    supersededAt: null,
    updatedAt: "2026-11-24T11:00:00.000Z",
    courseTypeKey: "elearning",
    companyName: "Demo Logistiek",
    editMode: "full",
    name: "BHV basis",
    description: "",
    imageMediaId: null,
    image: null,
    learningGoals: ["Brand melden", "Ontruimen"],
    testGoals: [],
    categories: [],
    estimatedMinutes: null,
    settings: {
      scoringMethod: "exam",
      passPercentage: 70,
      timeLimitEnabled: true,
      timeLimitMinutes: 30,
      checkAnswerMode: false,
      isAvailableForAllStudentsOfThisDomain: false,
      issuesCertificate: false,
      certificateValidityMonths: null,
    },
    reviewedAt: null,
    revision: 1,
    createdAt: "2026-11-24T11:00:00.000Z",
    sections: [],
    blocks: [],
    ...changes,
  };
}
