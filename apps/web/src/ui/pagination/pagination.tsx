import { ChevronLeft, ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import styles from "./pagination.module.css";

/** A page number, or a gap of one or more hidden pages. */
export type PaginationItem = number | "ellipsis";

/** Spec §9: pages shown on either side of the current page. */
export const PAGINATION_SIBLINGS = 2;

/**
 * The pages to show (spec §9): the first, the last, the current page ± 2, and an ellipsis
 * wherever pages in between are left out. Out-of-range input is clamped; no pages gives [].
 */
export function paginationItems(current: number, last: number): PaginationItem[] {
  const lastPage = Math.floor(last);
  if (!Number.isFinite(lastPage) || lastPage < 1) return [];
  const page = Math.min(Math.max(Number.isFinite(current) ? Math.floor(current) : 1, 1), lastPage);
  const from = Math.max(1, page - PAGINATION_SIBLINGS);
  const to = Math.min(lastPage, page + PAGINATION_SIBLINGS);
  const items: PaginationItem[] = [];
  if (from > 1) items.push(1);
  if (from > 2) items.push("ellipsis");
  for (let number = from; number <= to; number += 1) items.push(number);
  if (to < lastPage - 1) items.push("ellipsis");
  if (to < lastPage) items.push(lastPage);
  return items;
}

type PaginationProps = {
  currentPage: number;
  lastPage: number;
  onPageChange: (page: number) => void;
  className?: string;
};

/** Page navigation for paged lists; hidden when everything fits on one page. */
export function Pagination({ currentPage, lastPage, onPageChange, className }: PaginationProps) {
  const { t } = useTranslation();
  const items = paginationItems(currentPage, lastPage);
  if (items.length <= 1) return null;
  const page = Math.min(Math.max(currentPage, 1), lastPage);
  return (
    <nav
      aria-label={t("ui.pagination.label")}
      className={[styles.nav, className].filter(Boolean).join(" ")}
    >
      <ul className={styles.list}>
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={page <= 1}
            aria-label={t("ui.pagination.previousPage")}
            onClick={() => onPageChange(page - 1)}
          >
            <ChevronLeft size={18} aria-hidden="true" />
            <span className={styles.stepLabel} aria-hidden="true">
              {t("ui.pagination.previous")}
            </span>
          </button>
        </li>
        {items.map((item, index) =>
          item === "ellipsis" ? (
            <li key={`ellipsis-${index}`} className={styles.ellipsis}>
              <span aria-hidden="true">…</span>
              <span className="visually-hidden">{t("ui.pagination.morePages")}</span>
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={styles.page}
                aria-label={t("ui.pagination.page", { page: item })}
                aria-current={item === page ? "page" : undefined}
                onClick={() => {
                  if (item !== page) onPageChange(item);
                }}
              >
                {item}
              </button>
            </li>
          ),
        )}
        <li>
          <button
            type="button"
            className={styles.step}
            disabled={page >= lastPage}
            aria-label={t("ui.pagination.nextPage")}
            onClick={() => onPageChange(page + 1)}
          >
            <span className={styles.stepLabel} aria-hidden="true">
              {t("ui.pagination.next")}
            </span>
            <ChevronRight size={18} aria-hidden="true" />
          </button>
        </li>
      </ul>
    </nav>
  );
}
