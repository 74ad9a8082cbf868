import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { Modal } from "../modal/modal";
import { settleConfirm, type PendingConfirm } from "./confirm-store";
import styles from "./confirm-dialog.module.css";

/** One confirm request as a dialog; ConfirmDialogHost loads it when the first one is asked. */
export function ConfirmDialog({ request, open }: { request: PendingConfirm; open: boolean }) {
  const { t } = useTranslation();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const danger = request.tone === "danger";
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) settleConfirm(request.id, false);
      }}
      role="alertdialog"
      size="small"
      title={request.title}
      description={request.description}
      hideCloseIcon
      initialFocusRef={danger ? cancelRef : confirmRef}
      footer={
        <div className={styles.actions}>
          <Button
            ref={cancelRef}
            variant="secondary"
            onClick={() => settleConfirm(request.id, false)}
          >
            {request.cancelLabel ?? t("ui.confirm.cancel")}
          </Button>
          <Button
            ref={confirmRef}
            variant={danger ? "danger" : "primary"}
            onClick={() => settleConfirm(request.id, true)}
          >
            {request.confirmLabel ?? t("ui.confirm.confirm")}
          </Button>
        </div>
      }
    />
  );
}
