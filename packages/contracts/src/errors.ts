import { z } from "zod";

/** Stable codes the server speaks; the status of each lives in the server's exhaustive map. */
export const errorCodes = [
  "BAD_REQUEST",
  "UNAUTHENTICATED",
  "FORBIDDEN",
  "NOT_FOUND",
  "METHOD_NOT_ALLOWED",
  "CONFLICT",
  "PAYLOAD_TOO_LARGE",
  "UNSUPPORTED_MEDIA_TYPE",
  "VALIDATION_FAILED",
  "RATE_LIMITED",
  "REDIRECT",
  "INTERNAL",
  "UNAVAILABLE",
] as const;
export type ErrorCode = (typeof errorCodes)[number];

export const fieldErrorsSchema = z.record(z.string(), z.array(z.string()));
export type FieldErrors = z.infer<typeof fieldErrorsSchema>;

export const errorBodySchema = z.object({
  message: z.string(),
  code: z.enum(errorCodes),
  errors: fieldErrorsSchema.optional(),
  location: z.string().optional(),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;
