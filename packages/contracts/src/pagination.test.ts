import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  paginated,
  paginationMeta,
  pageQuerySchema,
  PER_PAGE_DEFAULT,
  PER_PAGE_MAX,
} from "./pagination";

describe("paginationMeta", () => {
  it("describes an empty list as one page without a range", () => {
    expect(paginationMeta(1, 15, 0)).toEqual({
      from: null,
      to: null,
      total: 0,
      perPage: 15,
      currentPage: 1,
      lastPage: 1,
    });
  });

  it("numbers the first page from 1", () => {
    expect(paginationMeta(1, 15, 40)).toMatchObject({ from: 1, to: 15, lastPage: 3 });
  });

  it("numbers a middle page from where the previous page stopped", () => {
    expect(paginationMeta(2, 15, 40)).toMatchObject({ from: 16, to: 30, currentPage: 2 });
  });

  it("ends the last page at the total", () => {
    expect(paginationMeta(3, 15, 40)).toMatchObject({ from: 31, to: 40, lastPage: 3 });
  });

  it("fills the last page exactly when the total is a multiple of the page size", () => {
    expect(paginationMeta(2, 20, 40)).toMatchObject({ from: 21, to: 40, lastPage: 2 });
  });

  it("gives a page beyond the last no range but keeps the real last page", () => {
    expect(paginationMeta(5, 15, 40)).toEqual({
      from: null,
      to: null,
      total: 40,
      perPage: 15,
      currentPage: 5,
      lastPage: 3,
    });
  });

  it("produces meta that the paginated envelope accepts", () => {
    const envelope = paginated(z.object({ id: z.string() }));
    expect(
      envelope.safeParse({ data: [], meta: paginationMeta(1, 15, 0), links: { next: null } })
        .success,
    ).toBe(true);
  });
});

describe("pageQuerySchema", () => {
  it("defaults to the first page of the default size", () => {
    expect(pageQuerySchema.parse({})).toEqual({ page: 1, perPage: PER_PAGE_DEFAULT });
  });

  it("reads numbers from query-string text", () => {
    expect(pageQuerySchema.parse({ page: "3", perPage: "50" })).toEqual({ page: 3, perPage: 50 });
  });

  it("refuses page 0, fractions, text and a page size above the maximum", () => {
    for (const query of [
      { page: "0" },
      { page: "1.5" },
      { page: "abc" },
      { perPage: String(PER_PAGE_MAX + 1) },
      { perPage: "0" },
    ]) {
      expect(pageQuerySchema.safeParse(query).success).toBe(false);
    }
  });
});
