import * as Dialog from "@radix-ui/react-dialog";
import { MonitorSmartphone, RotateCw } from "lucide-react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { MIN_DESKTOP_WIDTH, useMediaQuery, useScreenTooSmall } from "./screen-size";
import styles from "./screen-size-dialog.module.css";

export {
  isScreenTooSmall,
  MIN_DESKTOP_WIDTH,
  SCREEN_TOO_SMALL_QUERY,
  useMediaQuery,
  useScreenTooSmall,
} from "./screen-size";

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
