import * as Dialog from "@radix-ui/react-dialog";
import { X } from "lucide-react";
import { type FormEvent, type ReactNode, type RefObject, useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { Spinner } from "../spinner/spinner";
import { TabGroup, type TabItem } from "../tab-group/tab-group";
import styles from "./modal.module.css";

/** Spec §9: a closed modal stays in the page for its close animation, then goes after 500 ms. */
export const MODAL_UNMOUNT_DELAY_MS = 500;

export type ModalSize = "small" | "medium" | "large";

export type ModalProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  /** A short line under the title; screen readers read it with the title. */
  description?: ReactNode;
  /** small 420 px, medium 560 px, large 880 px wide on desktop; full width on mobile. */
  size?: ModalSize;
  /** Tabs inside the modal; shown above (and instead of) `children`. */
  tabs?: readonly TabItem[];
  defaultTab?: string;
  children?: ReactNode;
  /** Replaces the default buttons (close, and submit when `onSubmit` is set); `null` hides the footer. */
  footer?: ReactNode;
  /**
   * Makes the modal a form: the submit button and Enter in a field call this. The browser's
   * own validation is off (its messages are not in our words): validate here and show the
   * errors on the fields.
   */
  onSubmit?: () => void | Promise<unknown>;
  submitLabel?: ReactNode;
  submitDisabled?: boolean;
  /** Shows the submit button as busy and disables it. */
  submitting?: boolean;
  /**
   * Text of the close button in the footer; defaults to "Annuleren" beside a submit button (it
   * drops what was chosen) and to "Sluiten" without one.
   */
  closeLabel?: ReactNode;
  /** The element to focus on open instead of the first focusable one. */
  initialFocusRef?: RefObject<HTMLElement | null>;
  /** `alertdialog` for dialogs that ask for a decision (see ConfirmDialog). */
  role?: "dialog" | "alertdialog";
  /** Hides the × in the header (the footer or Escape still closes the modal). */
  hideCloseIcon?: boolean;
};

/**
 * A modal dialog on Radix: traps focus, closes on Escape and outside click, locks page
 * scrolling, and gives focus back to what opened it. Fades in on desktop and slides up from
 * the bottom below 992 px. After closing it stays mounted (inert) for its close animation and
 * is removed after MODAL_UNMOUNT_DELAY_MS.
 */
export function Modal({
  open,
  onOpenChange,
  title,
  description,
  size = "medium",
  tabs,
  defaultTab,
  children,
  footer,
  onSubmit,
  submitLabel,
  submitDisabled = false,
  submitting = false,
  closeLabel,
  initialFocusRef,
  role = "dialog",
  hideCloseIcon = false,
}: ModalProps) {
  const { t } = useTranslation();
  const [mounted, setMounted] = useState(open);
  const [instance, setInstance] = useState(0);
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) {
      // Reopened during the close animation: start a fresh dialog so focus moves into it again.
      if (mounted) setInstance((count) => count + 1);
      setMounted(true);
    }
  }

  useEffect(() => {
    if (open || !mounted) return;
    const timer = window.setTimeout(() => setMounted(false), MODAL_UNMOUNT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [open, mounted]);

  // Focus goes back to the opener as soon as the modal closes, not after the animation.
  const returnFocusTo = useRef<HTMLElement | null>(null);
  useEffect(() => {
    if (!open) restoreFocus(returnFocusTo);
  }, [open]);

  if (!mounted) return null;

  const closing = !open;
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting || submitDisabled || !onSubmit) return;
    void onSubmit();
  };

  const defaultFooter = (
    <>
      <Dialog.Close asChild>
        <Button variant="secondary">
          {closeLabel ?? (onSubmit ? t("ui.modal.cancel") : t("ui.modal.close"))}
        </Button>
      </Dialog.Close>
      {onSubmit && (
        <Button
          type="submit"
          variant="primary"
          disabled={submitDisabled || submitting}
          aria-busy={submitting || undefined}
          icon={submitting ? <Spinner size={18} decorative /> : undefined}
        >
          {submitting ? t("ui.modal.submitting") : (submitLabel ?? t("ui.modal.submit"))}
        </Button>
      )}
    </>
  );
  const footerContent = footer === undefined ? defaultFooter : footer;
  const body = (
    <>
      {(tabs || children) && (
        <div className={styles.body}>
          {tabs && <TabGroup tabs={tabs} defaultValue={defaultTab} />}
          {children}
        </div>
      )}
      {footerContent !== null && footerContent !== false && (
        <div className={styles.footer}>{footerContent}</div>
      )}
    </>
  );

  return (
    <Dialog.Root
      open={open}
      onOpenChange={(next) => {
        if (next !== open) onOpenChange(next);
      }}
    >
      <Dialog.Portal forceMount key={instance}>
        <Dialog.Overlay
          className={styles.overlay}
          style={closing ? { pointerEvents: "none" } : undefined}
        />
        <Dialog.Content
          role={role}
          className={[styles.content, size !== "medium" && styles[size]].filter(Boolean).join(" ")}
          data-size={size}
          inert={closing}
          aria-hidden={closing || undefined}
          onOpenAutoFocus={(event) => {
            const active = document.activeElement;
            returnFocusTo.current =
              active instanceof HTMLElement && active !== document.body ? active : null;
            if (initialFocusRef?.current) {
              event.preventDefault();
              initialFocusRef.current.focus();
            }
          }}
          onCloseAutoFocus={(event) => {
            // Done when the modal closed. This covers a modal removed while open (focus is lost
            // to the body); after a quick reopen, focus is in the new dialog and must stay there.
            event.preventDefault();
            const active = document.activeElement;
            if (active === null || active === document.body) restoreFocus(returnFocusTo);
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{title}</Dialog.Title>
            {!hideCloseIcon && (
              <Dialog.Close className={styles.closeIcon} aria-label={t("ui.modal.closeIcon")}>
                <X size={20} aria-hidden="true" />
              </Dialog.Close>
            )}
          </div>
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {onSubmit ? (
            <form className={styles.form} onSubmit={handleSubmit} noValidate>
              {body}
            </form>
          ) : (
            body
          )}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function restoreFocus(target: { current: HTMLElement | null }) {
  const element = target.current;
  target.current = null;
  if (element?.isConnected) element.focus();
}
