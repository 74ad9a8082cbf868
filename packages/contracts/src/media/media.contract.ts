import { z } from "zod";
import { defineContract } from "../contract";
import { idParams, idSchema } from "../fields";
import { envelope, pageQuerySchema, simplePaginated } from "../pagination";
import { mediaItemSchema, mediaSizeLimits, mediaTypes } from "./media.schema";

export const listMedia = defineContract({
  method: "GET",
  path: "/media",
  summary:
    "The company's media library, newest first, optionally of one type; links.next tells whether more follows",
  tag: "media",
  permission: "media.list",
  query: pageQuerySchema.extend({
    filter: z.object({ type: z.enum(mediaTypes).optional() }).optional(),
  }),
  response: simplePaginated(mediaItemSchema),
});

/** One uploaded video: the id and location its upload target gave, and its display name. */
export const videoUploadSchema = z.strictObject({
  id: idSchema,
  name: z.string().trim().min(1).max(255),
  location: z.string().max(400),
});

/**
 * Images and PDFs as multipart, files `images[{uid}]` and `documents[{uid}]` (a refused file
 * answers with errors on `files.{uid}`); or, once uploaded to their targets, videos as JSON.
 */
export const uploadMedia = defineContract({
  method: "POST",
  path: "/media",
  summary: "Add images and PDFs (multipart) or uploaded videos (JSON) to the library",
  tag: "media",
  permission: "media.create",
  multipart: true,
  body: z.strictObject({ videos: z.array(videoUploadSchema).min(1).max(20) }),
  response: envelope(z.array(mediaItemSchema)),
  status: 201,
});

export const createVideoUpload = defineContract({
  method: "POST",
  path: "/media/video-uploads",
  summary: "A short-lived presigned PUT for one video, straight to storage",
  tag: "media",
  permission: "media.create",
  body: z.strictObject({
    name: z.string().trim().min(1).max(255),
    size: z.number().int().min(1).max(Number.MAX_SAFE_INTEGER),
  }),
  response: envelope(
    z.object({
      id: idSchema,
      location: z.string(),
      upload: z.object({
        url: z.string(),
        method: z.literal("PUT"),
        headers: z.record(z.string(), z.string()),
        expiresAt: z.string(),
      }),
      maxBytes: z.literal(mediaSizeLimits.video),
    }),
  ),
  status: 201,
});

export const deleteMedia = defineContract({
  method: "DELETE",
  path: "/media/:id",
  summary: "Remove a media item of this company (not while a course or document uses it)",
  tag: "media",
  permission: "media.delete",
  params: idParams,
});
