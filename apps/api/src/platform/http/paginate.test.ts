import { describe, expect, it } from "vitest";
import { paginate } from "./paginate";

describe("paginate", () => {
  it("links to the next page keeping filters and sort", () => {
    const page = paginate(["a", "b"], 5, {
      page: 1,
      perPage: 2,
      requestUrl: "/api/v1/media?filter%5Btype%5D=image&sort=-name",
    });
    expect(page.meta).toMatchObject({ from: 1, to: 2, total: 5, currentPage: 1, lastPage: 3 });
    expect(page.links.next).toBe("/api/v1/media?filter%5Btype%5D=image&sort=-name&page=2");
  });

  it("has no next link on the last page", () => {
    expect(
      paginate(["e"], 5, { page: 3, perPage: 2, requestUrl: "/api/v1/media?page=3" }).links.next,
    ).toBeNull();
  });
});
