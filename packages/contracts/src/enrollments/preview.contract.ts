import { courseParams, versionParams } from "../courses/course-params";
import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { enrollmentSchema } from "./enrollment.schema";

export const previewCourseVersion = defineContract({
  method: "POST",
  path: "/courses/:courseId/versions/:versionId/preview",
  summary:
    "A preview enrollment in a version (the company's own, or one in review for the platform's reviewer), walked through as a learner would; no real result",
  tag: "enrollments",
  permission: ["educator.author_tool.show", "educator.author_tool.review"],
  params: versionParams,
  status: 201,
  response: envelope(enrollmentSchema),
});

export const previewLibraryCourse = defineContract({
  method: "POST",
  path: "/course-libraries/:courseId/preview",
  summary: "A preview enrollment in the published version of a course of the library",
  tag: "enrollments",
  permission: "educator.course_library.show",
  params: courseParams,
  status: 201,
  response: envelope(enrollmentSchema),
});
