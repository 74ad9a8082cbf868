import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";
import { blockContentSchema, blockSchema } from "./block.schema";
import { blockParams, sectionParams } from "./course-params";
import { sectionSchema } from "./section.schema";

const position = z.number().int().min(0).max(100_000);

/** Changes to the order answer with the sections whose block list changed. */
const blockAndSections = envelope(
  z.object({ block: blockSchema.nullable(), sections: z.array(sectionSchema) }),
);

export const createBlockBodySchema = z.strictObject({
  content: blockContentSchema,
  /** 0-based place in the section; absent or past the end means last. */
  position: position.optional(),
});
export type CreateBlockBody = z.input<typeof createBlockBodySchema>;

export const createBlock = defineContract({
  method: "POST",
  path: "/courses/:courseId/versions/:versionId/sections/:sectionId/blocks",
  summary: "Add a block (text, image, video, document or question) to a section",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: sectionParams,
  body: createBlockBodySchema,
  status: 201,
  response: blockAndSections,
});

export const updateBlockBodySchema = z.strictObject({
  content: blockContentSchema,
  /** The revision this edit is based on; when someone saved in between, the answer is 409. */
  revision: z.number().int().min(0),
});
export type UpdateBlockBody = z.input<typeof updateBlockBodySchema>;

export const updateBlock = defineContract({
  method: "PATCH",
  path: "/courses/:courseId/versions/:versionId/blocks/:blockUuid",
  summary: "Save a block's content (rich text is sanitised)",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: blockParams,
  body: updateBlockBodySchema,
  response: envelope(blockSchema),
});

export const moveBlockBodySchema = z.strictObject({
  sectionId: z.uuid(),
  position,
});
export type MoveBlockBody = z.input<typeof moveBlockBodySchema>;

export const moveBlock = defineContract({
  method: "PATCH",
  path: "/courses/:courseId/versions/:versionId/blocks/:blockUuid/move",
  summary: "Move a block to a place in its own or another section",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: blockParams,
  body: moveBlockBodySchema,
  response: blockAndSections,
});

export const duplicateBlock = defineContract({
  method: "POST",
  path: "/courses/:courseId/versions/:versionId/blocks/:blockUuid/duplicate",
  summary: "Copy a block right below itself",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: blockParams,
  status: 201,
  response: blockAndSections,
});

export const deleteBlock = defineContract({
  method: "DELETE",
  path: "/courses/:courseId/versions/:versionId/blocks/:blockUuid",
  summary: "Delete a block",
  tag: "courses",
  permission: "educator.author_tool.edit",
  params: blockParams,
  response: blockAndSections,
});

/** The 409 of a save based on an old revision: the current block, so the editor can compare. */
export const BLOCK_CONFLICT_MESSAGE =
  "Iemand anders heeft dit onderdeel intussen gewijzigd. Laad de nieuwste versie of bewaar de jouwe opnieuw.";
