import { ChevronRight } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./breadcrumbs.module.css";

export type BreadcrumbItem = {
  label: string;
  /** A router path; items without one (and always the last item) are plain text. */
  to?: string;
};

/** The path to the current page; the last item is the page itself (aria-current="page"). */
export function Breadcrumbs({
  items,
  className,
}: {
  items: readonly BreadcrumbItem[];
  className?: string;
}) {
  const { t } = useTranslation();
  if (items.length === 0) return null;
  return (
    <nav aria-label={t("ui.breadcrumbs.label")} className={className}>
      <ol className={styles.list}>
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${index}-${item.label}`} className={styles.item}>
              {last ? (
                <span className={styles.current} aria-current="page" title={item.label}>
                  {item.label}
                </span>
              ) : item.to ? (
                <Link className={styles.link} to={item.to} title={item.label}>
                  {item.label}
                </Link>
              ) : (
                <span title={item.label}>{item.label}</span>
              )}
              {!last && <ChevronRight className={styles.separator} size={16} aria-hidden="true" />}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
