import { type ReactNode, useEffect, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { LOCALE } from "../../lib/i18n";
import styles from "./table.module.css";

const numberFormat = new Intl.NumberFormat(LOCALE);

type Align = "start" | "center" | "end";

/** A column shows `row[key]` (a string, or a number in Dutch notation), or what `render` returns. */
export type TableColumn<Row> =
  | { key: keyof Row & string; header: ReactNode; render?: (row: Row) => ReactNode; align?: Align }
  | { key: string; header: ReactNode; render: (row: Row) => ReactNode; align?: Align };

export type TableProps<Row> = {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  getRowKey: (row: Row) => string | number;
  /** Shown in one full-width row when there are no rows. */
  emptyText: ReactNode;
  /** Names the table; keep it visible unless the heading above says the same. */
  caption?: ReactNode;
  captionHidden?: boolean;
  /**
   * Below 768 px: "scroll" keeps the table and scrolls it sideways; "stack" shows each row as a
   * card, the first cell as its title and every other cell labelled with its column header.
   */
  narrow?: "scroll" | "stack";
  className?: string;
};

/**
 * A semantic data table. On narrow screens it scrolls sideways (the scroll area then becomes
 * focusable so keyboard users can scroll it too) or stacks its rows as cards.
 */
export function Table<Row>({
  columns,
  rows,
  getRowKey,
  emptyText,
  caption,
  captionHidden = false,
  narrow = "scroll",
  className,
}: TableProps<Row>) {
  const { t } = useTranslation();
  const captionId = useId();
  const scrollRef = useRef<HTMLDivElement>(null);
  const scrollable = useOverflowsX(scrollRef);
  return (
    <div
      ref={scrollRef}
      className={[styles.wrapper, className].filter(Boolean).join(" ")}
      {...(scrollable
        ? {
            tabIndex: 0,
            role: "region",
            ...(caption
              ? { "aria-labelledby": captionId }
              : { "aria-label": t("ui.table.scrollRegion") }),
          }
        : {})}
    >
      <table
        className={[styles.table, narrow === "stack" && styles.stack].filter(Boolean).join(" ")}
      >
        {caption && (
          <caption id={captionId} className={captionHidden ? "visually-hidden" : styles.caption}>
            {caption}
          </caption>
        )}
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column.key} scope="col" className={cellClass(styles.th, column.align)}>
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 ? (
            <tr>
              <td colSpan={columns.length} className={styles.empty}>
                {emptyText}
              </td>
            </tr>
          ) : (
            rows.map((row) => (
              <tr key={getRowKey(row)}>
                {columns.map((column) => (
                  <td
                    key={column.key}
                    className={cellClass(styles.td, column.align)}
                    // The label a stacked row shows before the cell (CSS), so it stays out of the cell's text.
                    data-label={typeof column.header === "string" ? column.header : undefined}
                  >
                    {column.render ? column.render(row) : cellText(row, column.key)}
                  </td>
                ))}
              </tr>
            ))
          )}
        </tbody>
      </table>
    </div>
  );
}

function cellClass(base: string | undefined, align: Align | undefined): string {
  return [base, align === "center" && styles.center, align === "end" && styles.end]
    .filter(Boolean)
    .join(" ");
}

function cellText<Row>(row: Row, key: string): ReactNode {
  const value: unknown = (row as Record<string, unknown>)[key];
  if (value === null || value === undefined) return "";
  if (typeof value === "string") return value;
  if (typeof value === "number") return numberFormat.format(value);
  return "";
}

/** Whether the element's content is wider than the element (it scrolls sideways). */
function useOverflowsX(ref: { current: HTMLElement | null }): boolean {
  const [overflows, setOverflows] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setOverflows(element.scrollWidth > element.clientWidth + 1);
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    const table = element.firstElementChild;
    if (table) observer.observe(table);
    return () => observer.disconnect();
  }, [ref]);
  return overflows;
}
