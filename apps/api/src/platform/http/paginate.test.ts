import { describe, expect, it } from "vitest";
import { paginate, paginateWithoutTotal } from "./paginate";

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

describe("paginateWithoutTotal", () => {
  it("links to the next page only when the extra row came", () => {
    const options = { page: 2, perPage: 2, requestUrl: "/api/v1/media?page=2" };
    const more = paginateWithoutTotal(["c", "d", "e"], options);
    expect(more.data).toEqual(["c", "d"]);
    expect(more.meta).toEqual({ from: 3, to: 4, perPage: 2, currentPage: 2 });
    expect(more.links.next).toBe("/api/v1/media?page=3");
    const last = paginateWithoutTotal(["c"], options);
    expect(last.meta).toMatchObject({ from: 3, to: 3 });
    expect(last.links.next).toBeNull();
  });

  it("describes a page past the end as empty", () => {
    const page = paginateWithoutTotal([], { page: 9, perPage: 2, requestUrl: "/api/v1/media" });
    expect(page).toEqual({
      data: [],
      meta: { from: null, to: null, perPage: 2, currentPage: 9 },
      links: { next: null },
    });
  });
});
