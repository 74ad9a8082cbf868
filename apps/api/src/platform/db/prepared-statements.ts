import { createHash } from "node:crypto";
import pg from "pg";
import type { Db } from "./database";

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

const arrayElement = (value: string | number) =>
  typeof value === "number" ? String(value) : `"${value.replace(/[\\"]/g, "\\$&")}"`;

/**
 * An array as one parameter in PostgreSQL's literal form, for a placeholder the statement casts
 * (`::course_status[]`). PGlite learns array types when it starts, so on a database it migrated
 * itself it sends a JavaScript array of an enum as `a,b`, which PostgreSQL refuses. Texts are
 * quoted, so one may hold anything (a search word with a comma, a quote or a brace).
 */
export const arrayLiteral = (values: readonly (string | number)[]) =>
  `{${values.map(arrayElement).join(",")}}`;

/** What tells two builds of one statement apart: a name, or a few flags and counts. */
export type Shape = string | Readonly<Record<string, string | number | boolean>>;

/** The same key for equal shapes, whatever order their fields were written in. */
function keyOf(shape: Shape): string {
  if (typeof shape === "string") return shape;
  return Object.keys(shape)
    .sort()
    .map((name) => `${name}=${String(shape[name])}`)
    .join("&");
}

/**
 * A query built once per database handle and shape, with placeholders for its values: drizzle
 * then never assembles its SQL again. In the block save (PATCH of a 500-block course) building
 * the statement took about half of the API's time per request before this; the bench's block
 * save now spends about 1.1 ms of API and 0.3 ms of PostgreSQL CPU per request. `build` gets the
 * shape itself, typed; `context` is only read when a shape is built the first time.
 */
export function builtOnce<T, S extends Shape = string, C = undefined>(
  build: (db: Db, shape: S, context: C) => T,
): (db: Db, shape: S, ...context: C extends undefined ? [] : [C]) => T {
  const built = new WeakMap<Db, Map<string, T>>();
  return (db, shape, ...context) => {
    let shapes = built.get(db);
    if (!shapes) built.set(db, (shapes = new Map<string, T>()));
    const key = keyOf(shape);
    let query = shapes.get(key);
    if (query === undefined) shapes.set(key, (query = build(db, shape, context[0] as C)));
    return query;
  };
}
