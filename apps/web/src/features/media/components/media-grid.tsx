import { type MediaItem, type MediaType, mediaTypes } from "@leerlijn/contracts/media/media.schema";
import { useInfiniteQuery } from "@tanstack/react-query";
import { type ReactNode, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../ui/alert/alert";
import { Select } from "../../../ui/select/select";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Spinner } from "../../../ui/spinner/spinner";
import { mediaListQuery } from "../api/media-list";
import { MediaTileContent, PendingTile } from "./media-tile";
import styles from "./media-grid.module.css";
import type { PendingUpload } from "./use-uploads";

/** Spec §9: the next page loads when the end of the list comes within 100 px. */
const LOAD_AHEAD_PX = 100;

type MediaGridProps = {
  accept: readonly MediaType[];
  pending: readonly PendingUpload[];
  /** Messages to show in one danger alert: every refused file is named, not only the first. */
  errors: readonly string[];
  selectedId?: string | null;
  /** Makes each ready item a button that picks it. */
  onSelect?: (item: MediaItem) => void;
  /** Opens an item (the library page previews it). */
  onOpen?: (item: MediaItem) => void;
  actions?: (item: MediaItem) => ReactNode;
  /** Where an item comes from, when that is not simply this company (shown on its tile). */
  originOf?: (item: MediaItem) => string | null;
  /** `page` scrolls with the window; `dialog` in its own box. */
  layout?: "dialog" | "page";
  toolbar?: ReactNode;
};

/** The media grid: 174 px cells, a type filter, uploads at the top, more pages as you scroll. */
export function MediaGrid({
  accept,
  pending,
  errors,
  selectedId,
  onSelect,
  onOpen,
  actions,
  originOf,
  layout = "dialog",
  toolbar,
}: MediaGridProps) {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<MediaType | "all">(
    accept.length === 1 ? (accept[0] ?? "all") : "all",
  );
  const query = useInfiniteQuery(mediaListQuery(filter === "all" ? undefined : filter));
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLLIElement>(null);
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting) && !isFetchingNextPage)
          void fetchNextPage();
      },
      {
        root: layout === "dialog" ? scroller.current : null,
        rootMargin: `0px 0px ${LOAD_AHEAD_PX}px 0px`,
      },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, fetchNextPage, layout]);

  const items = (query.data?.pages.flatMap((page) => page.data) ?? []).filter((item) =>
    accept.includes(item.type),
  );
  const visiblePending = pending.filter((item) => filter === "all" || item.type === filter);
  const shownErrors =
    errors.length > 0 ? errors : query.isError ? [t("errors.generic")] : ([] as string[]);
  const filterOptions = [
    ...(accept.length > 1 ? [{ value: "all", label: t("media.types.all") }] : []),
    ...mediaTypes
      .filter((type) => accept.includes(type))
      .map((type) => ({ value: type, label: t(`media.types.${type}`) })),
  ];

  return (
    <div className={layout === "page" ? styles.page : undefined}>
      <div className={styles.toolbar}>
        {/* A filter is a choice among kinds: none when only one kind is accepted, no empty one. */}
        {accept.length > 1 && (
          <Select
            label={t("media.typeFilter")}
            options={filterOptions}
            value={filter}
            placeholder={null}
            onChange={(value) => setFilter(value as MediaType | "all")}
          />
        )}
        {toolbar}
      </div>
      {shownErrors.length === 1 && (
        <div className={styles.alerts}>
          <Alert tone="danger">{shownErrors[0]}</Alert>
        </div>
      )}
      {shownErrors.length > 1 && (
        <div className={styles.alerts}>
          <Alert tone="danger" title={t("media.upload.failedCount", { count: shownErrors.length })}>
            <ul className={styles.errorList}>
              {shownErrors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          </Alert>
        </div>
      )}
      <div ref={scroller} className={styles.scroller} aria-busy={query.isPending || undefined}>
        {query.isPending ? (
          <ul className={styles.grid} aria-label={t("common.loading")}>
            {Array.from({ length: 6 }, (_, index) => (
              <li key={index} className={styles.cell}>
                <Skeleton height="100%" />
              </li>
            ))}
          </ul>
        ) : items.length === 0 && visiblePending.length === 0 ? (
          <p className={styles.empty}>
            {filter === "all" ? t("media.noMediaUploaded") : t("media.noMediaOfType")}
          </p>
        ) : (
          <ul className={styles.grid}>
            {visiblePending.map((upload) => (
              <li key={upload.uid} className={styles.cell}>
                <PendingTile name={upload.name} type={upload.type} progress={upload.progress} />
              </li>
            ))}
            {items.map((item) => {
              const pick =
                onSelect && item.status !== "failed"
                  ? () => onSelect(item)
                  : onOpen
                    ? () => onOpen(item)
                    : null;
              const className = [styles.tile, item.id === selectedId && styles.selected]
                .filter(Boolean)
                .join(" ");
              return (
                <li key={item.id} className={styles.cell}>
                  {pick ? (
                    <button
                      type="button"
                      className={className}
                      onClick={pick}
                      aria-pressed={onSelect ? item.id === selectedId : undefined}
                    >
                      <MediaTileContent
                        item={item}
                        origin={originOf?.(item)}
                        action={onSelect ? t("media.picker.choose") : t("media.library.preview")}
                      />
                    </button>
                  ) : (
                    <div className={className}>
                      <MediaTileContent item={item} origin={originOf?.(item)} />
                    </div>
                  )}
                  {actions && <div className={styles.actions}>{actions(item)}</div>}
                </li>
              );
            })}
            {hasNextPage && <li ref={sentinel} aria-hidden="true" />}
          </ul>
        )}
        {isFetchingNextPage && <Spinner label={t("common.loading")} />}
      </div>
    </div>
  );
}
