import { useEffect, useSyncExternalStore } from "react";

export type SaveState = "saved" | "saving" | "failed";

type Task = () => Promise<void>;

/**
 * Saves of the editor, one at a time per key (a block), the newest waiting one replacing older
 * ones for the same key, so a burst of typing becomes one save after the running one.
 */
export class SaveQueue {
  private readonly waiting = new Map<string, Task>();
  private readonly running = new Set<string>();
  private failedCount = 0;
  private readonly listeners = new Set<() => void>();

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  state = (): SaveState =>
    this.running.size > 0 || this.waiting.size > 0
      ? "saving"
      : this.failedCount > 0
        ? "failed"
        : "saved";

  get busy(): boolean {
    return this.running.size > 0 || this.waiting.size > 0;
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  push(key: string, task: Task): void {
    this.waiting.set(key, task);
    this.emit();
    void this.run(key);
  }

  private async run(key: string): Promise<void> {
    if (this.running.has(key)) return;
    const task = this.waiting.get(key);
    if (!task) return;
    this.waiting.delete(key);
    this.running.add(key);
    try {
      await task();
      this.failedCount = 0;
    } catch {
      this.failedCount += 1;
    } finally {
      this.running.delete(key);
      this.emit();
      void this.run(key);
    }
  }
}

export function useSaveState(queue: SaveQueue): SaveState {
  return useSyncExternalStore(queue.subscribe, queue.state);
}

/** The browser's own "leave this page?" warning while saves are queued or running. */
export function useLeaveWarning(queue: SaveQueue): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!queue.busy) return;
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => window.removeEventListener("beforeunload", warn);
  }, [queue]);
}
