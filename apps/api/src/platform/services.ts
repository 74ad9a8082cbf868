import type { FastifyInstance } from "fastify";
import type { Config } from "../config";
import { parseBearer } from "./auth/actor";
import { hashToken } from "./auth/tokens";
import type { Database } from "./db/database";
import type { ErrorReporter } from "./error-reporting/error-reporter";
import { createJobQueue, type JobQueue } from "./jobs/job-queue";
import { createChannelRegistry, type ChannelRegistry } from "./realtime/channels";
import { createRealtime, type Realtime } from "./realtime/realtime";
import type { RedisConnections } from "./redis/redis-connections";
import { createStorage } from "./storage/create-storage";
import type { Storage } from "./storage/storage";
import { hostName } from "./tenancy/tenant";

/** The infrastructure features are handed: files, background jobs and live events. */
export type PlatformServices = {
  storage: Storage;
  jobs: JobQueue;
  realtime: Realtime;
  channels: ChannelRegistry;
};

declare module "fastify" {
  interface FastifyInstance {
    services: PlatformServices;
  }
}

/**
 * Starts storage, the job queue and realtime for an API instance and closes them with it.
 * Needs the tenancy and auth resolvers installed first: a realtime connection is identified
 * like a request, by its host and bearer token.
 */
export async function installPlatformServices(
  app: FastifyInstance,
  config: Config,
  database: Database,
  redis: RedisConnections | null,
  errorReporter: ErrorReporter,
): Promise<PlatformServices> {
  const storage = await createStorage(config);
  const jobs = await createJobQueue(database, { errorReporter });
  const realtime = await createRealtime(app.server, {
    redis,
    identify: async ({ token, host }) => {
      const bearer = typeof token === "string" ? parseBearer(`Bearer ${token}`) : null;
      const tenant = bearer ? await app.resolveTenant(hostName(host)) : null;
      if (!bearer || !tenant) return null;
      const actor = await app.resolveSession(hashToken(bearer), tenant);
      return actor ? { userId: actor.userId, companyId: tenant.id } : null;
    },
  });
  const services = { storage, jobs, realtime, channels: createChannelRegistry() };
  app.decorate("services", services);
  app.addHook("preClose", async () => {
    await realtime.close();
  });
  app.addHook("onClose", async () => {
    await jobs.stop();
    await storage.close();
  });
  return services;
}
