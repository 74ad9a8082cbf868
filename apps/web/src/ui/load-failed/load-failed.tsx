import { RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../alert/alert";
import { Button } from "../button/button";
import styles from "./load-failed.module.css";

type LoadFailedProps = {
  /** What could not be loaded ("Deze cursus kon niet worden geladen."). */
  children: ReactNode;
  onRetry: () => void;
  /** While the retry runs the button waits, so a second tap sends nothing twice. */
  retrying?: boolean;
};

/**
 * The error state of something a page reads: what failed and a button that reads it again,
 * so nobody is left with "probeer het opnieuw" and only the browser's reload to do it with.
 */
export function LoadFailed({ children, onRetry, retrying = false }: LoadFailedProps) {
  const { t } = useTranslation();
  return (
    <Alert tone="danger">
      <div className={styles.body}>
        <p>{children}</p>
        <Button
          size="small"
          icon={<RotateCw size={16} aria-hidden="true" />}
          disabled={retrying}
          onClick={onRetry}
        >
          {t("ui.loadFailed.retry")}
        </Button>
      </div>
    </Alert>
  );
}
