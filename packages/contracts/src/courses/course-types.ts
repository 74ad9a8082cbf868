/*
 * The course types, without schemas: the learner's start page shows them on its tiles, and the
 * installed app opens there (their schemas and the call: course-types.contract.ts).
 */

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
export type ColorProfile = { background: string; text: string };

export type CourseType = { key: CourseTypeKey; name: string; colorProfile: ColorProfile };

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
