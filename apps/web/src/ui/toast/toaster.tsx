import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from "lucide-react";
import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { useIsActiveHost } from "../single-host/single-host";
import { type Toast, toasterHosts, toasts } from "./toast-store";
import styles from "./toaster.module.css";

const icons = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  error: CircleAlert,
} as const;

/**
 * Shows the toasts of `toasts.show()`: bottom right on desktop, full width at the bottom on
 * phones. Render it once near the root of the app; extra instances render nothing.
 */
export function Toaster() {
  const { t } = useTranslation();
  const active = useIsActiveHost(toasterHosts);
  const items = useSyncExternalStore(toasts.subscribe, toasts.getSnapshot, toasts.getSnapshot);
  if (!active) return null;
  return (
    <section className={styles.region} aria-label={t("ui.toast.region")}>
      <ol className={styles.list}>
        {items.map((toast) => (
          <ToastItem key={toast.id} toast={toast} />
        ))}
      </ol>
    </section>
  );
}

/**
 * One toast. Its message is a live region (errors assertive, the rest polite); the close
 * button sits outside it so it is not read as part of the message. A click on the toast
 * does not close it. The timer pauses while the pointer or focus is on it.
 */
function ToastItem({ toast }: { toast: Toast }) {
  const { t } = useTranslation();
  const Icon = icons[toast.type];
  const [paused, setPaused] = useState(false);
  const remaining = useRef(toast.durationMs);

  useEffect(() => {
    if (paused || remaining.current === null) return;
    const startedAt = Date.now();
    const timer = window.setTimeout(() => toasts.dismiss(toast.id), remaining.current);
    return () => {
      window.clearTimeout(timer);
      if (remaining.current !== null) {
        remaining.current = Math.max(0, remaining.current - (Date.now() - startedAt));
      }
    };
  }, [paused, toast.id]);

  return (
    <li
      className={`${styles.toast} ${styles[toast.type]}`}
      data-type={toast.type}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        const next = event.relatedTarget;
        if (!(next instanceof Node && event.currentTarget.contains(next))) setPaused(false);
      }}
    >
      <div
        className={styles.message}
        role={toast.type === "error" ? "alert" : "status"}
        aria-live={toast.type === "error" ? "assertive" : "polite"}
        aria-atomic="true"
      >
        <Icon className={styles.icon} size={20} aria-hidden="true" />
        <div className={styles.text}>
          <p className={styles.title}>
            <span className="visually-hidden">{t(`ui.toast.types.${toast.type}`)}: </span>
            {toast.title}
          </p>
          {toast.description && <p className={styles.description}>{toast.description}</p>}
        </div>
      </div>
      <button
        type="button"
        className={styles.close}
        aria-label={t("ui.toast.close")}
        onClick={() => toasts.dismiss(toast.id)}
      >
        <X size={18} aria-hidden="true" />
      </button>
    </li>
  );
}
