import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { Spinner } from "../spinner/spinner";
import styles from "./load-more.module.css";

type LoadMoreProps = {
  hasMore: boolean;
  loading: boolean;
  onLoadMore: () => void;
  /** Defaults to "Meer laden"; e.g. "Meer cursussen laden". */
  label?: string;
  className?: string;
};

/** Loads the next part of a list; hidden when everything is loaded, busy while loading. */
export function LoadMore({ hasMore, loading, onLoadMore, label, className }: LoadMoreProps) {
  const { t } = useTranslation();
  if (!hasMore) return null;
  return (
    <div className={[styles.loadMore, className].filter(Boolean).join(" ")}>
      <Button
        variant="secondary"
        onClick={() => {
          if (!loading) onLoadMore();
        }}
        aria-disabled={loading || undefined}
        aria-busy={loading || undefined}
        icon={loading ? <Spinner size={18} decorative /> : undefined}
      >
        {loading ? t("ui.loadMore.loading") : (label ?? t("ui.loadMore.label"))}
      </Button>
    </div>
  );
}
