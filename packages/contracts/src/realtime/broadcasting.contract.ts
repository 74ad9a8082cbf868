import { z } from "zod";
import { defineContract } from "../contract";
import { envelope } from "../pagination";

/** Private channels of the realtime connection; the server knows who may hear each. */
export const realtimeChannels = ["private-media"] as const;
export type RealtimeChannel = (typeof realtimeChannels)[number];

/** Events on the media channel, each carrying the media item as it is now. */
export const mediaEvents = ["thumbnail.generated", "video.transcoded"] as const;
export type MediaEvent = (typeof mediaEvents)[number];

export const authorizeChannel = defineContract({
  method: "POST",
  path: "/broadcasting/auth",
  summary: "Let the caller's realtime connection (socketId) listen on a private channel",
  tag: "realtime",
  body: z.strictObject({
    socketId: z.string().trim().min(1).max(64),
    channelName: z.enum(realtimeChannels),
  }),
  response: envelope(z.object({ channelName: z.enum(realtimeChannels) })),
});
