import { z } from "zod";
import { courseTileSchema } from "../courses/course-library.contract";
import { courseParams } from "../courses/course-params";
import { defineContract } from "../contract";
import { idParams } from "../fields";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { enrollmentListItemSchema } from "./enrollment.schema";
import { enrollmentStatuses } from "./enrollment-status";
import { enrollmentMessages } from "./enrollments.contract";

export const MAX_ASSIGNEES = 500;

export const assignCourseBodySchema = z
  .strictObject({
    /** Memberships (company user ids) of the people to enroll. */
    companyUserIds: z.array(z.uuid()).max(MAX_ASSIGNEES).default([]),
    /** Groups whose members are enrolled, now and when they join later. */
    groupIds: z.array(z.uuid()).max(100).default([]),
  })
  .refine((body) => body.companyUserIds.length + body.groupIds.length > 0, {
    message: enrollmentMessages.nobodyChosen,
    path: ["companyUserIds"],
  });
export type AssignCourseBody = z.input<typeof assignCourseBodySchema>;

export const assignCourse = defineContract({
  method: "POST",
  path: "/courses/:courseId/enrollments",
  summary: "Enroll people and groups in the published version of a course of this company",
  tag: "enrollments",
  permission: "lms.enrollments.create",
  params: courseParams,
  body: assignCourseBodySchema,
  status: 201,
  response: envelope(
    z.object({
      /** New enrollments made now. */
      enrolled: z.number().int(),
      /** People who already followed the course (nothing changed for them). */
      alreadyEnrolled: z.number().int(),
    }),
  ),
});

export const listCourseFollowers = defineContract({
  method: "GET",
  path: "/courses/:courseId/enrollments",
  summary: "Memberships of the people who follow a published course of this company",
  tag: "enrollments",
  permission: "lms.enrollments.list",
  params: courseParams,
  response: envelope(
    z.object({
      /** Company user ids with an active (not deleted) enrollment, within the educator's reach. */
      companyUserIds: z.array(z.string()),
    }),
  ),
});

export const listAssignableCourses = defineContract({
  method: "GET",
  path: "/assignable-courses",
  summary: "The company's published courses an educator can enroll people in",
  tag: "enrollments",
  permission: "lms.enrollments.create",
  query: pageQuerySchema.extend({
    filter: z.strictObject({ queryString: z.string().trim().max(255).optional() }).optional(),
  }),
  response: paginated(courseTileSchema),
});

export const userEnrollmentStates = ["all", "active", "deleted"] as const;

export const listUserEnrollments = defineContract({
  method: "GET",
  path: "/users/:id/enrollments",
  summary: "A person's enrollments (by membership id) with their results, deleted ones included",
  tag: "enrollments",
  permission: "lms.enrollments.list",
  params: idParams,
  query: pageQuerySchema.extend({
    filter: z
      .strictObject({
        status: z.enum(enrollmentStatuses).optional(),
        state: z.enum(userEnrollmentStates).optional(),
      })
      .optional(),
  }),
  response: paginated(enrollmentListItemSchema).extend({
    learner: z.object({ name: z.string(), email: z.string().nullable() }),
  }),
});
