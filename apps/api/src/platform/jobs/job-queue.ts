import { fromPglite, PgBoss, type QueueOptions } from "pg-boss";
import { steadyClock } from "./steady-clock";
import type { Database } from "../db/database";
import { type ErrorReporter, noErrorReporting } from "../error-reporting/error-reporter";

/**
 * A kind of background job: its queue name and how it is retried. `heartbeatSeconds` is what
 * keeps a job from being lost when its worker dies: a running job that stops reporting is put
 * back for another worker.
 */
export type JobDefinition<T extends object> = {
  name: string;
  options: QueueOptions;
  /** Type only; never read. */
  readonly data?: T;
};

export function defineJob<T extends object>(name: string, options: QueueOptions): JobDefinition<T> {
  return { name, options };
}

export type JobContext = { id: string; attempt: number; signal: AbortSignal };
export type JobHandler<T> = (data: T, context: JobContext) => Promise<void>;

export type JobQueue = {
  send<T extends object>(job: JobDefinition<T>, data: T): Promise<string | null>;
  /** Queues many jobs of one kind in a few statements (a bulk import's mails). */
  sendMany<T extends object>(job: JobDefinition<T>, data: readonly T[]): Promise<void>;
  /**
   * Runs `handler` for jobs of this kind in this process until `stop()`. With `batch` above 1
   * each worker slot claims up to that many jobs at once, runs them one after another (each
   * settled on its own: a failure retries only that job) and fetches again at once while
   * batches come back full, instead of one job per polling interval.
   */
  work<T extends object>(
    job: JobDefinition<T>,
    handler: JobHandler<T>,
    concurrency?: number,
    options?: { batch?: number },
  ): Promise<void>;
  stop(options?: { graceful?: boolean }): Promise<void>;
  /** The queue library itself, for tests that look at job states. */
  readonly boss: PgBoss;
};

export type JobQueueOptions = {
  /** How often running jobs are checked for a missing heartbeat; pg-boss's minimum is 1. */
  superviseIntervalSeconds?: number;
  pollingIntervalSeconds?: number;
  /** Where a failed job is reported (each failed attempt), before the queue retries it. */
  errorReporter?: ErrorReporter;
};

/**
 * pg-boss on the application's database: the embedded PGlite through its adapter (one process
 * only), or PostgreSQL with its own small pool (any number of API and worker processes).
 */
export async function createJobQueue(
  database: Database,
  options: JobQueueOptions = {},
): Promise<JobQueue> {
  const maintenance = {
    clock: steadyClock,
    superviseIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    monitorIntervalSeconds: options.superviseIntervalSeconds ?? 30,
    schedule: false,
  };
  const boss =
    database.connection.kind === "pglite"
      ? new PgBoss({
          db: fromPglite(database.connection.client),
          backend: "pglite",
          ...maintenance,
        })
      : new PgBoss({ connectionString: database.connection.url, max: 4, ...maintenance });
  // Heard, so a lost connection never ends the process; pg-boss retries on its own. Only the
  // message: the error may carry the client, connection settings included.
  boss.on("error", (error) => console.error(`job queue error: ${error.message}`));
  await boss.start();
  const reporter = options.errorReporter ?? noErrorReporting;
  // Only the queue's name and the job's id go along: a job's data may hold addresses.
  const reported =
    <T>(name: string, handler: JobHandler<T>): JobHandler<T> =>
    async (data, context) => {
      try {
        await handler(data, context);
      } catch (error) {
        reporter.report(error, { job: { name, id: context.id } });
        throw error;
      }
    };

  const created = new Map<string, Promise<void>>();
  const ensureQueue = (job: JobDefinition<object>) => {
    let ready = created.get(job.name);
    if (!ready) {
      ready = boss.createQueue(job.name, job.options);
      created.set(job.name, ready);
    }
    return ready;
  };

  return {
    boss,
    async send(job, data) {
      await ensureQueue(job);
      return boss.send(job.name, data);
    },
    async sendMany(job, data) {
      await ensureQueue(job);
      for (let start = 0; start < data.length; start += 500)
        await boss.insert(
          job.name,
          data.slice(start, start + 500).map((item) => ({ data: item })),
        );
    },
    async work(job, unreported, concurrency = 1, { batch = 1 } = {}) {
      await ensureQueue(job);
      const handler = reported(job.name, unreported);
      if (batch > 1) {
        await boss.work<typeof job.data & object>(
          job.name,
          {
            localConcurrency: concurrency,
            pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
            batchSize: batch,
            burstWhenBatchFull: true,
            perJobResults: true,
          },
          async (claimed) => {
            const results: { id: string; status: "completed" | "failed"; output?: object }[] = [];
            for (const one of claimed) {
              try {
                await handler(one.data, {
                  id: one.id,
                  attempt: one.retryCount + 1,
                  signal: one.signal,
                });
                results.push({ id: one.id, status: "completed" });
              } catch (error) {
                const message = error instanceof Error ? error.message : String(error);
                results.push({ id: one.id, status: "failed", output: { message } });
              }
            }
            return results;
          },
        );
        return;
      }
      await boss.work<typeof job.data & object>(
        job.name,
        {
          localConcurrency: concurrency,
          pollingIntervalSeconds: options.pollingIntervalSeconds ?? 1,
        },
        async ([claimed]) => {
          if (!claimed) return;
          await handler(claimed.data, {
            id: claimed.id,
            attempt: claimed.retryCount + 1,
            signal: claimed.signal,
          });
        },
      );
    },
    async stop({ graceful = true } = {}) {
      await boss.stop({ graceful, close: true, timeout: 10_000 });
    },
  };
}
