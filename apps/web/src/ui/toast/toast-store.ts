import { createHostRegistry } from "../single-host/single-host";

export type ToastType = "info" | "success" | "warning" | "error";

export type ToastOptions = {
  type: ToastType;
  title: string;
  description?: string | undefined;
  /**
   * Time before it closes by itself. Defaults to DEFAULT_TOAST_DURATION_MS, except for errors,
   * which stay until closed; `null` keeps any toast until it is closed.
   */
  durationMs?: number | null | undefined;
};

export type Toast = {
  id: string;
  type: ToastType;
  title: string;
  description: string | undefined;
  /** null: stays until closed. */
  durationMs: number | null;
};

/** Spec §9: at most 10 toasts; a new one pushes out the oldest. */
export const MAX_TOASTS = 10;
export const DEFAULT_TOAST_DURATION_MS = 5000;

let items: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

export const toasterHosts = createHostRegistry();

/** The app-wide notifications; shown by the one `<Toaster />`. */
export const toasts = {
  /** Shows a toast and returns its id. */
  show: (options: ToastOptions): string => {
    const id = `toast-${nextId++}`;
    const durationMs =
      options.durationMs !== undefined
        ? options.durationMs
        : options.type === "error"
          ? null
          : DEFAULT_TOAST_DURATION_MS;
    const toast: Toast = {
      id,
      type: options.type,
      title: options.title,
      description: options.description,
      durationMs,
    };
    items = [...items, toast].slice(-MAX_TOASTS);
    emit();
    return id;
  },
  dismiss: (id: string): void => {
    if (!items.some((toast) => toast.id === id)) return;
    items = items.filter((toast) => toast.id !== id);
    emit();
  },
  /** Removes every toast (for example on logout). */
  clear: (): void => {
    if (items.length === 0) return;
    items = [];
    emit();
  },
  subscribe: (listener: () => void): (() => void) => {
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  },
  getSnapshot: (): readonly Toast[] => items,
};
