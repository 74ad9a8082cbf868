/**
 * True for PostgreSQL's unique violation (23505), from pg or PGlite, wrapped by Drizzle or not;
 * with a constraint (an index's name), only a violation of that one.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let current = error; current && typeof current === "object";) {
    const { code, constraint: violated } = current as { code?: unknown; constraint?: unknown };
    if (code === "23505") return constraint === undefined || violated === constraint;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}

/** Socket failures of a connection to the database server: refused, reset, unreachable. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATEs of a server that is there but cannot serve: shutting down or starting up (57P01-3)
 * and too many connections (53300); class 08 is a connection exception.
 */
const SERVER_UNAVAILABLE = new Set(["57P01", "57P02", "57P03", "53300"]);

/** `pg` reports a lost or never made connection in its message only. */
const LOST_CONNECTION =
  /Connection terminated|timeout exceeded when trying to connect|Client has encountered a connection error|Connection ended unexpectedly/i;

/**
 * True when the database could not be reached or dropped the connection, as opposed to a query
 * it refused: the request may well succeed in a moment, so it is a 503 and not our failure.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (let current = error; current && typeof current === "object";) {
    const { code, message } = current as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || SERVER_UNAVAILABLE.has(code) || code.startsWith("08"))
        return true;
    }
    if (typeof message === "string" && LOST_CONNECTION.test(message)) return true;
    current = (current as { cause?: unknown }).cause;
  }
  return false;
}
