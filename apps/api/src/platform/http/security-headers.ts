import type { FastifyInstance } from "fastify";

/**
 * Headers every answer carries: browsers take a file for what its type says (an upload cannot
 * turn into a script), pages of other sites never learn our paths, and only our own pages may
 * frame what we serve (the walk-through shows PDFs in a frame).
 */
const EVERY_ANSWER = {
  "x-content-type-options": "nosniff",
  "referrer-policy": "strict-origin-when-cross-origin",
  "x-frame-options": "SAMEORIGIN",
} as const;

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook("onRequest", (_request, reply, done) => {
    reply.headers(EVERY_ANSWER);
    done();
  });
}

/** Origins besides our own that the app's pages load from. */
export type PageSources = {
  /** Where signed file URLs and presigned uploads point when files live in a bucket. */
  storageOrigin?: string | undefined;
  /** Pages the app embeds (the demo booking widget). */
  frameOrigins?: readonly string[];
  /** Where the browser sends its error reports (the origin of its DSN). */
  reportOrigin?: string | undefined;
};

/**
 * The policy of the app's own pages: scripts only from our own files, so injected markup cannot
 * run any; files from us or the storage; no site may frame the app. Styles may be inline because
 * dialogs add a style element to stop the page behind them from scrolling.
 */
export function pageSecurityPolicy({
  storageOrigin,
  frameOrigins = [],
  reportOrigin,
}: PageSources): string {
  const files = storageOrigin ? ` ${storageOrigin}` : "";
  const reports = reportOrigin ? ` ${reportOrigin}` : "";
  const frames = frameOrigins.map((origin) => ` ${origin}`).join("");
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    `img-src 'self' data: blob:${files}`,
    `media-src 'self' blob:${files}`,
    `connect-src 'self'${files}${reports}`,
    `frame-src 'self'${files}${frames}`,
    "font-src 'self' data:",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}
