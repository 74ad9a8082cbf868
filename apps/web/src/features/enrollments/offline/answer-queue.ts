import type {
  ProgressBody,
  recordProgress,
} from "@leerlijn/contracts/enrollments/walk-through.contract";
import { recordProgressEndpoint } from "@leerlijn/contracts/start-page-endpoints";
import { type DBSchema, type IDBPDatabase, openDB } from "idb";
import { ApiError, callEndpoint } from "../../../lib/api-client";

/*
 * Answers given without a connection, kept on the device (IndexedDB) in the order they were
 * given, each with the key the server recognises a resend by and the person who gave it. They
 * are sent one by one when the connection returns (the browser's online event, and retries with
 * a growing pause); an answer the server refuses (the time ran out, the enrollment is gone) is
 * dropped, as it would have been refused online. A phone may be shared: only the signed-in
 * person's answers are counted and sent, with their session; someone else's wait on the device
 * until that person signs in again.
 */

export type QueuedAnswer = {
  /** The user id of who gave the answer: only their session may send it. */
  ownerId: string;
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

/** The signed-in person (set by the app's shell); null while nobody is. */
let owner: string | null = null;
/** The owner's waiting answers, in order, as IndexedDB holds them. */
let waiting: readonly QueuedAnswer[] = [];
const listeners = new Set<() => void>();

async function readWaiting(): Promise<readonly QueuedAnswer[]> {
  if (owner === null) return [];
  const all = await (await open()).getAll("answers");
  return all.filter((answer) => answer.ownerId === owner);
}

async function refreshWaiting(): Promise<void> {
  waiting = await readWaiting();
  for (const listener of listeners) listener();
}

/** For useSyncExternalStore: the signed-in person's answers waiting to be sent. */
export const queuedAnswers = () => waiting;
export function subscribeToQueue(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Queues the signed-in person's answer and starts sending; returns it as queued. */
export async function enqueueAnswer(answer: Omit<QueuedAnswer, "ownerId">): Promise<QueuedAnswer> {
  if (owner === null) throw new Error("An answer is queued only while someone is signed in");
  const queued = { ...answer, ownerId: owner };
  await (await open()).add("answers", queued);
  await refreshWaiting();
  void sendQueue();
  return queued;
}

/**
 * The answers of this enrollment waiting on the device, read from IndexedDB itself: a page
 * loaded afresh asks before the shell has read the queue. An enrollment belongs to one person,
 * so its answers are that person's.
 */
export async function queuedAnswersOf(enrollmentId: string): Promise<QueuedAnswer[]> {
  if (typeof indexedDB === "undefined") return [];
  // A device that cannot open IndexedDB has queued nothing; the page shows what it read.
  const all = await open()
    .then((db) => db.getAll("answers"))
    .catch(() => []);
  return all.filter((answer) => answer.enrollmentId === enrollmentId);
}

/** Whether answers of this enrollment wait: a new one then goes behind them, to keep the order. */
export function hasQueuedAnswers(enrollmentId: string): boolean {
  return waiting.some((answer) => answer.enrollmentId === enrollmentId);
}

let sending: Promise<void> | null = null;
let retryDelay = FIRST_RETRY_MS;
let retryTimer: ReturnType<typeof setTimeout> | undefined;

/** Sends the waiting answers in order; one run at a time. */
export function sendQueue(): Promise<void> {
  sending ??= sendInOrder().finally(() => (sending = null));
  return sending;
}

/** The owner's first waiting answer and its place in the store, or null. */
async function firstOf(sender: string) {
  const db = await open();
  for (let cursor = await db.transaction("answers").store.openCursor(); cursor;) {
    if (cursor.value.ownerId === sender) return { key: cursor.key, answer: cursor.value };
    cursor = await cursor.continue();
  }
  return null;
}

async function sendInOrder(): Promise<void> {
  clearTimeout(retryTimer);
  // Offline the browser's online event starts the next run.
  if (!navigator.onLine) return;
  const db = await open();
  for (;;) {
    // Asked before each answer: after a sign-out nothing more is sent, and after another
    // sign-in only the new person's answers, with their session.
    const sender = owner;
    const first = sender === null ? null : await firstOf(sender);
    if (!first || owner !== sender) break;
    const { enrollmentId, sectionId, body } = first.answer;
    try {
      await callEndpoint<typeof recordProgress>(recordProgressEndpoint, {
        params: { enrollmentId, sectionId },
        body,
      });
    } catch (error) {
      // The session ran out while the answers waited: kept until their owner signs in again.
      if (error instanceof ApiError && error.status === 401) break;
      // A refusal (4xx) stays a refusal; anything else is tried again later.
      if (!(error instanceof ApiError && error.status < 500)) {
        retryTimer = setTimeout(() => void sendQueue(), retryDelay);
        retryDelay = Math.min(retryDelay * 2, LAST_RETRY_MS);
        break;
      }
    }
    await db.delete("answers", first.key);
    await refreshWaiting();
  }
  if (waiting.length === 0) retryDelay = FIRST_RETRY_MS;
}

let listening = false;

/**
 * Makes the signed-in person (a user id, or null on signing out) the queue's owner: reads what
 * they left from an earlier visit and sends it, now and whenever the connection returns.
 */
export function setQueueOwner(userId: string | null): void {
  if (typeof indexedDB === "undefined") return;
  if (!listening) {
    listening = true;
    window.addEventListener("online", () => {
      retryDelay = FIRST_RETRY_MS;
      void sendQueue();
    });
  }
  owner = userId;
  void refreshWaiting()
    .then(() => {
      if (waiting.length > 0) void sendQueue();
    })
    .catch(() => undefined);
}
