import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { courseTypesEndpoint } from "../start-page-endpoints";
import { courseTypeKeys, type ColorProfile, type CourseType } from "./course-types";

const colorProfileSchema = z.object({
  background: z.string(),
  text: z.string(),
}) satisfies z.ZodType<ColorProfile>;

export const courseTypeSchema = z.object({
  key: z.enum(courseTypeKeys),
  name: z.string(),
  colorProfile: colorProfileSchema,
}) satisfies z.ZodType<CourseType>;

export const getCourseTypes = defineContract({
  ...courseTypesEndpoint,
  summary: "The course types with their Dutch name and badge colours",
  tag: "courses",
  response: envelope(z.array(courseTypeSchema)),
});
