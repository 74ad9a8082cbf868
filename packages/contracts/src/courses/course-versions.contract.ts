import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { courseParams, versionParams } from "./course-params";
import { publicationTargets } from "./course-status";
import {
  categorisationSchema,
  courseSettingsSchema,
  courseVersionSchema,
  generalInfoSchema,
  versionSummarySchema,
} from "./course-version.schema";

export const getCourseVersion = defineContract({
  method: "GET",
  path: "/courses/:courseId/versions/:versionId",
  summary: "A version with its sections and blocks, correct answers included, for its editor",
  tag: "courses",
  permission: "educator.author_tool.show",
  params: versionParams,
  response: envelope(courseVersionSchema),
});

export const updateCourseVersionBodySchema = z.strictObject({
  /** The revision the editor based its changes on; an older one is a conflict (409). */
  revision: z.number().int().min(0),
  general: generalInfoSchema.optional(),
  categorisation: categorisationSchema.optional(),
  settings: courseSettingsSchema.optional(),
});
export type UpdateCourseVersionBody = z.input<typeof updateCourseVersionBodySchema>;

export const updateCourseVersion = defineContract({
  method: "PATCH",
  path: "/courses/:courseId/versions/:versionId",
  summary: "Save the general information, categorisation or settings of a version",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: versionParams,
  body: updateCourseVersionBodySchema,
  response: envelope(courseVersionSchema),
});

export const createCourseVersion = defineContract({
  method: "POST",
  path: "/courses/:courseId/versions",
  summary: "Start a new concept version from the published one; learners keep the old one",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: courseParams,
  status: 201,
  response: envelope(courseVersionSchema),
});

export const deleteCourseVersion = defineContract({
  method: "DELETE",
  path: "/courses/:courseId/versions/:versionId",
  summary: "Discard a concept or rejected version that is not the course's only version",
  tag: "courses",
  permission: "educator.author_tool.delete",
  params: versionParams,
});

export const publishCourseVersionBodySchema = z.strictObject({
  target: z.enum(publicationTargets),
});
export type PublishCourseVersionBody = z.input<typeof publishCourseVersionBodySchema>;

export const publishCourseVersion = defineContract({
  method: "POST",
  path: "/courses/:courseId/versions/:versionId/publish",
  summary: "Publish in the own library (live at once) or submit to the open library (review)",
  tag: "courses",
  permission: "educator.author_tool.publish",
  params: versionParams,
  body: publishCourseVersionBodySchema,
  response: envelope(versionSummarySchema),
});

export const getVersionHasBlocks = defineContract({
  method: "GET",
  path: "/courses/:courseId/versions/:versionId/has-blocks",
  summary: "Whether the version holds at least one block (needed before continuing)",
  tag: "courses",
  permission: "educator.author_tool.show",
  params: versionParams,
  response: envelope(z.object({ hasBlocks: z.boolean(), blockCount: z.number().int() })),
});
