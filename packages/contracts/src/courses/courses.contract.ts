import { z } from "zod";
import { defineContract } from "../contract";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { courseParams, versionParams } from "./course-params";
import { courseFilterSchema, courseSorts, courseSummarySchema } from "./course.schema";
import { courseTypeKeys } from "./course-types";
import {
  courseMessages,
  courseVersionSchema,
  generalInfoSchema,
  MIN_TEST_GOALS,
} from "./course-version.schema";

export const listCourses = defineContract({
  method: "GET",
  path: "/courses",
  summary: "The company's courses with all their versions, for the author tool",
  tag: "courses",
  permission: "educator.author_tool.list",
  query: pageQuerySchema.extend({
    sort: z.enum(courseSorts).default("-updatedAt"),
    filter: courseFilterSchema,
  }),
  response: paginated(courseSummarySchema),
});

export const createCourseBodySchema = generalInfoSchema
  .extend({
    courseTypeKey: z.enum(courseTypeKeys, { error: courseMessages.courseTypeRequired }),
  })
  .superRefine((body, context) => {
    if (body.courseTypeKey === "test" && body.testGoals.length < MIN_TEST_GOALS)
      context.addIssue({
        code: "custom",
        path: ["testGoals"],
        message: courseMessages.tooFewTestGoals,
      });
  });
export type CreateCourseBody = z.input<typeof createCourseBodySchema>;

export const createCourse = defineContract({
  method: "POST",
  path: "/courses",
  summary: "Start a course of a type, with its general information, as a first concept version",
  tag: "courses",
  permission: "educator.author_tool.create",
  body: createCourseBodySchema,
  status: 201,
  response: envelope(courseVersionSchema),
});

export const getCourse = defineContract({
  method: "GET",
  path: "/courses/:courseId",
  summary: "One course of the company with all its versions",
  tag: "courses",
  permission: "educator.author_tool.show",
  params: courseParams,
  response: envelope(courseSummarySchema),
});

export const deleteCourse = defineContract({
  method: "DELETE",
  path: "/courses/:courseId",
  summary: "Delete a course; a course in the open library only by the provider",
  tag: "courses",
  permission: "educator.author_tool.delete",
  params: courseParams,
});

export const copyCourseVersion = defineContract({
  method: "POST",
  path: "/courses/:courseId/versions/:versionId/copy",
  summary: "Duplicate a version into a new course of the company, as a concept",
  tag: "courses",
  permission: "educator.author_tool.create",
  params: versionParams,
  status: 201,
  response: envelope(courseSummarySchema),
});
