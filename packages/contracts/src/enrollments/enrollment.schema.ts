import { z } from "zod";
import { blockMediaSchema } from "../courses/block.schema";
import { courseTypeKeys } from "../courses/course-types";
import { courseTypeSchema } from "../courses/course-types.contract";
import { scoringMethods } from "../courses/course-version.schema";
import { type EnrollmentStatus, enrollmentStatuses } from "./enrollment-status";

/** How someone got an enrollment. */
export const enrollmentSources = ["user", "group", "open-library", "preview"] as const;
export type EnrollmentSource = (typeof enrollmentSources)[number];

/** The status follows the progress percentage: 0 open, 1-99 in progress, 100 done. */
export function statusOfPercentage(percentage: number): EnrollmentStatus {
  if (percentage >= 100) return "done";
  return percentage > 0 ? "in-progress" : "open";
}

/**
 * The percentage of blocks completed, never rounded to 0 once something is done nor to 100
 * while something is left, so the derived status tells the truth.
 */
export function percentageOf(completed: number, total: number): number {
  if (total <= 0 || completed <= 0) return 0;
  if (completed >= total) return 100;
  return Math.min(99, Math.max(1, Math.floor((completed / total) * 100)));
}

export const scoreSchema = z.object({
  points: z.number().int(),
  maxPoints: z.number().int(),
  /** Rounded down: 59.9 % shows as 59 %. */
  percentage: z.number().int(),
});
export type Score = z.infer<typeof scoreSchema>;

/** The course an enrollment follows, as the learner sees it (the version of the enrollment). */
export const enrolledCourseSchema = z.object({
  id: z.string(),
  versionId: z.string(),
  name: z.string(),
  description: z.string(),
  image: blockMediaSchema.nullable(),
  courseTypeKey: z.enum(courseTypeKeys),
  courseType: courseTypeSchema,
  companyName: z.string(),
  estimatedMinutes: z.number().int().nullable(),
  learningGoals: z.array(z.string()),
  testGoals: z.array(z.string()),
});

export const enrollmentSettingsSchema = z.object({
  scoringMethod: z.enum(scoringMethods),
  passPercentage: z.number().int().nullable(),
  timeLimitMinutes: z.number().int().nullable(),
  /** The learner may check an answer before going on (never in tests). */
  checkAnswerMode: z.boolean(),
});

export const enrollmentSchema = z.object({
  id: z.string(),
  status: z.enum(enrollmentStatuses),
  source: z.enum(enrollmentSources),
  isPreview: z.boolean(),
  /** Where the learner goes on (null when done) and how far they are. */
  progress: z.object({
    sectionId: z.string().nullable(),
    blockUuid: z.string().nullable(),
    percentage: z.number().int().min(0).max(100),
    completedBlocks: z.number().int(),
    totalBlocks: z.number().int(),
  }),
  course: enrolledCourseSchema,
  settings: enrollmentSettingsSchema,
  hasScore: z.boolean(),
  /** Null while not finished or when the course has no score. */
  isPassed: z.boolean().nullable(),
  score: scoreSchema.nullable(),
  attempt: z.number().int(),
  startedAt: z.string().nullable(),
  /** With a time limit: when the time is up (set when the learner starts). */
  deadlineAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  timedOut: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /**
   * Set when the enrollment is a step of the learner's onboarding path that waits for the step
   * before it: the walk-through is refused until then. Only on the learner's own enrollment.
   */
  pathLock: z
    .object({ courseGroupName: z.string(), previousCourseName: z.string() })
    .nullable()
    .optional(),
});
export type Enrollment = z.infer<typeof enrollmentSchema>;

/** An enrollment in a list (my trainings, a learner's results): no goals, with history. */
export const enrollmentListItemSchema = enrollmentSchema.omit({ course: true }).extend({
  course: enrolledCourseSchema.omit({ learningGoals: true, testGoals: true }),
  deletedAt: z.string().nullable(),
  assignedBy: z.string().nullable(),
});
export type EnrollmentListItem = z.infer<typeof enrollmentListItemSchema>;
