import { browserTracingIntegration, captureException, init } from "@sentry/react";
import type { ErrorReportingSettings } from "@leerlijn/contracts/error-reporting/error-reporting.contract";
import {
  collectedData,
  scrubBreadcrumb,
  scrubReport,
} from "@leerlijn/contracts/error-reporting/scrub-report";
import type { BrowserErrorReporter } from "./error-reporting";

/**
 * The reporting library itself, loaded only when a DSN is configured. Everything it sends passes
 * the same scrubbing rule as the server's reports: no names, e-mail addresses, tokens (the
 * links' query strings and paths), passwords or answers; form values are never recorded.
 */
export function startSentry(
  settings: ErrorReportingSettings & { dsn: string },
): BrowserErrorReporter {
  init({
    dsn: settings.dsn,
    environment: settings.environment,
    ...(settings.release ? { release: settings.release } : {}),
    tracesSampleRate: settings.tracesSampleRate,
    dataCollection: collectedData,
    integrations: [browserTracingIntegration()],
    beforeSend: (event) => scrubReport(event),
    beforeSendSpan: (span) => scrubReport(span),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return { report: (error) => captureException(error) };
}
