import {
  type ErrorReportingSettings,
  getErrorReporting,
} from "@leerlijn/contracts/error-reporting/error-reporting.contract";
import type { FastifyInstance } from "fastify";
import type { Config } from "../../config";
import { registerContract } from "../http/register-contract";
import { TRACES_SAMPLE_RATE } from "./error-reporter";

/** The browser's settings; its DSN may be another project than the server's. */
export function errorReportingRoutes(app: FastifyInstance, config: Config): void {
  const settings: ErrorReportingSettings = {
    dsn: config.ERROR_REPORTING_BROWSER_DSN ?? null,
    environment: config.ERROR_REPORTING_ENVIRONMENT ?? config.NODE_ENV,
    release: config.ERROR_REPORTING_RELEASE ?? null,
    tracesSampleRate: TRACES_SAMPLE_RATE,
  };
  registerContract(app, getErrorReporting, () => Promise.resolve(settings));
}
