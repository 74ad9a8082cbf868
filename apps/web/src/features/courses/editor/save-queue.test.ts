import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { SaveQueue } from "./save-queue";

const later = () => {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};
const settle = () => new Promise((done) => setTimeout(done, 0));

afterEach(() => vi.useRealTimers());

describe("SaveQueue", () => {
  it("runs one save per key at a time and keeps only the newest waiting one", async () => {
    const queue = new SaveQueue();
    const first = later();
    const ran: string[] = [];
    queue.push("a", async () => {
      ran.push("a1");
      await first.promise;
    });
    queue.push("a", () => Promise.resolve(void ran.push("a2")));
    queue.push("a", () => Promise.resolve(void ran.push("a3")));
    expect(queue.state()).toBe("saving");
    expect(queue.busy).toBe(true);
    first.resolve();
    await settle();
    expect(ran).toEqual(["a1", "a3"]);
    expect(queue.state()).toBe("saved");
  });

  it("turns a burst of typing into one save once the typing pauses", async () => {
    vi.useFakeTimers();
    const queue = new SaveQueue(700);
    const saved: number[] = [];
    for (let key = 1; key <= 20; key += 1) {
      queue.schedule("a", () => Promise.resolve(void saved.push(key)));
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(saved).toEqual([]);
    expect(queue.state()).toBe("unsaved");
    expect(queue.busy).toBe(true);
    await vi.advanceTimersByTimeAsync(600);
    expect(saved).toEqual([20]);
    expect(queue.state()).toBe("saved");
  });

  it("saves at once when flushed, as on leaving a field or the editor", async () => {
    vi.useFakeTimers();
    const queue = new SaveQueue(700);
    const saved: string[] = [];
    queue.schedule("a", () => Promise.resolve(void saved.push("a")));
    queue.schedule("b", () => Promise.resolve(void saved.push("b")));
    await queue.flush("a");
    expect(saved).toEqual(["a"]);
    await queue.flush();
    expect(saved).toEqual(["a", "b"]);
    expect(queue.state()).toBe("saved");
  });

  it("reports a failed save, offers it again, and is saved once it succeeds", async () => {
    const queue = new SaveQueue();
    let online = false;
    queue.push("a", () => (online ? Promise.resolve() : Promise.reject(new TypeError("offline"))));
    await settle();
    expect(queue.state()).toBe("failed");
    expect(queue.failure()).toEqual({ message: null, retryable: true });
    online = true;
    queue.retry();
    await settle();
    expect(queue.state()).toBe("saved");
    expect(queue.failure()).toBeNull();
  });

  it("says why the server refused a save (a locked version) instead of blaming the network", async () => {
    const queue = new SaveQueue();
    const locked = new ApiError(
      409,
      {
        message: "Deze versie wordt beoordeeld en kan nu niet worden gewijzigd.",
        code: "CONFLICT",
      },
      "PATCH",
    );
    queue.push("a", () => Promise.reject(locked));
    await settle();
    expect(queue.state()).toBe("failed");
    expect(queue.failure()).toEqual({
      message: "Deze versie wordt beoordeeld en kan nu niet worden gewijzigd.",
      retryable: false,
    });
  });
});
