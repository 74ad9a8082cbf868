import { EventEmitter } from "node:events";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it, vi } from "vitest";
import type { JobQueue } from "./job-queue";
import { sweepRegularly } from "./sweep-regularly";

/** The queue's only part a sweep uses: the `stopped` event of pg-boss. */
const queue = () => ({ boss: new EventEmitter() }) as unknown as JobQueue;

function recordingLog() {
  const lines: { level: string; message: string; details: object }[] = [];
  return {
    lines,
    info: (details: object, message: string) => lines.push({ level: "info", message, details }),
    error: (details: object, message: string) => lines.push({ level: "error", message, details }),
  };
}

describe("sweepRegularly", () => {
  it("runs at once and again on its interval, logging only passes that did something, until the queue stops", async () => {
    const jobs = queue();
    const log = recordingLog();
    const results = [0, 3, 0];
    let passes = 0;
    sweepRegularly(
      { jobs, log },
      {
        everyMs: 20,
        run: () => Promise.resolve({ count: results[passes++] ?? 0 }),
        done: "done",
        failed: "failed",
      },
    );
    expect(passes).toBe(1);
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    expect(log.lines).toEqual([{ level: "info", message: "done", details: { count: 3 } }]);
    jobs.boss.emit("stopped");
    const after = passes;
    await sleep(60);
    expect(passes).toBe(after);
  });

  it("never runs a pass beside one still busy, and goes on after a failure", async () => {
    const jobs = queue();
    const log = recordingLog();
    let running = 0;
    let most = 0;
    let passes = 0;
    sweepRegularly(
      { jobs, log },
      {
        everyMs: 5,
        run: async () => {
          passes += 1;
          running += 1;
          most = Math.max(most, running);
          await sleep(30);
          running -= 1;
          if (passes === 1) throw new Error("database away");
          return { count: 0 };
        },
        done: "done",
        failed: "failed",
      },
    );
    await vi.waitFor(() => expect(passes).toBeGreaterThanOrEqual(3), { timeout: 5_000 });
    jobs.boss.emit("stopped");
    expect(most).toBe(1);
    expect(log.lines.map((line) => line.message)).toEqual(["failed"]);
  });
});
