import type { PaginationMeta } from "@leerlijn/contracts/pagination";
import type { UseQueryResult } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../ui/alert/alert";
import { Pagination } from "../../../ui/pagination/pagination";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import styles from "./list-page.module.css";

/**
 * A page of a list and every state around it: loading, failed, nothing at all (`empty`, when
 * given), and otherwise the total (when asked for), the rows and the pagination.
 */
export function PagedList<Row>({
  list,
  failedText,
  totalText,
  empty,
  onPageChange,
  children,
}: {
  list: UseQueryResult<{ data: Row[]; meta: PaginationMeta }>;
  failedText: string;
  totalText?: (count: number) => string;
  /** Shown instead of the list when it has no rows at all (not just none that match). */
  empty?: ReactNode;
  onPageChange: (page: number) => void;
  children: (rows: readonly Row[]) => ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <>
      {list.isError && <Alert tone="danger">{failedText}</Alert>}
      {list.isPending ? (
        <div className={styles.loading} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <Skeleton key={index} height={44} />
          ))}
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      ) : list.data && list.data.meta.total === 0 && empty ? (
        empty
      ) : (
        list.data && (
          <>
            {totalText && (
              <p className={styles.total} aria-live="polite">
                {totalText(list.data.meta.total)}
              </p>
            )}
            {children(list.data.data)}
            <Pagination
              currentPage={list.data.meta.currentPage}
              lastPage={list.data.meta.lastPage}
              onPageChange={onPageChange}
            />
          </>
        )
      )}
    </>
  );
}
