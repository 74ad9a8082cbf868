import { z } from "zod";
import { courseTypeKeys } from "../courses/course-types";
import { mediaItemSchema } from "../media/media.schema";

/**
 * What a step of a path can be: a course (walked through), a training (a training template: any
 * training planned from it counts once the person passed it) or a document (read, or signed).
 */
export const courseGroupItemTypes = ["course", "training", "document"] as const;
export type CourseGroupItemType = (typeof courseGroupItemTypes)[number];

/** A person's state on one step; `unassigned` when their enrollment was deleted meanwhile. */
export const courseGroupItemStatuses = ["unassigned", "open", "in-progress", "done"] as const;
export type CourseGroupItemStatus = (typeof courseGroupItemStatuses)[number];

/** How someone came to follow a path (spec: Enrollment group type) and whether it runs. */
export const courseGroupAssignmentTypes = ["user", "group"] as const;
export const courseGroupAssignmentStatuses = ["active", "ended"] as const;

export const courseGroupCourseSchema = z.object({
  id: z.string(),
  name: z.string(),
  courseTypeKey: z.enum(courseTypeKeys),
});

/** A training step's template: trainings planned from it are where the step is done. */
export const courseGroupTrainingSchema = z.object({ id: z.string(), name: z.string() });

export const courseGroupDocumentSchema = z.object({
  id: z.string(),
  title: z.string(),
  mustSign: z.boolean(),
});

/** A step: exactly one of course, training and document is set, the one its type names. */
export const courseGroupItemSchema = z.object({
  position: z.number().int(),
  type: z.enum(courseGroupItemTypes),
  /** What the step is called: the course's name, the training's or the document's title. */
  name: z.string(),
  course: courseGroupCourseSchema.nullable(),
  training: courseGroupTrainingSchema.nullable(),
  document: courseGroupDocumentSchema.nullable(),
  dueDays: z.number().int().nullable(),
  lockedUntilPreviousDone: z.boolean(),
});
export type CourseGroupItem = z.infer<typeof courseGroupItemSchema>;

export const courseGroupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  itemCount: z.number().int(),
  /** People following the path now (ended ones not counted). */
  followerCount: z.number().int(),
  /** Their average progress percentage over all steps, 0 to 100; null without followers. */
  averageProgress: z.number().int().nullable(),
});
export type CourseGroupSummary = z.infer<typeof courseGroupSummarySchema>;

export const courseGroupSchema = courseGroupSummarySchema.extend({
  imageMediaId: z.string().nullable(),
  image: mediaItemSchema.nullable(),
  items: z.array(courseGroupItemSchema),
  /** Groups linked to the path: their members get it, also those who join later. */
  groups: z.array(z.object({ id: z.string(), name: z.string() })),
  createdAt: z.string(),
});
export type CourseGroup = z.infer<typeof courseGroupSchema>;

export const personCourseGroupItemSchema = courseGroupItemSchema.extend({
  status: z.enum(courseGroupItemStatuses),
  percentage: z.number().int(),
  enrollmentId: z.string().nullable(),
  /**
   * For a training step: the person's training planned from the template (the one they passed,
   * else the latest they are booked on); null when they are on none.
   */
  plannedTrainingId: z.string().nullable(),
  /** yyyy-MM-dd: the start date plus the step's due days. */
  dueDate: z.string().nullable(),
  /** Waiting for the step before it (only when that step is set to lock it). */
  locked: z.boolean(),
});
export type PersonCourseGroupItem = z.infer<typeof personCourseGroupItemSchema>;

/** One person's path (spec: Course group with its enrollments and progress percentage). */
export const personCourseGroupSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  learner: z.object({ id: z.string(), name: z.string(), email: z.string().nullable() }),
  enrollmentGroup: z.object({
    type: z.enum(courseGroupAssignmentTypes),
    status: z.enum(courseGroupAssignmentStatuses),
    startDate: z.string(),
    endedAt: z.string().nullable(),
  }),
  progressPercentage: z.number().int(),
  items: z.array(personCourseGroupItemSchema),
});
export type PersonCourseGroup = z.infer<typeof personCourseGroupSchema>;

/** Someone following a path now, with their progress over its steps. */
export const courseGroupFollowerSchema = z.object({
  /** The membership (company user) id, as in user management. */
  id: z.string(),
  name: z.string(),
  type: z.enum(courseGroupAssignmentTypes),
  startDate: z.string(),
  progressPercentage: z.number().int(),
});
export type CourseGroupFollower = z.infer<typeof courseGroupFollowerSchema>;

/** A path the signed-in learner follows now, as one tile in my trainings. */
export const myCourseGroupSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  startDate: z.string(),
  progressPercentage: z.number().int(),
  itemCount: z.number().int(),
  doneCount: z.number().int(),
  /** The first step not done yet; null when everything is done. */
  next: z
    .object({
      position: z.number().int(),
      type: z.enum(courseGroupItemTypes),
      /** The step's name (a course's, training's or document's). */
      courseName: z.string(),
      dueDate: z.string().nullable(),
      overdue: z.boolean(),
    })
    .nullable(),
});
export type MyCourseGroupSummary = z.infer<typeof myCourseGroupSummarySchema>;

/** The signed-in learner's own path: the steps in order, with today's date to judge what is late. */
export const myCourseGroupSchema = personCourseGroupSchema.omit({ learner: true }).extend({
  /** yyyy-MM-dd in the Netherlands, as the server sees it: a step due before it is overdue. */
  today: z.string(),
});
export type MyCourseGroup = z.infer<typeof myCourseGroupSchema>;
