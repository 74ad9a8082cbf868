/**
 * Calls that change something (an answer being saved, a form sent) and have not been answered
 * yet. A new version of the app waits for none to be left before it reloads the page.
 */
let pending = 0;
const waiting = new Set<() => void>();

export function writeStarted(): () => void {
  pending += 1;
  let done = false;
  return () => {
    if (done) return;
    done = true;
    pending -= 1;
    if (pending === 0) for (const resolve of [...waiting]) resolve();
  };
}

export const hasPendingWrites = () => pending > 0;

/** Resolves once no call that changes something is in flight (at once when none is). */
export function whenNoPendingWrites(): Promise<void> {
  if (pending === 0) return Promise.resolve();
  return new Promise((resolve) => {
    const settle = () => {
      waiting.delete(settle);
      resolve();
    };
    waiting.add(settle);
  });
}
