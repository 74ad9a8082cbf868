import {
  paginationMeta,
  type PaginationMeta,
  type SimplePaginationMeta,
} from "@leerlijn/contracts/pagination";

export type Page<T> = {
  data: T[];
  meta: PaginationMeta;
  links: { next: string | null };
};

/**
 * The paginated envelope of one page of rows. `links.next` is the request's own URL with the
 * next page number, so filters and sort carry over; null on the last page.
 */
export function paginate<T>(
  data: T[],
  total: number,
  { page, perPage, requestUrl }: { page: number; perPage: number; requestUrl: string },
): Page<T> {
  const meta = paginationMeta(page, perPage, total);
  return {
    data,
    meta,
    links: { next: page < meta.lastPage ? pageUrl(requestUrl, page + 1) : null },
  };
}

export type SimplePage<T> = {
  data: T[];
  meta: SimplePaginationMeta;
  links: { next: string | null };
};

/**
 * A page without counting the whole list: the caller fetched up to `perPage + 1` rows, and the
 * extra one only tells that a next page exists.
 */
export function paginateWithoutTotal<T>(
  rows: T[],
  { page, perPage, requestUrl }: { page: number; perPage: number; requestUrl: string },
): SimplePage<T> {
  const data = rows.slice(0, perPage);
  const from = data.length === 0 ? null : (page - 1) * perPage + 1;
  return {
    data,
    meta: { from, to: from === null ? null : from + data.length - 1, perPage, currentPage: page },
    links: { next: rows.length > perPage ? pageUrl(requestUrl, page + 1) : null },
  };
}

function pageUrl(requestUrl: string, page: number): string {
  const url = new URL(requestUrl, "http://placeholder");
  url.searchParams.set("page", String(page));
  return url.pathname + url.search;
}
