// Preloaded (node --import) into the journeys' app server and everything it starts: `Date` runs
// ahead of the real clock by the milliseconds written in the file $E2E_CLOCK_FILE, so a journey
// can see what the app does on a later day (an expiry, a reminder) without waiting for it.
// No file means the real time. Timers are not touched: only what asks for the date moves.
import { readFileSync } from "node:fs";

const file = process.env.E2E_CLOCK_FILE;
const RealDate = Date;
const realNow = RealDate.now.bind(RealDate);
/** How long a read offset is trusted: a journey waits this long after moving the clock. */
const REREAD_MS = 50;
let offset = 0;
let readAt = Number.NEGATIVE_INFINITY;

function now() {
  const real = realNow();
  if (file && real - readAt > REREAD_MS) {
    readAt = real;
    try {
      offset = Number(readFileSync(file, "utf8")) || 0;
    } catch {
      offset = 0;
    }
  }
  return real + offset;
}

globalThis.Date = new Proxy(RealDate, {
  construct(target, args, newTarget) {
    return Reflect.construct(target, args.length > 0 ? args : [now()], newTarget);
  },
  apply() {
    return new RealDate(now()).toString();
  },
  get(target, property, receiver) {
    return property === "now" ? now : Reflect.get(target, property, receiver);
  },
});
