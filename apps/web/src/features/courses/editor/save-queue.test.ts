import { describe, expect, it } from "vitest";
import { SaveQueue } from "./save-queue";

const later = () => {
  let resolve = () => undefined as void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

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
    await new Promise((done) => setTimeout(done, 0));
    expect(ran).toEqual(["a1", "a3"]);
    expect(queue.state()).toBe("saved");
  });

  it("reports a failed save until the next one succeeds", async () => {
    const queue = new SaveQueue();
    queue.push("a", () => Promise.reject(new Error("offline")));
    await new Promise((done) => setTimeout(done, 0));
    expect(queue.state()).toBe("failed");
    queue.push("a", () => Promise.resolve());
    await new Promise((done) => setTimeout(done, 0));
    expect(queue.state()).toBe("saved");
  });
});
