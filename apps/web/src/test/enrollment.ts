import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { courseTypes } from "@leerlijn/contracts/courses/course-types";

const elearning = courseTypes.find((type) => type.key === "elearning")!;

/** An e-learning enrollment half done, as `GET /enrollments/{id}` describes it. */
export const testEnrollment: Enrollment = {
  id: "e1",
  status: "in-progress",
  source: "user",
  isPreview: false,
  progress: {
    sectionId: "s1",
    blockUuid: "b2",
    percentage: 50,
    completedBlocks: 1,
    totalBlocks: 2,
  },
  course: {
    id: "c1",
    versionId: "v1",
    name: "Veilig werken met ladders",
    description: "",
    image: null,
    courseTypeKey: "elearning",
    courseType: elearning,
    companyName: "Demo Logistiek",
    estimatedMinutes: 20,
    learningGoals: [],
    testGoals: [],
  },
  settings: {
    scoringMethod: "none",
    passPercentage: null,
    timeLimitMinutes: null,
    checkAnswerMode: false,
  },
  hasScore: false,
  isPassed: null,
  score: null,
  attempt: 1,
  startedAt: null,
  deadlineAt: null,
  finishedAt: null,
  timedOut: false,
  createdAt: "2026-11-24T08:00:00.000Z",
  updatedAt: "2026-11-24T08:00:00.000Z",
};
