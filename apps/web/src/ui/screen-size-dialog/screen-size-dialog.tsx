import * as Dialog from "@radix-ui/react-dialog";
import { MonitorSmartphone, RotateCw } from "lucide-react";
import { type ReactNode, useCallback, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import styles from "./screen-size-dialog.module.css";

/** Spec §2 and §9: desktop tools need at least 1024 px width and landscape. */
export const MIN_DESKTOP_WIDTH = 1024;
export const SCREEN_TOO_SMALL_QUERY = "(max-width: 1023.98px), (orientation: portrait)";

/** Whether a media query matches now; follows changes (resizing, rotating). False without matchMedia. */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== "function") return () => {};
      const list = window.matchMedia(query);
      list.addEventListener("change", onChange);
      return () => list.removeEventListener("change", onChange);
    },
    [query],
  );
  const getSnapshot = () =>
    typeof window.matchMedia === "function" && window.matchMedia(query).matches;
  return useSyncExternalStore(subscribe, getSnapshot, () => false);
}

/** The same check, once, outside React (where someone lands after signing in). */
export function isScreenTooSmall(): boolean {
  return (
    typeof window.matchMedia === "function" && window.matchMedia(SCREEN_TOO_SMALL_QUERY).matches
  );
}

/** True when the viewport is narrower than 1024 px or in portrait orientation. */
export function useScreenTooSmall(): boolean {
  return useMediaQuery(SCREEN_TOO_SMALL_QUERY);
}

/** Rotating helps only a device whose longer side is at least 1024 px (a tablet held upright). */
function canRotateToFit(portrait: boolean): boolean {
  if (!portrait || typeof window.screen === "undefined") return false;
  return Math.max(window.screen.width, window.screen.height) >= MIN_DESKTOP_WIDTH;
}

type ScreenSizeDialogProps = {
  /** Overrides the screen check (e.g. to preview the dialog); by default it follows the screen. */
  open?: boolean;
  /** An optional way out, such as a link back to the overview. */
  action?: ReactNode;
};

/**
 * For desktop tools (authoring, cockpit): while the screen is too small it covers the page
 * with a dialog that cannot be dismissed, asking for a computer or, on a large enough
 * tablet held upright, to rotate it. It goes away by itself once the screen fits.
 */
export function ScreenSizeDialog({ open, action }: ScreenSizeDialogProps) {
  const { t } = useTranslation();
  const tooSmall = useScreenTooSmall();
  const portrait = useMediaQuery("(orientation: portrait)");
  const shown = open ?? tooSmall;
  if (!shown) return null;
  const prevent = (event: Event) => event.preventDefault();
  return (
    <Dialog.Root open>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.content}
          onEscapeKeyDown={prevent}
          onPointerDownOutside={prevent}
          onInteractOutside={prevent}
        >
          <span className={styles.icon} aria-hidden="true">
            <MonitorSmartphone size={28} />
          </span>
          <Dialog.Title className={styles.title}>{t("ui.screenSize.title")}</Dialog.Title>
          <Dialog.Description className={styles.text}>{t("ui.screenSize.text")}</Dialog.Description>
          {canRotateToFit(portrait) && (
            <p className={styles.rotate}>
              <RotateCw size={20} aria-hidden="true" />
              <span>{t("ui.screenSize.rotate")}</span>
            </p>
          )}
          {action && <div className={styles.action}>{action}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
