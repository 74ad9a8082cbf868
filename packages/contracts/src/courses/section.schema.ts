import { z } from "zod";

/** A chapter groups other sections and is no page of its own; paragraphs and exams hold blocks. */
export const sectionTypeKeys = ["chapter", "paragraph", "exam"] as const;
export type SectionTypeKey = (typeof sectionTypeKeys)[number];

/** Chapters nest at most this deep, so the outline stays readable. */
export const MAX_SECTION_DEPTH = 3;
export const MAX_SECTION_TITLE = 255;

export const sectionSchema = z.object({
  id: z.string(),
  sectionTypeKey: z.enum(sectionTypeKeys),
  title: z.string(),
  parentSectionId: z.string().nullable(),
  /** Nested-set bounds within the version: a section's descendants lie strictly between them. */
  leftBower: z.number().int(),
  rightBower: z.number().int(),
  depth: z.number().int(),
  /** The section's blocks in reading order. */
  blockUuids: z.array(z.string()),
  revision: z.number().int(),
});
export type Section = z.infer<typeof sectionSchema>;

export function holdsBlocks(type: SectionTypeKey): boolean {
  return type !== "chapter";
}
