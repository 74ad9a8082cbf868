import type { ErrorReportingSettings } from "@leerlijn/contracts/error-reporting/error-reporting.contract";
import { errorReportingEndpoint } from "@leerlijn/contracts/first-visit-endpoints";

export type BrowserErrorReporter = { report(error: unknown): void };

let started: Promise<BrowserErrorReporter | null> | undefined;

/**
 * Error reporting is on when the server names a DSN for the browser (read at run time, so one
 * build serves every deployment). Only then is the reporting library downloaded, in a chunk of
 * its own, after the page has loaded: the sign-in page's first download does not grow by it.
 */
async function start(): Promise<BrowserErrorReporter | null> {
  try {
    const response = await fetch(`/api/v1${errorReportingEndpoint.path}`, {
      headers: { accept: "application/json" },
    });
    if (!response.ok) return null;
    const settings = (await response.json()) as ErrorReportingSettings;
    if (!settings.dsn) return null;
    const { startSentry } = await import("./error-reporting-sentry");
    return startSentry({ ...settings, dsn: settings.dsn });
  } catch {
    // Offline or an old server: the app works on without reporting.
    return null;
  }
}

export function startErrorReporting(): Promise<BrowserErrorReporter | null> {
  started ??= start();
  return started;
}

/** Reports an error the app caught itself (the root error page); a no-op when reporting is off. */
export function reportError(error: unknown): void {
  void startErrorReporting().then((reporter) => reporter?.report(error));
}
