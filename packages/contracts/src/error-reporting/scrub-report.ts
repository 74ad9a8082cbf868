/**
 * What may leave for the error-reporting service, the one rule for the API and the web app:
 * applied to every event, transaction and breadcrumb before it is sent. Names, e-mail
 * addresses, tokens (sign-in, reset and invitation links, headers, cookies), passwords and
 * answers never leave; a person is known only by an opaque id.
 *
 * Written against plain objects (the reporting library's event shape is not imported here):
 * whatever shape an event has, its strings are scrubbed and sensitive keys emptied.
 */

export const FILTERED = "[Filtered]";

/** Also a cut-off address (a parser quoting the first characters of what it got). */
const EMAIL = /[\w.!#$%&'*+/=?^`{|}~-]+@[a-z\d-]+(?:\.[a-z\d-]+)*/gi;
const BEARER = /\b(bearer|basic)\s+[^\s"',;]+/gi;
/** The value of every query parameter: tokens of links, but also searches for a person's name. */
const QUERY_VALUE = /([?&][^=&#\s"'<>]+)=[^&#\s"'<>]*/g;
/**
 * Our tokens are 32 random bytes in base64url. Ids (UUIDs) and hashes are hex and stay, and so
 * do long names in code (a function in a stack trace), which have no digits.
 */
const LONG_TOKEN = /[A-Za-z\d_-]{32,}/g;
const HEX_OR_UUID = /^[\da-f-]+$/i;
const DIGIT = /\d/;
/** The web app's links whose last segment is a token (invitations, e-mail changes). */
const TOKEN_LINK = /(\/(?:invite|email\/confirm)\/[^/\s]+\/)[^/?#\s"']+/g;

/** Keys whose values are secret or personal wherever they appear. */
const SECRET_KEY =
  /pass(word|wd)?$|secret|token|authori[sz]ation|cookie|e-?mail|answer|phone|^(first|middle|last|full|display|user)_?name$|(^|[._-])body([._-]|$)/i;
/**
 * The parts of an event that hold the application's own data rather than the library's
 * structure (where `name` is an SDK's, a browser's or a frame's name).
 */
const FREE_FORM_SECTIONS = new Set(["extra", "tags", "request", "user", "breadcrumbs"]);

/** Headers that say nothing about the person; every other one (cookies, tokens) is dropped. */
const KEPT_HEADERS = new Set(["user-agent", "content-type", "accept", "accept-language"]);

/**
 * What the reporting library may collect at all (its `dataCollection` option, whose defaults
 * collect much more): no user fields, cookies, bodies, query strings, database or job
 * arguments, local variables of stack frames; of the headers only the harmless ones.
 */
export const collectedData = {
  userInfo: false,
  cookies: false,
  httpHeaders: { request: { allow: [...KEPT_HEADERS] }, response: false },
  httpBodies: [],
  urlQueryParams: false,
  databaseQueryData: false,
  queues: false,
  stackFrameVariables: false,
  graphQL: { document: false, variables: false },
  genAI: { inputs: false, outputs: false },
  mcp: { inputs: false, outputs: false },
};

export function scrubText(text: string): string {
  return text
    .replace(EMAIL, "[e-mail]")
    .replace(BEARER, `$1 ${FILTERED}`)
    .replace(QUERY_VALUE, `$1=${FILTERED}`)
    .replace(TOKEN_LINK, `$1${FILTERED}`)
    .replace(LONG_TOKEN, (match) =>
      DIGIT.test(match) && !HEX_OR_UUID.test(match) ? FILTERED : match,
    );
}

function scrubValue(value: unknown, freeForm: boolean, depth: number): unknown {
  if (typeof value === "string") return scrubText(value);
  if (value === null || typeof value !== "object") return value;
  // Deeper than any event we build; what lies below is not worth the risk of sending.
  if (depth > 12) return FILTERED;
  if (Array.isArray(value)) return value.map((item) => scrubValue(item, freeForm, depth + 1));
  const result: Record<string, unknown> = {};
  for (const [key, inner] of Object.entries(value)) {
    const secret = SECRET_KEY.test(key) || (freeForm && key === "name");
    result[key] = secret ? FILTERED : scrubValue(inner, freeForm, depth + 1);
  }
  return result;
}

type Scrubbable = Record<string, unknown>;

/** The request as it may be sent: method, a scrubbed address and harmless headers; no body. */
function scrubRequest(request: unknown): Scrubbable | undefined {
  if (request === null || typeof request !== "object") return undefined;
  const { method, url, headers } = request as Scrubbable;
  const kept: Record<string, string> = {};
  if (headers !== null && typeof headers === "object")
    for (const [name, value] of Object.entries(headers))
      if (KEPT_HEADERS.has(name.toLowerCase()) && typeof value === "string")
        kept[name] = scrubText(value);
  return {
    ...(typeof method === "string" ? { method } : {}),
    ...(typeof url === "string" ? { url: scrubText(url) } : {}),
    headers: kept,
  };
}

/** A person only by an opaque id: never a name, e-mail address or IP address. */
function scrubUser(user: unknown): Scrubbable | undefined {
  if (user === null || typeof user !== "object") return undefined;
  const { id } = user as Scrubbable;
  return typeof id === "string" || typeof id === "number" ? { id: String(id) } : undefined;
}

/** An event or transaction with nothing left that names a person or opens an account. */
export function scrubReport<T extends object>(report: T): T {
  const result: Scrubbable = {};
  for (const [key, value] of Object.entries(report)) {
    if (key === "request") {
      const request = scrubRequest(value);
      if (request) result.request = request;
    } else if (key === "user") {
      const user = scrubUser(value);
      if (user) result.user = user;
    } else result[key] = scrubValue(value, FREE_FORM_SECTIONS.has(key), 0);
  }
  return result as T;
}

/** A breadcrumb (a click, a call, a log line): its message and data scrubbed like an event's. */
export function scrubBreadcrumb<T extends object>(breadcrumb: T): T {
  return scrubValue(breadcrumb, true, 0) as T;
}
