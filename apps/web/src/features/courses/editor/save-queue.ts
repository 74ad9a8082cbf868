import { useEffect, useSyncExternalStore } from "react";
import { ApiError } from "../../../lib/api-client";

export type SaveState = "saved" | "unsaved" | "saving" | "failed";

type Task = () => Promise<void>;

/** Why saving stopped: `retryable` false when trying again cannot help (a locked version). */
export type SaveFailure = { message: string | null; retryable: boolean };

/** How long typing may pause before it is saved: a sentence is one save, not one per key. */
export const SAVE_DELAY_MS = 700;

/**
 * Saves of the editor, one at a time per key (a block). `schedule` waits until typing pauses
 * (or the field is left, or the page), `push` saves at once; the newest waiting save for a key
 * replaces older ones, so a burst of changes becomes one save after the running one.
 */
export class SaveQueue {
  private readonly waiting = new Map<string, Task>();
  private readonly timers = new Map<string, ReturnType<typeof setTimeout>>();
  private readonly running = new Map<string, Promise<void>>();
  /** The last failed save per key, for 'Opnieuw proberen'. */
  private readonly failedTasks = new Map<string, Task>();
  private lastFailure: SaveFailure | null = null;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly delay = SAVE_DELAY_MS) {}

  subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  state = (): SaveState => {
    if (this.running.size > 0 || this.waiting.size > this.timers.size) return "saving";
    if (this.timers.size > 0) return "unsaved";
    return this.failedTasks.size > 0 ? "failed" : "saved";
  };

  failure = (): SaveFailure | null => (this.failedTasks.size > 0 ? this.lastFailure : null);

  /** Saves are waiting, running, or failed: leaving now would lose work. */
  get busy(): boolean {
    return this.running.size > 0 || this.waiting.size > 0 || this.failedTasks.size > 0;
  }

  private emit() {
    for (const listener of this.listeners) listener();
  }

  /** Saves once changes to this key pause for the delay. */
  schedule(key: string, task: Task): void {
    this.waiting.set(key, task);
    clearTimeout(this.timers.get(key));
    this.timers.set(
      key,
      setTimeout(() => void this.flush(key), this.delay),
    );
    this.emit();
  }

  /** Saves at once. */
  push(key: string, task: Task): void {
    this.waiting.set(key, task);
    void this.flush(key);
  }

  /** Starts the waiting save of a key (all keys without one) now; resolves when they are done. */
  async flush(key?: string): Promise<void> {
    const keys = key === undefined ? [...this.waiting.keys()] : [key];
    for (const each of keys) {
      clearTimeout(this.timers.get(each));
      this.timers.delete(each);
      void this.run(each);
    }
    this.emit();
    await Promise.all(keys.map((each) => this.idle(each)));
  }

  /** Forgets what waits for a key, e.g. of a block that is being deleted. */
  cancel(key: string): void {
    clearTimeout(this.timers.get(key));
    this.timers.delete(key);
    this.waiting.delete(key);
    this.failedTasks.delete(key);
    this.emit();
  }

  /** Tries every failed save again. */
  retry(): void {
    for (const [key, task] of this.failedTasks) {
      this.failedTasks.delete(key);
      if (!this.waiting.has(key)) this.waiting.set(key, task);
      void this.flush(key);
    }
  }

  private async idle(key: string): Promise<void> {
    for (let current = this.running.get(key); current; current = this.running.get(key))
      await current;
  }

  private run(key: string): Promise<void> {
    const current = this.running.get(key);
    if (current) return current;
    const task = this.waiting.get(key);
    if (!task || this.timers.has(key)) return Promise.resolve();
    this.waiting.delete(key);
    const done = (async () => {
      try {
        await task();
        this.failedTasks.delete(key);
      } catch (error) {
        this.failedTasks.set(key, task);
        this.lastFailure = failureOf(error);
      } finally {
        this.running.delete(key);
        this.emit();
        void this.run(key);
      }
    })();
    this.running.set(key, done);
    return done;
  }
}

/** A refusal the server explains (409: locked, 422: invalid) is said as such, not as a network problem. */
function failureOf(error: unknown): SaveFailure {
  if (
    !(error instanceof ApiError) ||
    error.status === 0 ||
    error.status === 429 ||
    error.status >= 500
  )
    return { message: null, retryable: true };
  return { message: error.message, retryable: false };
}

export function useSaveState(queue: SaveQueue): SaveState {
  return useSyncExternalStore(queue.subscribe, queue.state);
}

export function useSaveFailure(queue: SaveQueue): SaveFailure | null {
  return useSyncExternalStore(queue.subscribe, queue.failure);
}

/**
 * Nothing typed is lost by leaving: waiting saves start when the editor goes away (another
 * route) and when the page unloads, where the browser also warns while saves are unfinished.
 */
export function useSaveBeforeLeaving(queue: SaveQueue): void {
  useEffect(() => {
    const warn = (event: BeforeUnloadEvent) => {
      if (!queue.busy) return;
      void queue.flush();
      event.preventDefault();
      event.returnValue = "";
    };
    window.addEventListener("beforeunload", warn);
    return () => {
      window.removeEventListener("beforeunload", warn);
      void queue.flush();
    };
  }, [queue]);
}
