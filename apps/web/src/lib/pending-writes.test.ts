import { describe, expect, it } from "vitest";
import { hasPendingWrites, whenNoPendingWrites, writeStarted } from "./pending-writes";

describe("pending writes", () => {
  it("resolves at once without writes, and only after the last of several ends", async () => {
    await whenNoPendingWrites();
    const first = writeStarted();
    const second = writeStarted();
    let idle = false;
    const waiting = whenNoPendingWrites().then(() => (idle = true));

    first();
    first(); // ending twice counts once
    await Promise.resolve();
    expect([idle, hasPendingWrites()]).toEqual([false, true]);

    second();
    await waiting;
    expect([idle, hasPendingWrites()]).toEqual([true, false]);
  });
});
