import { describe, expect, it } from "vitest";
import { nulCharacterIssues } from "./schema-validation";

describe("nulCharacterIssues", () => {
  it("walks data nested 100,000 deep in linear time and names the path of the NUL it finds", () => {
    const depth = 100_000;
    let data: unknown = ["a\u0000b"];
    for (let level = 1; level < depth; level++) data = { k: data };
    const started = performance.now();
    const issues = nulCharacterIssues(data);
    const took = performance.now() - started;
    expect(issues).toHaveLength(1);
    expect(issues[0]?.path).toHaveLength(depth);
    expect(issues[0]?.path.slice(-2)).toEqual(["k", 0]);
    expect(took).toBeLessThan(500);
  });

  it("reports a NUL in a key at the key's own path", () => {
    expect(nulCharacterIssues({ a: [{ "b\u0000": 1 }] }).map((issue) => issue.path)).toEqual([
      ["a", 0, "b\u0000"],
    ]);
  });
});
