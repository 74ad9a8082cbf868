import formbody from "@fastify/formbody";
import Fastify, { type FastifyInstance, LogController } from "fastify";
import { serializerCompiler } from "fastify-type-provider-zod";
import qs from "qs";
import { z } from "zod";
import { nlErrorMap } from "@leerlijn/contracts/validation-messages";
import type { Config } from "./config";
import { installAuth } from "./platform/auth/actor";
import { createMemoryRateLimiter, createRedisRateLimiter } from "./platform/auth/rate-limiter";
import { createLocalInvalidationBus } from "./platform/cache/invalidation-bus";
import { createRedisInvalidationBus } from "./platform/cache/redis-invalidation-bus";
import type { Database } from "./platform/db/database";
import { handleFrameworkError, installErrorHandler } from "./platform/http/error-handler";
import { installInFlightTracking } from "./platform/http/in-flight";
import { healthRoutes } from "./platform/http/health.routes";
import { installOpenApi } from "./platform/http/openapi";
import { installRequestLog } from "./platform/http/request-log";
import { validatorCompiler } from "./platform/http/schema-validation";
import { installWebApp } from "./platform/http/web-app";
import { installTenancy } from "./platform/tenancy/tenant";
import { authRoutes } from "./features/auth/auth.routes";
import { createSessionStore } from "./features/auth/session-store";
import { companiesRoutes } from "./features/companies/companies.routes";
import { createCompanyDirectory } from "./features/companies/company-directory";
import { usersRoutes } from "./features/users/users.routes";

z.config({ customError: nlErrorMap });

export type AppOptions = {
  config: Config;
  database: Database;
  /** Tests pass false to keep their output clean. */
  logger?: boolean;
};

/** Builds the whole API: platform plugins first, then every feature, each by name. */
export async function buildApp({
  config,
  database,
  logger = true,
}: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logger ? { level: config.LOG_LEVEL } : false,
    // One line per request comes from the request log, with the page the call came from.
    logController: new LogController({ disableRequestLogging: true }),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
    frameworkErrors: handleFrameworkError,
    routerOptions: {
      querystringParser: (query: string) =>
        qs.parse(query, { depth: 2, arrayLimit: 100, parameterLimit: 200 }),
    },
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.decorate("contracts", []);
  installInFlightTracking(app);

  const bus = config.REDIS_URL
    ? await createRedisInvalidationBus(config.REDIS_URL)
    : createLocalInvalidationBus();
  const limiter = config.REDIS_URL
    ? await createRedisRateLimiter(config.REDIS_URL)
    : createMemoryRateLimiter();
  app.addHook("onClose", async () => {
    await Promise.all([bus.close(), limiter.close()]);
  });

  const db = database.db;
  const companies = createCompanyDirectory(db, bus);
  const sessions = createSessionStore(db, bus, config.SESSION_CACHE_SECONDS);

  installTenancy(app, companies.resolveTenant);
  installAuth(app, sessions.resolveSession);
  installErrorHandler(app);
  installRequestLog(app);
  await app.register(formbody);
  await installOpenApi(app);

  healthRoutes(app, database);
  companiesRoutes(app, companies);
  authRoutes(app, {
    db,
    bus,
    sessions,
    companies,
    limiter,
    limits: {
      perIp: config.LOGIN_LIMIT_PER_IP,
      perEmail: config.LOGIN_LIMIT_PER_EMAIL,
      windowSeconds: config.LOGIN_LIMIT_WINDOW_SECONDS,
    },
    tokenTtlDays: config.ACCESS_TOKEN_TTL_DAYS,
  });
  usersRoutes(app, { db, bus, companies });

  await installWebApp(app, config.WEB_DIST_DIR);
  return app;
}
