import type { ErrorCode } from "@leerlijn/contracts/errors";

export const statusByErrorCode = {
  BAD_REQUEST: 400,
  UNAUTHENTICATED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  METHOD_NOT_ALLOWED: 405,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  VALIDATION_FAILED: 422,
  RATE_LIMITED: 429,
  REDIRECT: 307,
  INTERNAL: 500,
  UNAVAILABLE: 503,
} as const satisfies Record<ErrorCode, number>;
