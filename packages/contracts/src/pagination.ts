import { z } from "zod";

export const PER_PAGE_DEFAULT = 15;
export const PER_PAGE_MAX = 100;

export const pageQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(PER_PAGE_MAX).default(PER_PAGE_DEFAULT),
});

export const paginationMetaSchema = z.object({
  from: z.number().int().nullable(),
  to: z.number().int().nullable(),
  total: z.number().int(),
  perPage: z.number().int(),
  currentPage: z.number().int(),
  lastPage: z.number().int(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

export const paginationLinksSchema = z.object({
  next: z.string().nullable(),
});

export function paginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: paginationMetaSchema,
    links: paginationLinksSchema,
  });
}

/**
 * A page of a list too long to count on every request (an infinitely scrolled library): the
 * same envelope without `total` and `lastPage`; `links.next` says whether more follows.
 */
export const simplePaginationMetaSchema = paginationMetaSchema.pick({
  from: true,
  to: true,
  perPage: true,
  currentPage: true,
});
export type SimplePaginationMeta = z.infer<typeof simplePaginationMetaSchema>;

export function simplePaginated<T extends z.ZodType>(item: T) {
  return z.object({
    data: z.array(item),
    meta: simplePaginationMetaSchema,
    links: paginationLinksSchema,
  });
}

export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ data });
}

/** Meta for one page of a list of `total` rows; `from`/`to` are 1-based and null when empty. */
export function paginationMeta(page: number, perPage: number, total: number): PaginationMeta {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = total === 0 ? null : Math.min((page - 1) * perPage + 1, total + 1);
  const to = from === null ? null : Math.min(page * perPage, total);
  return {
    from: from !== null && to !== null && from > to ? null : from,
    to: from !== null && to !== null && from > to ? null : to,
    total,
    perPage,
    currentPage: page,
    lastPage,
  };
}
