import { z } from "zod";
import { courseDetailSchema, courseTileSchema } from "../courses/course-library.contract";
import { courseParams } from "../courses/course-params";
import { courseTypeKeys } from "../courses/course-types";
import { defineContract } from "../contract";
import { envelope, pageQuerySchema, paginated } from "../pagination";
import { enrollmentSchema } from "./enrollment.schema";
import { enrollmentStatuses } from "./enrollment-status";

/** The learner's own enrollment in a course of the open library, if they have one. */
export const openLibraryEnrollmentSchema = z
  .object({
    id: z.string(),
    status: z.enum(enrollmentStatuses),
    percentage: z.number().int(),
  })
  .nullable();

export const openLibraryTileSchema = courseTileSchema.extend({
  enrollment: openLibraryEnrollmentSchema,
});
export type OpenLibraryTile = z.infer<typeof openLibraryTileSchema>;

export const openLibraryCourseSchema = courseDetailSchema.extend({
  enrollment: openLibraryEnrollmentSchema,
});
export type OpenLibraryCourse = z.infer<typeof openLibraryCourseSchema>;

export const publicCourseSorts = ["-updatedAt", "updatedAt", "name", "-name"] as const;
/** The open library's status filter: the learner's own progress with a course. */
export const openLibraryStatuses = ["not-enrolled", ...enrollmentStatuses] as const;
export type OpenLibraryStatus = (typeof openLibraryStatuses)[number];

export const listPublicCourses = defineContract({
  method: "GET",
  path: "/courses/public",
  summary:
    "The open library: courses of every company accepted into it, and the company's own courses open to all its learners",
  tag: "open-library",
  permission: "student.courses.public.list",
  query: pageQuerySchema.extend({
    sort: z.enum(publicCourseSorts).default("-updatedAt"),
    filter: z
      .strictObject({
        queryString: z.string().trim().max(255).optional(),
        status: z.enum(openLibraryStatuses).optional(),
        courseType: z.enum(courseTypeKeys).optional(),
      })
      .optional(),
  }),
  response: paginated(openLibraryTileSchema),
});

export const getPublicCourse = defineContract({
  method: "GET",
  path: "/courses/public/:courseId",
  summary: "A course of the open library with its description, goals, outline and own enrollment",
  tag: "open-library",
  permission: "student.courses.public.show",
  params: courseParams,
  response: envelope(openLibraryCourseSchema),
});

export const enrollInPublicCourse = defineContract({
  method: "POST",
  path: "/courses/public/:courseId/enroll",
  summary: "Enroll the signed-in learner in a course of the open library (again: the same one)",
  tag: "open-library",
  permission: "student.courses.public.enroll",
  params: courseParams,
  status: 201,
  response: envelope(enrollmentSchema),
});
