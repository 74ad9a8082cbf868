import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";

/** No form or API call of ours nests deeper; anything beyond is refused before it is parsed. */
export const MAX_NESTING_DEPTH = 64;

/**
 * Whether JSON text opens more than `limit` arrays or objects inside each other. One pass over
 * the characters, brackets inside strings skipped, so even a megabyte of `[` costs
 * microseconds and nothing deep is ever built in memory.
 */
export function nestsDeeperThan(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index);
    if (inString) {
      if (code === 0x5c) index++;
      else if (code === 0x22) inString = false;
    } else if (code === 0x22) inString = true;
    else if (code === 0x5b || code === 0x7b) {
      if (++depth > limit) return true;
    } else if (code === 0x5d || code === 0x7d) depth--;
  }
  return false;
}

const tooDeep = () =>
  new AppError("BAD_REQUEST", "De verstuurde gegevens zijn te diep genest.", {
    detail: `nested deeper than ${MAX_NESTING_DEPTH}`,
  });

/**
 * Replaces Fastify's JSON parser with the same one behind a nesting check, so a deeply nested
 * body is a 400 before any hook, guard, validation or walk sees it, on every route. Form bodies
 * (`@fastify/formbody`) and multipart fields are flat, and the query parser caps its depth.
 */
export function installNestingLimit(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser("error", "error");
  app.removeContentTypeParser("application/json");
  app.addContentTypeParser("application/json", { parseAs: "string" }, (request, body, done) => {
    const text = body.toString();
    if (nestsDeeperThan(text, MAX_NESTING_DEPTH)) {
      done(tooDeep(), undefined);
      return;
    }
    void parseJson(request, text, done);
  });
}
