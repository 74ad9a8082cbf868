import { describe, expect, it } from "vitest";
import { startApiProcess } from "../../test/api-process";
import { buildCompany } from "../../test/factories";
import { httpCall } from "../../test/http-call";
import { MAX_NESTING_DEPTH, nestsDeeperThan } from "./nesting-depth";

const host = "diep-genest.test";
const api = await startApiProcess({
  prepare: async (db) => {
    await buildCompany(db, { host });
  },
});

// A fresh process compiles its code on the first requests; the measurement is of the blocking.
for (let warmUp = 0; warmUp < 5; warmUp++) {
  await httpCall(`${api.url}/api/v1/health`);
  await httpCall(`${api.url}/api/v1/login`, {
    method: "POST",
    headers: { host, "content-type": "application/json" },
    body: JSON.stringify({ email: "niemand@example.com", password: [[[]]] }),
  });
}

const DEPTH = 100_000;
const deepBodies = {
  arrays: "[".repeat(DEPTH) + "]".repeat(DEPTH),
  objects: '{"a":'.repeat(DEPTH) + "1" + "}".repeat(DEPTH),
};

describe("deeply nested request bodies", () => {
  for (const [kind, body] of Object.entries(deepBodies)) {
    it(`refuses ${kind} nested ${DEPTH} deep on the public sign-in with a 400 while health answers within 100 ms`, async () => {
      const sent = httpCall(`${api.url}/api/v1/login`, {
        method: "POST",
        headers: { host, "content-type": "application/json" },
        body,
        timeout: 5_000,
      });
      let settled = false;
      void sent.finally(() => (settled = true)).catch(() => undefined);
      const healthTimes: number[] = [];
      while (!settled || healthTimes.length < 5) {
        const health = await httpCall(`${api.url}/api/v1/health`, { timeout: 2_000 });
        expect(health.status).toBe(200);
        healthTimes.push(health.took);
      }
      const answer = await sent;
      expect(answer.status).toBe(400);
      expect(JSON.parse(answer.body)).toMatchObject({
        code: "BAD_REQUEST",
        message: "De verstuurde gegevens zijn te diep genest.",
      });
      expect(Math.max(...healthTimes)).toBeLessThan(100);
    });
  }

  it("still accepts nesting up to the limit and counts brackets inside strings as text", () => {
    expect(
      nestsDeeperThan(
        "[".repeat(MAX_NESTING_DEPTH) + "]".repeat(MAX_NESTING_DEPTH),
        MAX_NESTING_DEPTH,
      ),
    ).toBe(false);
    expect(nestsDeeperThan("[".repeat(MAX_NESTING_DEPTH + 1), MAX_NESTING_DEPTH)).toBe(true);
    expect(nestsDeeperThan(JSON.stringify({ a: "[".repeat(1000), b: '\\"[[[' }), 2)).toBe(false);
  });
});
