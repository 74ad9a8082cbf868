import type { FastifyInstance } from "fastify";

const QUIETER_THAN_INFO = new Set(["warn", "error", "fatal", "silent"]);

/**
 * One line per request. The web client sends the page it was on and when it sent the call, so
 * a slow or failing call can be matched to what the user was doing.
 */
export function installRequestLog(app: FastifyInstance): void {
  // Above the info level every line would be dropped; building them cost every request.
  if (QUIETER_THAN_INFO.has(app.log.level)) return;
  app.addHook("onResponse", (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        url: redactSecrets(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        pageUrl: request.headers["x-page-url"],
        sentAt: request.headers["x-sent-at"],
        companyId: request.tenant?.id,
        userId: request.actor?.userId,
      },
      "request",
    );
    done();
  });
}

/**
 * Sign-in, reset and invitation tokens travel in query strings, and an invitation's secret in
 * the page path `/invite/{id}/{secret}`; none of them may reach a log.
 */
export function redactSecrets(url: string): string {
  return url
    .replace(/([?&][^=&]*token=)[^&]*/gi, "$1[redacted]")
    .replace(/^(\/invite\/[^/?#]*\/)[^/?#]+/, "$1[redacted]");
}
