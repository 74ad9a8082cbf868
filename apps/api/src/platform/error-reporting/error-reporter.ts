import {
  collectedData,
  scrubBreadcrumb,
  scrubReport,
} from "@leerlijn/contracts/error-reporting/scrub-report";
import type { Config } from "../../config";
import type { MailLog } from "../mail/mailer";

/** Spec section 7: the error-reporting service samples 10 % of traces. */
export const TRACES_SAMPLE_RATE = 0.1;

/** Who and what an error happened for; only opaque ids, never a name or an address. */
export type ErrorContext = {
  userId?: string | undefined;
  companyId?: string | undefined;
  /** A background job's queue name and id. */
  job?: { name: string; id: string } | undefined;
};

export type ErrorReporter = {
  report(error: unknown, context?: ErrorContext): void;
  /** Waits (at most `timeoutMs`) until what was reported has been sent; before an exit. */
  flush(timeoutMs: number): Promise<void>;
};

/** Without a DSN: nothing is loaded, initialised or sent. */
export const noErrorReporting: ErrorReporter = {
  report() {},
  async flush() {},
};

/**
 * Starts reporting to the configured service, once per process (the library keeps one global
 * client). Every event, transaction and breadcrumb passes the shared scrubbing rule first.
 * Its own handlers also report what would end the process (an uncaught exception).
 */
export async function startErrorReporting(
  config: Pick<
    Config,
    "ERROR_REPORTING_DSN" | "ERROR_REPORTING_ENVIRONMENT" | "ERROR_REPORTING_RELEASE" | "NODE_ENV"
  >,
  processName: "api" | "worker",
): Promise<ErrorReporter> {
  const dsn = config.ERROR_REPORTING_DSN;
  if (!dsn) return noErrorReporting;
  // Loaded only when switched on: an instance without a DSN never runs the library's code.
  const Sentry = await import("@sentry/node");
  Sentry.init({
    dsn,
    environment: config.ERROR_REPORTING_ENVIRONMENT ?? config.NODE_ENV,
    release: config.ERROR_REPORTING_RELEASE,
    tracesSampleRate: TRACES_SAMPLE_RATE,
    dataCollection: collectedData,
    initialScope: { tags: { process: processName } },
    // Our error handler decides what is reported (a 5xx, see error-handler.ts); the library's
    // own capture would also send 4xx errors, before their status is known. Its spans stay.
    // Request bodies (answers, passwords) are never read in the first place.
    integrations: [
      Sentry.fastifyIntegration({ shouldHandleError: () => false }),
      Sentry.httpIntegration({ maxRequestBodySize: "none" }),
    ],
    beforeSend: (event) => scrubReport(event),
    // Traces leave as spans (the library's default span streaming), each one scrubbed.
    beforeSendSpan: (span) => scrubReport(span),
    beforeBreadcrumb: (breadcrumb) => scrubBreadcrumb(breadcrumb),
  });
  return {
    report(error, context = {}) {
      Sentry.withScope((scope) => {
        if (context.userId) scope.setUser({ id: context.userId });
        if (context.companyId) scope.setTag("company", context.companyId);
        if (context.job) scope.setTags({ job: context.job.name, jobId: context.job.id });
        Sentry.captureException(error);
      });
    },
    async flush(timeoutMs) {
      await Sentry.flush(timeoutMs);
    },
  };
}

/**
 * The background work's log, also reporting what it logs as an error: a failed sweep (reminders,
 * calendar mails, overdue attempts) is caught and logged there, never thrown to a job queue.
 */
export function reportingLog(log: MailLog, reporter: ErrorReporter): MailLog {
  if (reporter === noErrorReporting) return log;
  return {
    info: (details, message) => log.info(details, message),
    error(details, message) {
      log.error(details, message);
      const { error, err } = details as { error?: unknown; err?: unknown };
      const cause = error ?? err;
      reporter.report(cause instanceof Error ? cause : new Error(message));
    },
  };
}
