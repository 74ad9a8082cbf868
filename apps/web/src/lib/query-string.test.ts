import { describe, expect, it } from "vitest";
import { toQueryString } from "./query-string";

describe("query strings", () => {
  it("skips null and undefined, nests filters in brackets and repeats arrays", () => {
    expect(
      toQueryString({
        page: 2,
        sort: null,
        q: undefined,
        filter: { type: "image" },
        ids: ["a", "b"],
      }),
    ).toBe("?page=2&filter%5Btype%5D=image&ids%5B%5D=a&ids%5B%5D=b");
  });

  it("is empty without values", () => {
    expect(toQueryString({ sort: null })).toBe("");
    expect(toQueryString(undefined)).toBe("");
  });
});
