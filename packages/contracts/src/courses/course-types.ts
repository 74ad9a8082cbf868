import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";

export const courseTypeKeys = [
  "skill",
  "elearning",
  "microlearning",
  "document",
  "video",
  "test",
] as const;
export type CourseTypeKey = (typeof courseTypeKeys)[number];

/** Colours of a course type's badge and tile accent; `text` on `background` reaches WCAG AA. */
export const colorProfileSchema = z.object({
  background: z.string(),
  text: z.string(),
});
export type ColorProfile = z.infer<typeof colorProfileSchema>;

export const courseTypeSchema = z.object({
  key: z.enum(courseTypeKeys),
  name: z.string(),
  colorProfile: colorProfileSchema,
});
export type CourseType = z.infer<typeof courseTypeSchema>;

/** The fixed catalogue of course types, in the order the author chooses from. */
export const courseTypes: readonly CourseType[] = [
  {
    key: "elearning",
    name: "E-learning",
    colorProfile: { background: "#dbeafe", text: "#1e3a8a" },
  },
  {
    key: "microlearning",
    name: "Microlearning",
    colorProfile: { background: "#dcfce7", text: "#14532d" },
  },
  { key: "test", name: "Toets", colorProfile: { background: "#fef3c7", text: "#78350f" } },
  { key: "video", name: "Video", colorProfile: { background: "#fce7f3", text: "#831843" } },
  {
    key: "document",
    name: "Document",
    colorProfile: { background: "#e0e7ff", text: "#312e81" },
  },
  { key: "skill", name: "Vaardigheid", colorProfile: { background: "#ccfbf1", text: "#134e4a" } },
];

export function courseTypeOf(key: CourseTypeKey): CourseType {
  const found = courseTypes.find((type) => type.key === key);
  if (!found) throw new Error(`Unknown course type ${key}`);
  return found;
}

export const getCourseTypes = defineContract({
  method: "GET",
  path: "/course-types",
  summary: "The course types with their Dutch name and badge colours",
  tag: "courses",
  response: envelope(z.array(courseTypeSchema)),
});
