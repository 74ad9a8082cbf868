import { z } from "zod";
import { defineContract } from "../contract";
import { errorReportingEndpoint } from "../first-visit-endpoints";

/**
 * How the browser reports its errors, read at run time so one build serves every deployment.
 * Public: a DSN only lets one send reports, it opens nothing. `dsn` null means off.
 */
export const getErrorReporting = defineContract({
  ...errorReportingEndpoint,
  summary: "The browser's error-reporting settings (off when dsn is null)",
  tag: "health",
  public: true,
  anyHost: true,
  response: z.object({
    dsn: z.string().nullable(),
    environment: z.string(),
    release: z.string().nullable(),
    tracesSampleRate: z.number().min(0).max(1),
  }),
});

export type ErrorReportingSettings = z.infer<typeof getErrorReporting.response>;
