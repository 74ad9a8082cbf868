import { z } from "zod";
import { defineContract } from "../contract";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { versionParams } from "./course-params";
import { courseTypeKeys } from "./course-types";
import { courseVersionSchema, versionSummarySchema } from "./course-version.schema";

/** A version waiting for the platform's review, from any company. */
export const reviewItemSchema = z.object({
  courseId: z.string(),
  versionId: z.string(),
  number: z.number().int(),
  name: z.string(),
  courseTypeKey: z.enum(courseTypeKeys),
  companyName: z.string(),
  submittedAt: z.string().nullable(),
});
export type ReviewItem = z.infer<typeof reviewItemSchema>;

export const listCourseReviews = defineContract({
  method: "GET",
  path: "/course-reviews",
  summary: "Versions of every company submitted to the open library, oldest first",
  tag: "courses",
  permission: "educator.author_tool.review",
  query: pageQuerySchema,
  response: paginated(reviewItemSchema),
});

export const getCourseReview = defineContract({
  method: "GET",
  path: "/courses/:courseId/versions/:versionId/review",
  summary: "A version in review with all its content, for the platform's reviewer",
  tag: "courses",
  permission: "educator.author_tool.review",
  params: versionParams,
  response: envelope(courseVersionSchema),
});

export const REJECTION_REASON_REQUIRED =
  "Schrijf op waarom, zodat de auteur weet wat er beter moet.";

export const reviewDecisionBodySchema = z.discriminatedUnion("decision", [
  z.strictObject({ decision: z.literal("accept") }),
  z.strictObject({
    decision: z.literal("reject"),
    reason: z.string().trim().min(1, REJECTION_REASON_REQUIRED).max(2000),
  }),
]);
export type ReviewDecisionBody = z.input<typeof reviewDecisionBodySchema>;

export const decideCourseReview = defineContract({
  method: "POST",
  path: "/courses/:courseId/versions/:versionId/review",
  summary: "Accept a version into the open library, or reject it with a reason",
  tag: "courses",
  permission: "educator.author_tool.review",
  params: versionParams,
  body: reviewDecisionBodySchema,
  response: envelope(versionSummarySchema),
});
