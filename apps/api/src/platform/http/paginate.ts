import { paginationMeta, type PaginationMeta } from "@leerlijn/contracts/pagination";

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
  let next: string | null = null;
  if (page < meta.lastPage) {
    const url = new URL(requestUrl, "http://placeholder");
    url.searchParams.set("page", String(page + 1));
    next = url.pathname + url.search;
  }
  return { data, meta, links: { next } };
}
