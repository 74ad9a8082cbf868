import type { ReactNode } from "react";
import { createHostRegistry } from "../single-host/single-host";

export type ConfirmTone = "danger" | "primary";

export type ConfirmOptions = {
  /** The question, e.g. "Cursus verwijderen?". */
  title: ReactNode;
  /** What happens, e.g. "Deelnemers verliezen hun voortgang. Dit kun je niet ongedaan maken." */
  description?: ReactNode;
  /** Defaults to "Bevestigen"; better is the action itself ("Verwijderen"). */
  confirmLabel?: ReactNode;
  /** Defaults to "Annuleren". */
  cancelLabel?: ReactNode;
  /** `danger` gives a red confirm button and puts focus on cancel. */
  tone?: ConfirmTone;
};

export type PendingConfirm = ConfirmOptions & { id: number; resolve: (answer: boolean) => void };

let queue: readonly PendingConfirm[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const confirmHosts = createHostRegistry();

/**
 * Asks the user to confirm and resolves with the answer: true for confirm, false for cancel,
 * Escape or a click outside. Needs one `<ConfirmDialogHost />` in the app; requests made
 * while a dialog is open wait their turn.
 */
export function confirm(options: ConfirmOptions): Promise<boolean> {
  if (import.meta.env.DEV && confirmHosts.getSnapshot().length === 0) {
    console.error("confirm(): no <ConfirmDialogHost /> is mounted, so no dialog can be shown yet.");
  }
  return new Promise<boolean>((resolve) => {
    queue = [...queue, { ...options, id: nextId++, resolve }];
    emit();
  });
}

/** Answers a pending confirm; unknown or already answered ids are ignored. */
export function settleConfirm(id: number, answer: boolean): void {
  const request = queue.find((item) => item.id === id);
  if (!request) return;
  queue = queue.filter((item) => item !== request);
  emit();
  request.resolve(answer);
}

/** Answers every pending confirm with false, e.g. when the session ends. */
export function cancelAllConfirms(): void {
  const pending = queue;
  if (pending.length === 0) return;
  queue = [];
  emit();
  pending.forEach((request) => request.resolve(false));
}

export const confirmStore = {
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): readonly PendingConfirm[] => queue,
};
