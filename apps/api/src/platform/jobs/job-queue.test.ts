import { setTimeout as sleep } from "node:timers/promises";
import { afterAll, describe, expect, it, vi } from "vitest";
import { buildTestDatabase } from "../../test/build-test-app";
import { createJobQueue, defineJob, type JobQueue } from "./job-queue";

const database = await buildTestDatabase();
const queues: JobQueue[] = [];
const startQueue = async () => {
  const queue = await createJobQueue(database, {
    superviseIntervalSeconds: 1,
    pollingIntervalSeconds: 0.5,
  });
  queues.push(queue);
  return queue;
};
afterAll(async () => {
  for (const queue of queues) await queue.stop().catch(() => undefined);
});

async function until<T>(probe: () => Promise<T | undefined>, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const value = await probe();
    if (value !== undefined) return value;
    await sleep(100);
  }
  throw new Error("timed out");
}

describe("the job queue", () => {
  it("runs a job sent to it with its data", async () => {
    const queue = await startQueue();
    const job = defineJob<{ word: string }>("test-echo", { retryLimit: 0 });
    const seen: string[] = [];
    await queue.work(job, async (data) => {
      seen.push(data.word);
      await Promise.resolve();
    });
    await queue.send(job, { word: "hallo" });
    await until(() => Promise.resolve(seen.length > 0 ? true : undefined));
    expect(seen).toEqual(["hallo"]);
  });

  it("claims jobs in batches without waiting a polling interval each, settling each on its own", async () => {
    const queue = await startQueue();
    const job = defineJob<{ n: number }>("test-batch", { retryLimit: 1, retryDelay: 0 });
    const runs: number[] = [];
    const ids = await Promise.all(Array.from({ length: 30 }, (_, n) => queue.send(job, { n })));
    const started = Date.now();
    await queue.work(
      job,
      async ({ n }, { attempt }) => {
        runs.push(n);
        await Promise.resolve();
        if (n === 7 && attempt === 1) throw new Error("once");
      },
      1,
      { batch: 10 },
    );
    const states = await until(async () => {
      const found = await Promise.all(
        ids.map(async (id) => (await queue.boss.findJobs(job.name, { id: id ?? "" }))[0]?.state),
      );
      return found.every((state) => state === "completed") ? found : undefined;
    });
    expect(states).toHaveLength(30);
    // One job per polling interval (0.5 s) would take 15 s.
    expect(Date.now() - started).toBeLessThan(5_000);
    // Only the failed job ran again.
    expect(runs.filter((n) => n === 7)).toHaveLength(2);
    expect(runs).toHaveLength(31);
  });

  it("retries a failing job until it succeeds, counting the attempts", async () => {
    const queue = await startQueue();
    const job = defineJob<{ n: number }>("test-flaky", { retryLimit: 3, retryDelay: 0 });
    const attempts: number[] = [];
    await queue.work(job, async (_data, { attempt }) => {
      attempts.push(attempt);
      await Promise.resolve();
      if (attempt < 3) throw new Error("not yet");
    });
    const id = await queue.send(job, { n: 1 });
    const state = await until(async () => {
      const [found] = await queue.boss.findJobs(job.name, { id: id ?? "" });
      return found?.state === "completed" ? found.state : undefined;
    });
    expect(state).toBe("completed");
    expect(attempts).toEqual([1, 2, 3]);
  });

  it("gives a job whose worker died to another worker", async () => {
    const job = defineJob<{ n: number }>("test-orphan", {
      retryLimit: 2,
      retryDelay: 0,
      heartbeatSeconds: 10,
    });
    const first = await startQueue();
    // The first worker takes the job and never finishes it, nor sends heartbeats: it hangs as a
    // killed process would.
    await first.boss.createQueue(job.name, job.options);
    const id = await first.send(job, { n: 1 });
    const [claimed] = await first.boss.fetch(job.name);
    expect(claimed?.id).toBe(id);

    const second = await startQueue();
    const doneBy: string[] = [];
    await second.work(job, async (_data, context) => {
      doneBy.push(context.id);
      await Promise.resolve();
    });
    await until(() => Promise.resolve(doneBy.length > 0 ? true : undefined), 40_000);
    expect(doneBy).toEqual([id]);
  }, 60_000);

  it("keeps working when the wall clock steps back while a job runs", async () => {
    const queue = await startQueue();
    const job = defineJob<{ n: number }>("test-clock-step", { retryLimit: 0 });
    const seen: number[] = [];
    let release = () => {};
    const running = new Promise<void>((done) => (release = done));
    await queue.work(job, async ({ n }) => {
      seen.push(n);
      if (n === 1) await running;
    });
    // Three days ahead (a journey's moved clock, a wrong clock before an NTP correction), long
    // enough for the worker's next round to start on it...
    const realNow = Date.now.bind(Date);
    const ahead = vi.spyOn(Date, "now").mockImplementation(() => realNow() + 3 * 86_400_000);
    try {
      await sleep(1_500);
      await queue.send(job, { n: 1 });
      await until(() => Promise.resolve(seen.includes(1) ? true : undefined));
    } finally {
      // ...and back while its job runs: that round took "minus three days".
      ahead.mockRestore();
    }
    release();
    await queue.send(job, { n: 2 });
    await until(() => Promise.resolve(seen.includes(2) ? true : undefined), 10_000);
  });
});
