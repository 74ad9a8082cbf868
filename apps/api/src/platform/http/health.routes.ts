import { getHealth, type Health } from "@leerlijn/contracts/health/health.contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import type { RedisConnections } from "../redis/redis-connections";
import { registerContract } from "./register-contract";

/**
 * Without the database nothing works (503, a load balancer should look elsewhere); without
 * Redis this instance still serves, on its own, so it is degraded but answers 200.
 */
export function healthRoutes(
  app: FastifyInstance,
  database: Database,
  redis: RedisConnections | null,
): void {
  registerContract(app, getHealth, async ({ reply }): Promise<Health> => {
    const up = await database.ping();
    if (!up) void reply.code(503);
    const redisUp = redis?.isUp();
    return {
      status: up && redisUp !== false ? "ok" : "degraded",
      database: up ? "up" : "down",
      ...(redis ? { redis: redisUp ? "up" : "down" } : {}),
    };
  });
}
