import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { sectionParams, versionParams } from "./course-params";
import { MAX_SECTION_TITLE, sectionSchema, sectionTypeKeys } from "./section.schema";

/** Where a section goes: under a chapter (or at the top) at a place among its siblings. */
const placement = {
  parentSectionId: z.uuid().nullable(),
  /** 0-based place among the new siblings; absent or past the end means last. */
  position: z.number().int().min(0).max(10_000).optional(),
};

const sectionTitle = z
  .string()
  .trim()
  .min(1, "Geef het onderdeel een titel.")
  .max(MAX_SECTION_TITLE);

export const createSectionBodySchema = z.strictObject({
  sectionTypeKey: z.enum(sectionTypeKeys),
  title: sectionTitle,
  ...placement,
});
export type CreateSectionBody = z.input<typeof createSectionBodySchema>;

/** Structural changes answer with every section of the version: bounds of many may move. */
const sectionsResponse = envelope(
  z.object({ section: sectionSchema.nullable(), sections: z.array(sectionSchema) }),
);

export const createSection = defineContract({
  method: "POST",
  path: "/courses/:courseId/versions/:versionId/sections",
  summary: "Add a chapter, paragraph or exam to the section tree of a version",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: versionParams,
  body: createSectionBodySchema,
  status: 201,
  response: sectionsResponse,
});

export const updateSectionBodySchema = z.strictObject({
  title: sectionTitle,
  revision: z.number().int().min(0),
});
export type UpdateSectionBody = z.input<typeof updateSectionBodySchema>;

export const updateSection = defineContract({
  method: "PATCH",
  path: "/courses/:courseId/versions/:versionId/sections/:sectionId",
  summary: "Rename a section",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: sectionParams,
  body: updateSectionBodySchema,
  response: envelope(sectionSchema),
});

export const moveSectionBodySchema = z.strictObject(placement);
export type MoveSectionBody = z.input<typeof moveSectionBodySchema>;

export const moveSection = defineContract({
  method: "PATCH",
  path: "/courses/:courseId/versions/:versionId/sections/:sectionId/move",
  summary: "Move a section (with everything in it) to another place in the tree",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: sectionParams,
  body: moveSectionBodySchema,
  response: sectionsResponse,
});

export const deleteSection = defineContract({
  method: "DELETE",
  path: "/courses/:courseId/versions/:versionId/sections/:sectionId",
  summary: "Delete a section with its subsections and blocks",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: sectionParams,
  response: sectionsResponse,
});
