import { listMedia } from "@leerlijn/contracts/media/media.contract";
import type { MediaItem, MediaType } from "@leerlijn/contracts/media/media.schema";
import { type InfiniteData, infiniteQueryOptions, type QueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

type MediaPage = Awaited<ReturnType<typeof fetchPage>>;

const fetchPage = (type: MediaType | undefined, page: number, signal: AbortSignal) =>
  callApi(listMedia, { query: { page, perPage: 24, filter: type ? { type } : undefined }, signal });

export const mediaListKey = ["media", "list"] as const;

/** The library, newest first, a page at a time; `type` narrows it to one kind. */
export function mediaListQuery(type: MediaType | undefined) {
  return infiniteQueryOptions({
    queryKey: [...mediaListKey, type ?? "all"],
    queryFn: ({ pageParam, signal }) => fetchPage(type, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last: MediaPage) =>
      last.links.next ? last.meta.currentPage + 1 : undefined,
  });
}

type Pages = InfiniteData<MediaPage, number>;

function mapPages(
  queryClient: QueryClient,
  change: (items: MediaItem[], type: string) => MediaItem[],
) {
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: mediaListKey })) {
    if (!data) continue;
    const type = String(key[2]);
    queryClient.setQueryData<Pages>(key, {
      ...data,
      pages: data.pages.map((page, index) => ({
        ...page,
        data: index === 0 ? change(page.data, type) : page.data,
      })),
    });
  }
}

/** Puts an item (new, or newer than the one shown) into every cached list it belongs in. */
export function upsertMediaItem(queryClient: QueryClient, item: MediaItem): void {
  let replaced = false;
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: mediaListKey })) {
    if (!data) continue;
    queryClient.setQueryData<Pages>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.map((existing) => {
          if (existing.id !== item.id) return existing;
          replaced = true;
          return item;
        }),
      })),
    });
  }
  if (!replaced)
    mapPages(queryClient, (items, type) =>
      type === "all" || type === item.type ? [item, ...items] : items,
    );
}

export function removeMediaItem(queryClient: QueryClient, id: string): void {
  for (const [key, data] of queryClient.getQueriesData<Pages>({ queryKey: mediaListKey })) {
    if (!data) continue;
    queryClient.setQueryData<Pages>(key, {
      ...data,
      pages: data.pages.map((page) => ({
        ...page,
        data: page.data.filter((item) => item.id !== id),
      })),
    });
  }
}
