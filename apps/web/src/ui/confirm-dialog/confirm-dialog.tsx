import { lazy, Suspense, useState, useSyncExternalStore } from "react";
import { useIsActiveHost } from "../single-host/single-host";
import { confirmHosts, confirmStore } from "./confirm-store";

// The dialog's code (and its dialog library) comes with the first confirm, not the first visit.
const ConfirmDialog = lazy(() =>
  import("./confirm-dialog-view").then((m) => ({ default: m.ConfirmDialog })),
);

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
  return (
    <Suspense fallback={null}>
      <ConfirmDialog key={shown.id} request={shown} open={current === shown} />
    </Suspense>
  );
}
