import { z } from "zod";
import { blockMediaSchema } from "./block.schema";
import { courseStatuses } from "./course-status";
import { courseTypeKeys } from "./course-types";
import { courseTypeSchema } from "./course-types.contract";
import { versionSummarySchema } from "./course-version.schema";

/** A course in the author tool's list: its newest version's name and status, and all versions. */
export const courseSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  image: blockMediaSchema.nullable(),
  courseTypeKey: z.enum(courseTypeKeys),
  courseType: courseTypeSchema,
  /** The status of the newest version. */
  status: z.enum(courseStatuses),
  company: z.object({ name: z.string() }),
  isAvailableForAllStudentsOfThisDomain: z.boolean(),
  /** Reviewed and in the open library (or on its way there): only the provider may delete it. */
  isPublic: z.boolean(),
  latestVersionId: z.string(),
  publishedVersionId: z.string().nullable(),
  updatedAt: z.string(),
  versions: z.array(versionSummarySchema),
});
export type CourseSummary = z.infer<typeof courseSummarySchema>;

export const courseSorts = ["-updatedAt", "updatedAt", "name", "-name"] as const;

const listOf = <T extends z.ZodType>(item: T) =>
  z.union([z.array(item).max(20), item.transform((value) => [value])]);

/** Filters of the course lists (spec: queryString, statuses, courseTypes). */
export const courseFilterSchema = z
  .strictObject({
    queryString: z.string().trim().max(255).optional(),
    statuses: listOf(z.enum(courseStatuses)).optional(),
    courseTypes: listOf(z.enum(courseTypeKeys)).optional(),
  })
  .optional();
export type CourseFilter = z.input<typeof courseFilterSchema>;
export type ParsedCourseFilter = z.output<typeof courseFilterSchema>;
