import { z } from "zod";
import { defineContract } from "../contract";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { blockMediaSchema } from "./block.schema";
import { courseParams } from "./course-params";
import { courseFilterSchema } from "./course.schema";
import { courseStatuses } from "./course-status";
import { courseTypeSchema } from "./course-types.contract";
import { sectionTypeKeys } from "./section.schema";

/** A course as a tile: what learners follow now (the live version). */
export const courseTileSchema = z.object({
  id: z.string(),
  versionId: z.string(),
  name: z.string(),
  description: z.string(),
  image: blockMediaSchema.nullable(),
  courseType: courseTypeSchema,
  status: z.enum(courseStatuses),
  companyName: z.string(),
  estimatedMinutes: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type CourseTile = z.infer<typeof courseTileSchema>;

export const outlineSectionSchema = z.object({
  id: z.string(),
  sectionTypeKey: z.enum(sectionTypeKeys),
  title: z.string(),
  depth: z.number().int(),
  blockCount: z.number().int(),
});

/** A live course described for people who choose it: goals and outline, no answers. */
export const courseDetailSchema = courseTileSchema.extend({
  learningGoals: z.array(z.string()),
  testGoals: z.array(z.string()),
  categories: z.array(z.string()),
  versionNumber: z.number().int(),
  questionCount: z.number().int(),
  outline: z.array(outlineSectionSchema),
  /** What a learner should know before starting: the clock (if any) and the pass mark (if scored). */
  timeLimitMinutes: z.number().int().nullable(),
  passPercentage: z.number().int().nullable(),
});
export type CourseDetail = z.infer<typeof courseDetailSchema>;

export const listCourseLibrary = defineContract({
  method: "GET",
  path: "/course-library",
  summary: "The company's published courses as tiles",
  tag: "course-library",
  permission: "educator.course_library.list",
  query: pageQuerySchema.extend({ filter: courseFilterSchema }),
  response: paginated(courseTileSchema),
});

export const getCourseLibraryCourse = defineContract({
  method: "GET",
  path: "/course-library/:courseId",
  summary: "A published course of the company with its description, goals and outline",
  tag: "course-library",
  permission: "educator.course_library.show",
  params: courseParams,
  response: envelope(courseDetailSchema),
});
