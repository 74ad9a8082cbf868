import { createHash } from "node:crypto";
import pg from "pg";

/*
 * Named statements are parsed and planned once per connection; unnamed ones on every call. For
 * the hot statements that costs PostgreSQL two to three times what running them does. Only
 * statements whose best plan does not depend on their values may be named (lookups by key, the
 * media list that its index answers in order): PostgreSQL settles on one plan for a named
 * statement after a few runs, and a list whose best plan depends on a company's size or a search
 * term's rarity would then run with the plan of another company's.
 */

/** PostgreSQL keeps 63 bytes of a statement name; a longer one would collide with its twin. */
const MAX_LABEL = 40;

/** Named statements are built once, so their texts are few; the bound only guards a misuse. */
const MAX_REMEMBERED_NAMES = 1_000;
const namesByLabel = new Map<string, Map<string, string>>();
let remembered = 0;

/** The label a call site chose, made unique per text: one call site can build several texts. */
export function statementName(label: string, text: string): string {
  // A built-once statement passes the same string every run and V8 keeps a string's hash, so
  // this lookup costs far less than hashing kilobytes of SQL again.
  let names = namesByLabel.get(label);
  if (!names) {
    names = new Map();
    namesByLabel.set(label, names);
  }
  let name = names.get(text);
  if (name === undefined) {
    const digest = createHash("sha1").update(text).digest("base64url").slice(0, 20);
    name = `${label.slice(0, MAX_LABEL)}:${digest}`;
    if (remembered >= MAX_REMEMBERED_NAMES) {
      namesByLabel.clear();
      remembered = 0;
    }
    names.set(text, name);
    remembered += 1;
  }
  return name;
}

type Query = (config: unknown, ...rest: unknown[]) => unknown;

/** A `pg` client that turns every statement name into one of `statementName`. */
export class StatementNamingClient extends pg.Client {
  constructor(config?: string | pg.ClientConfig) {
    super(config);
    const query = this.query.bind(this) as Query;
    const named: Query = (config, ...rest) =>
      query(
        isNamed(config) ? { ...config, name: statementName(config.name, config.text) } : config,
        ...rest,
      );
    this.query = named as pg.Client["query"];
  }
}

function isNamed(config: unknown): config is { name: string; text: string } {
  if (typeof config !== "object" || config === null) return false;
  const { name, text } = config as { name?: unknown; text?: unknown };
  return typeof name === "string" && name !== "" && typeof text === "string";
}
