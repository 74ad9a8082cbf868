import { loadConfig } from "./config";
import { openDatabase } from "./platform/db/database";
import { reportingLog, startErrorReporting } from "./platform/error-reporting/error-reporter";
import { createJobQueue } from "./platform/jobs/job-queue";
import { createRealtimePublisher } from "./platform/realtime/realtime";
import { createRedisConnections } from "./platform/redis/redis-connections";
import { createStorage } from "./platform/storage/create-storage";
import { startWorkers } from "./workers";

/**
 * `npm run worker`: a process that only runs background jobs, next to API instances started
 * with JOB_WORKERS=none. Needs a PostgreSQL server: the embedded database belongs to one
 * process, whose API runs the jobs itself.
 */
const config = loadConfig();
const errorReporter = await startErrorReporting(config, "worker");
if (!config.DATABASE_URL) {
  console.error(
    "npm run worker needs DATABASE_URL. With the embedded database the API runs the jobs itself.",
  );
  process.exit(1);
}
const database = await openDatabase({
  kind: "postgres",
  url: config.DATABASE_URL,
  poolSize: config.DATABASE_POOL_SIZE,
});
const storage = await createStorage(config);
const jobs = await createJobQueue(database, { errorReporter });
const log = {
  info: (details: object, message: string) => console.log(message, JSON.stringify(details)),
  warn: (details: object, message: string) => console.warn(message, JSON.stringify(details)),
  error: (details: object, message: string) => console.error(message, details),
};
const realtime = await createRealtimePublisher(
  config.REDIS_URL ? createRedisConnections(config.REDIS_URL, log) : null,
);
await startWorkers({
  db: database.db,
  storage,
  jobs,
  realtime,
  config,
  log: reportingLog(log, errorReporter),
});
console.log("Leerlijn worker draait");

const shutdown = async (signal: string) => {
  console.log(`worker stopping (${signal})`);
  // Graceful: running jobs may finish; what does not within the timeout is picked up again by
  // another worker once its heartbeat stops.
  await jobs.stop({ graceful: true });
  await Promise.all([realtime.close(), storage.close(), database.close()]);
  await errorReporter.flush(2000);
  process.exit(0);
};
process.once("SIGINT", () => void shutdown("SIGINT"));
process.once("SIGTERM", () => void shutdown("SIGTERM"));
