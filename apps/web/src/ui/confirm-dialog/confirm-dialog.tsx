import { useRef, useState, useSyncExternalStore } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../button/button";
import { Modal } from "../modal/modal";
import { useIsActiveHost } from "../single-host/single-host";
import { confirmHosts, confirmStore, settleConfirm, type PendingConfirm } from "./confirm-store";
import styles from "./confirm-dialog.module.css";

export { cancelAllConfirms, confirm, type ConfirmOptions, type ConfirmTone } from "./confirm-store";

/**
 * Shows the dialogs asked for with `confirm()`. Render it once near the root of the app;
 * extra instances render nothing.
 */
export function ConfirmDialogHost() {
  const active = useIsActiveHost(confirmHosts);
  const queue = useSyncExternalStore(
    confirmStore.subscribe,
    confirmStore.getSnapshot,
    confirmStore.getSnapshot,
  );
  const current = active ? queue[0] : undefined;
  // Keep showing the last request while its dialog animates out.
  const [shown, setShown] = useState(current);
  if (current && current !== shown) setShown(current);
  if (!shown) return null;
  return <ConfirmDialog key={shown.id} request={shown} open={current === shown} />;
}

function ConfirmDialog({ request, open }: { request: PendingConfirm; open: boolean }) {
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
