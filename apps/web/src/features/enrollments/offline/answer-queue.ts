import {
  type ProgressBody,
  recordProgress,
} from "@leerlijn/contracts/enrollments/walk-through.contract";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { ApiError, callApi } from "../../../lib/api-client";

/*
 * Answers given without a connection, kept on the device (IndexedDB) in the order they were
 * given, each with the key the server recognises a resend by. They are sent one by one when the
 * connection returns (the browser's online event, and retries with a growing pause); an answer
 * the server refuses (the time ran out, the enrollment is gone) is dropped, as it would have
 * been refused online.
 */

export type QueuedAnswer = {
  enrollmentId: string;
  sectionId: string;
  body: ProgressBody & { idempotencyKey: string };
};

interface QueueSchema extends DBSchema {
  answers: { key: number; value: QueuedAnswer };
}

const FIRST_RETRY_MS = 1000;
const LAST_RETRY_MS = 60_000;

let database: Promise<IDBPDatabase<QueueSchema>> | null = null;
const open = () =>
  (database ??= openDB<QueueSchema>("leerlijn-answers", 1, {
    upgrade(db) {
      db.createObjectStore("answers", { autoIncrement: true });
    },
  }));

let count = 0;
const listeners = new Set<() => void>();
const setCount = (next: number) => {
  count = next;
  for (const listener of listeners) listener();
};

/** For useSyncExternalStore: the number of answers waiting to be sent. */
export const queuedCount = () => count;
export function subscribeToQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export async function enqueueAnswer(answer: QueuedAnswer): Promise<void> {
  const db = await open();
  await db.add("answers", answer);
  setCount(await db.count("answers"));
  void sendQueue();
}

/** Whether answers of this enrollment wait: a new one then goes behind them, to keep the order. */
export async function hasQueuedAnswers(enrollmentId: string): Promise<boolean> {
  // Most answers are given online with nothing waiting: no need to ask IndexedDB.
  if (count === 0) return false;
  const all = await (await open()).getAll("answers");
  return all.some((answer) => answer.enrollmentId === enrollmentId);
}

let sending: Promise<void> | null = null;
let retryDelay = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends the waiting answers in order; one run at a time. */
export function sendQueue(): Promise<void> {
  sending ??= sendInOrder().finally(() => (sending = null));
  return sending;
}

async function sendInOrder(): Promise<void> {
  clearTimeout(retryTimer);
  // Offline the browser's online event starts the next run.
  if (!navigator.onLine) return;
  const db = await open();
  for (;;) {
    const cursor = await db.transaction("answers").store.openCursor();
    if (!cursor) break;
    const { enrollmentId, sectionId, body } = cursor.value;
    try {
      await callApi(recordProgress, { params: { enrollmentId, sectionId }, body });
    } catch (error) {
      // A refusal (4xx) stays a refusal; anything else is tried again later.
      if (!(error instanceof ApiError && error.status < 500)) {
        retryTimer = setTimeout(() => void sendQueue(), retryDelay);
        retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
        break;
      }
    }
    await db.delete("answers", cursor.key);
    setCount(await db.count("answers"));
  }
  if (count === 0) retryDelay = FIRST_RETRY_MS;
}

/** Reads what waits from an earlier visit and sends it whenever the connection returns. */
export function startAnswerQueue(): void {
  if (typeof indexedDB === "undefined") return;
  window.addEventListener("online", () => {
    retryDelay = FIRST_RETRY_MS;
    void sendQueue();
  });
  void open()
    .then((db) => db.count("answers"))
    .then((waiting) => {
      setCount(waiting);
      if (waiting > 0) void sendQueue();
    })
    .catch(() => undefined);
}
