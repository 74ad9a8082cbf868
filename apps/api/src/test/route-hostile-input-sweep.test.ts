import { randomUUID } from "node:crypto";
import { errorBodySchema } from "@leerlijn/contracts/errors";
import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "./build-test-app";
import { type FormPart, multipartBody } from "./multipart";
import {
  callerHeaders,
  callerWithRole,
  keepSignedIn,
  objectShape,
  routeUrl,
  sampleBody,
  sampleForm,
  TINY_PNG,
  samplePathParams,
  type SweepRoute,
  sweepRoutes,
} from "./route-sweep";

/**
 * Every registered route, called by the platform admin (who passes every guard) with malformed
 * and hostile bodies, queries, params, content types and headers. Whatever comes in, the answer
 * is never a 5xx, and every refusal is the API's own error body. Routes join automatically.
 */
const { app, database } = await buildTestApp({
  LOGIN_LIMIT_PER_IP: "100000",
  LOGIN_LIMIT_PER_EMAIL: "100000",
});
const db = database.db;
const admin = await callerWithRole(app, db, PLATFORM_ADMIN_ROLE);

/** Text that has broken APIs before: sizes, injections, control and odd unicode characters. */
const HOSTILE_TEXT = [
  "x".repeat(10_000),
  "' OR '1'='1' --",
  "'; DROP TABLE users; --",
  "a\u0000b",
  "\u202e\u200b𝕳é🙂 \ud800",
  "<script>alert(1)</script>",
  "../../../etc/passwd",
  "${7*7}{{7*7}}%s%n",
  "   ",
  "",
  "2026-02-31",
  "0000-01-01",
  "-1e999",
];

/** Values of the wrong type for any field. */
const WRONG_TYPES: unknown[] = [
  null,
  0,
  -1,
  1.5,
  1e308,
  true,
  [],
  ["a", "b"],
  {},
  { $gt: "" },
  [[[[[[]]]]]],
];

const nested = (open: string, close: string, depth: number, inner = "1") =>
  open.repeat(depth) + inner + close.repeat(depth);

/** JSON nested beyond any form of ours: refused with a 400 before anything walks it. */
const DEEP_JSON = [
  nested("[", "]", 100_000),
  nested('{"a":', "}", 100_000),
  nested('[{"a":', "}]", 50_000),
  nested("[", "]", 65),
];

/** Raw JSON texts, valid and invalid, sent as application/json. */
const RAW_JSON = [
  "null",
  "[]",
  "[{}]",
  '"text"',
  "0",
  "true",
  "{}",
  '{"__proto__":{"polluted":"yes"}}',
  '{"constructor":{"prototype":{"polluted":"yes"}}}',
  nested('{"a":', "}", 10_000),
  nested("[", "]", 10_000),
  "{",
  "{'a':1}",
  "undefined",
  "NaN",
  '{"a":1,}',
  "\u0000",
  '{"a":"\\ud800"}',
  "\ufeff{}",
];

const HOSTILE_QUERIES = [
  "page=-1&perPage=1e9",
  "page[]=1&page[]=2",
  "page[a]=1",
  "__proto__[polluted]=yes",
  "constructor[prototype][polluted]=yes",
  "filter[a][b][c][d][e][f]=1",
  `a${"[b]".repeat(1000)}=1`,
  `a${"[]".repeat(1000)}=1`,
  `q=${"x".repeat(10_000)}`,
  "a=%00&b=%E0%A4%A&c=%",
  "sort=-name;DROP%20TABLE%20users",
  "filter[type]=%27%20OR%201%3D1%20--",
  Array.from({ length: 300 }, (_, i) => `p${i}=${i}`).join("&"),
];

const HOSTILE_SEGMENTS = [
  "not-a-uuid",
  "%00",
  "%E0%A4%A",
  "x".repeat(10_000),
  encodeURIComponent("' OR 1=1 --"),
  "..%2F..%2Fetc",
  randomUUID().toUpperCase(),
  `%7B${randomUUID()}%7D`,
];

const HOSTILE_HOSTS = ["x".repeat(300), "[::1]", "[::1", "HOST.TEST:99999", "ÿ.test", "a..b", " "];

type Variant = {
  name: string;
  url?: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
  contentType?: string;
  /** The one status this variant must get, where any refusal would not do. */
  status?: number;
};

const asForm = (name: string, parts: FormPart[]): Variant => {
  const { payload, headers } = multipartBody(parts);
  return { name, payload, contentType: headers["content-type"] };
};

/** Multipart bodies as browsers and attackers send them: odd names, lies, too many, cut off. */
function formVariants(route: SweepRoute): Variant[] {
  const base = sampleBody(route.contract);
  const fields =
    route.override && typeof base === "object" && base !== null && !Array.isArray(base)
      ? (base as Record<string, unknown>)
      : {};
  const sample = sampleForm(route, fields);
  const file = (
    name: string,
    filename: string,
    data: Buffer,
    contentType = "image/png",
  ): FormPart => ({
    name,
    filename,
    contentType,
    data,
  });
  const variants: Variant[] = [asForm("sample form", sample)];
  for (const field of Object.keys(fields))
    for (const text of HOSTILE_TEXT)
      variants.push(
        asForm(
          `form ${field}=${json(text.slice(0, 30))}`,
          sampleForm(route, { ...fields, [field]: text }),
        ),
      );
  for (const filename of [
    "../../etc/passwd.png",
    "a\u0000b.png",
    `${"x".repeat(5000)}.png`,
    "\u202egnp.exe",
    "",
    ".png",
    "CON.png",
  ])
    variants.push(
      asForm(`file named ${json(filename.slice(0, 30))}`, [
        ...sample,
        file("images[n]", filename, TINY_PNG),
      ]),
    );
  for (const name of [
    "images[../x]",
    "images[]",
    "images",
    "__proto__",
    "documents[a][b]",
    `images[${"x".repeat(300)}]`,
    "constructor[prototype]",
    "videos[0]",
  ])
    variants.push(
      asForm(`file field ${json(name.slice(0, 30))}`, [...sample, file(name, "a.png", TINY_PNG)]),
    );
  variants.push(
    asForm("program named .png", [
      ...sample,
      file("images[x]", "a.png", Buffer.from("MZ\x90\x00rest of a program")),
    ]),
    asForm("empty file", [
      ...sample,
      file("documents[x]", "a.pdf", Buffer.alloc(0), "application/pdf"),
    ]),
    asForm("pdf sent as image", [
      ...sample,
      file("images[x]", "a.png", Buffer.from("%PDF-1.7 fake")),
    ]),
    asForm("30 files", [
      ...sample,
      ...Array.from({ length: 30 }, (_, i) => file(`images[f${i}]`, "a.png", TINY_PNG)),
    ]),
    asForm("80 fields", [
      ...sample,
      ...Array.from({ length: 80 }, (_, i) => ({ name: `f${i}`, value: "1" })),
    ]),
    asForm("a field of 100 kB", [...sample, { name: "big", value: "x".repeat(100_000) }]),
    asForm("__proto__ field", [...sample, { name: "__proto__", value: '{"polluted":"yes"}' }]),
    asForm("deeply nested field name", [...sample, { name: `a${"[b]".repeat(1000)}`, value: "1" }]),
    asForm("deeply nested JSON in a field", [
      ...sample,
      { name: "data", value: nested("[", "]", 100_000) },
    ]),
  );
  const whole = multipartBody(sample);
  variants.push(
    {
      name: "cut-off multipart",
      payload: whole.payload.subarray(0, Math.floor(whole.payload.length / 2)),
      contentType: whole.headers["content-type"],
    },
    {
      name: "multipart with another boundary",
      payload: whole.payload,
      contentType: "multipart/form-data; boundary=nope",
    },
    {
      name: "multipart without boundary",
      payload: whole.payload,
      contentType: "multipart/form-data",
    },
  );
  if (route.override)
    for (const method of ["", "DELETE", "PATCH\u0000", "x".repeat(1000)])
      variants.push(
        asForm(`form _method ${json(method.slice(0, 20))}`, [
          ...sample.filter((part) => part.name !== "_method"),
          { name: "_method", value: method },
        ]),
      );
  return variants;
}

const json = (value: unknown) => JSON.stringify(value);

/** encodeURIComponent throws on a lone surrogate; send its raw UTF-8-ish bytes instead. */
const encodeQueryValue = (value: string) => {
  try {
    return encodeURIComponent(value);
  } catch {
    return "%ED%A0%80";
  }
};
const formText = (value: unknown) =>
  typeof value === "string" ? value : value === null ? "" : JSON.stringify(value);

function bodyVariants(route: SweepRoute): Variant[] {
  const { contract, override } = route;
  const withMethod = (body: unknown): unknown =>
    override && body !== null && typeof body === "object" && !Array.isArray(body)
      ? { ...body, _method: override }
      : body;
  const base = sampleBody(contract) ?? {};
  const shape = objectShape(contract.body) ?? {};
  const baseObject = typeof base === "object" && base !== null && !Array.isArray(base) ? base : {};
  const fields = Object.keys(shape);
  const variants: Variant[] = [{ name: "sample body", payload: json(withMethod(base)) }];

  for (const text of RAW_JSON)
    variants.push({ name: `raw JSON ${text.slice(0, 30)}`, payload: text });
  for (const text of DEEP_JSON)
    variants.push({
      name: `JSON nested ${text.length} characters deep`,
      payload: text,
      status: 400,
    });
  for (const value of WRONG_TYPES) {
    variants.push({ name: `body ${json(value)}`, payload: json(withMethod(value)) });
    const everyField = Object.fromEntries(fields.map((field) => [field, value]));
    variants.push({ name: `every field ${json(value)}`, payload: json(withMethod(everyField)) });
  }
  for (const field of fields) {
    for (const text of HOSTILE_TEXT) {
      const body = { ...baseObject, [field]: text };
      variants.push({
        name: `${field}=${json(text.slice(0, 30))}`,
        payload: json(withMethod(body)),
      });
    }
  }
  variants.push(
    {
      name: "sample with __proto__ key",
      payload: json(withMethod(base)).replace(/^\{/, '{"__proto__":{"polluted":"yes"},'),
    },
    {
      name: "sample with constructor key",
      payload: json(withMethod(base)).replace(/^\{/, '{"constructor":{"prototype":{"p":1}},'),
    },
  );

  // Other content types, and the same fields as a form post.
  const form = new URLSearchParams();
  if (override) form.set("_method", override);
  for (const [key, value] of Object.entries(baseObject)) form.set(key, formText(value));
  variants.push(
    { name: "xml", contentType: "application/xml", payload: "<a>1</a>" },
    { name: "plain text", contentType: "text/plain", payload: "hallo" },
    { name: "plain-text JSON", contentType: "text/plain", payload: json(withMethod(base)) },
    {
      name: "garbage multipart",
      contentType: "multipart/form-data; boundary=x",
      payload: '--x\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--x--',
    },
    {
      name: "JSON as utf-16",
      contentType: "application/json; charset=utf-16",
      payload: json(base),
    },
    { name: "vendor JSON", contentType: "application/vnd.api+json", payload: json(base) },
    { name: "form", contentType: "application/x-www-form-urlencoded", payload: form.toString() },
    {
      name: "form with repeated and odd keys",
      contentType: "application/x-www-form-urlencoded",
      payload: `${form.toString()}&${fields.map((f) => `${f}=1&${f}=2&${f}[]=3`).join("&")}&__proto__=x&constructor[prototype][p]=1&%ZZ=1&_method=PATCH&_method=PUT`,
    },
    {
      name: "form with deeply nested keys",
      contentType: "application/x-www-form-urlencoded",
      payload: `${form.toString()}&a${"[b]".repeat(10_000)}=1&c${"[]".repeat(10_000)}=1`,
    },
  );
  for (const field of fields) {
    for (const text of HOSTILE_TEXT) {
      const hostile = new URLSearchParams(form);
      hostile.set(field, text);
      variants.push({
        name: `form ${field}=${json(text.slice(0, 30))}`,
        contentType: "application/x-www-form-urlencoded",
        payload: hostile.toString(),
      });
    }
  }
  if (override) {
    for (const method of ["", "DELETE", ["PATCH"], { x: 1 }, null, "PATCH\u0000", 1]) {
      variants.push({
        name: `_method ${json(method)}`,
        payload: json({ ...baseObject, _method: method }),
      });
    }
  }
  return variants;
}

function otherVariants(route: SweepRoute): Variant[] {
  const { contract } = route;
  const base = sampleBody(contract);
  const form = route.form ? asForm("", sampleForm(route)) : null;
  const payload = form
    ? form.payload
    : base === undefined && !route.override
      ? undefined
      : json(
          route.override && typeof base === "object" && base !== null
            ? { ...base, _method: route.override }
            : base,
        );
  const url = routeUrl(route);
  const variants: Variant[] = [];

  for (const query of HOSTILE_QUERIES)
    variants.push({ name: `query ${query.slice(0, 40)}`, url: `${url}?${query}`, payload });
  for (const key of Object.keys(objectShape(contract.query) ?? {})) {
    for (const value of [...HOSTILE_TEXT, "1e999", "-0", "NaN"])
      variants.push({
        name: `query ${key}=${value.slice(0, 30)}`,
        url: `${url}?${key}=${encodeQueryValue(value)}`,
        payload,
      });
    variants.push({ name: `query ${key}[]`, url: `${url}?${key}[]=1&${key}[]=2`, payload });
    variants.push({ name: `query ${key}[x]`, url: `${url}?${key}[x]=1`, payload });
  }

  const params = samplePathParams(contract);
  for (const name of Object.keys(params)) {
    for (const segment of HOSTILE_SEGMENTS) {
      variants.push({
        name: `param ${name}=${segment.slice(0, 30)}`,
        url: routeUrl(route, params).replace(encodeURIComponent(params[name] ?? ""), segment),
        payload,
      });
    }
  }

  const headerVariants: Record<string, string>[] = [
    { precognition: "true" },
    { precognition: "true", "precognition-validate-only": "__proto__,constructor,a.b.c,,_" },
    { precognition: "yes please" },
    { authorization: `Bearer ${"a".repeat(10_000)}` },
    { authorization: "Bearer ' OR 1=1 -- aaaaaaaaaaaaaaa" },
    { "x-page-url": "x".repeat(10_000), "x-sent-at": "gisteren" },
    { accept: "application/xml" },
    { "content-length": "0" },
    ...HOSTILE_HOSTS.map((host) => ({ host })),
  ];
  for (const headers of headerVariants)
    variants.push({ name: `headers ${json(headers).slice(0, 60)}`, headers, payload });
  if (form) for (const variant of variants) variant.contentType ??= form.contentType;
  return variants;
}

async function send(route: SweepRoute, variant: Variant) {
  await keepSignedIn(db, admin);
  const hasBody = variant.payload !== undefined;
  const headers: Record<string, string> = {
    ...callerHeaders(admin),
    ...(hasBody ? { "content-type": variant.contentType ?? "application/json" } : {}),
    ...variant.headers,
  };
  return app.inject({
    method: route.method,
    url: variant.url ?? routeUrl(route),
    headers,
    ...(hasBody ? { payload: variant.payload } : {}),
  });
}

const routes = sweepRoutes(app);

describe("the hostile input sweep", () => {
  for (const route of routes) {
    it(`never answers ${route.label} with a 5xx or a foreign error body`, async () => {
      const variants = [
        ...(route.form
          ? formVariants(route)
          : route.contract.body || route.method !== "GET"
            ? bodyVariants(route)
            : []),
        ...otherVariants(route),
      ];
      const failures: string[] = [];
      for (const variant of variants) {
        const response = await send(route, variant);
        const status = response.statusCode;
        if (variant.status !== undefined && status !== variant.status) {
          failures.push(`${variant.name}: ${status} instead of ${variant.status}`);
        } else if (status >= 500) {
          failures.push(`${variant.name}: ${status} ${response.body.slice(0, 200)}`);
        } else if (status >= 400) {
          let body: unknown;
          try {
            body = response.json();
          } catch {
            body = response.body;
          }
          const parsed = errorBodySchema.safeParse(body);
          if (!parsed.success || parsed.data.message === "")
            failures.push(`${variant.name}: ${status} with ${response.body.slice(0, 200)}`);
        }
      }
      expect(failures).toEqual([]);
    });
  }

  it("leaves Object.prototype unpolluted", () => {
    const probe: Record<string, unknown> = {};
    expect(probe.polluted).toBeUndefined();
    expect(probe.p).toBeUndefined();
    expect(Object.keys(Object.prototype)).toEqual([]);
  });
});
