import { rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { setTimeout as sleep } from "node:timers/promises";

/**
 * The journeys' server clock (support/moved-clock.mjs): moved forward by whole days, and set
 * back to the real time. A journey that moves it resets it in a `finally`, so the journeys
 * after it run on today again; sessions signed in before a move of more than a day have
 * expired on the server, so sign in again after moving.
 */
export const clockFile = () => join(process.env.E2E_DATA_DIR!, "clock-offset-ms");

/** Longer than the server's re-read interval, so its next `Date` is the moved one. */
const TAKEN_AFTER_MS = 200;
const DAY_MS = 86_400_000;

export async function moveServerClock(days: number): Promise<void> {
  writeFileSync(clockFile(), String(Math.round(days * DAY_MS)));
  await sleep(TAKEN_AFTER_MS);
}

export async function resetServerClock(): Promise<void> {
  rmSync(clockFile(), { force: true });
  await sleep(TAKEN_AFTER_MS);
}
