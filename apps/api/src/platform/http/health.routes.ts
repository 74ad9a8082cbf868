import { getHealth } from "@leerlijn/contracts/health/health.contract";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/database";
import { registerContract } from "./register-contract";

export function healthRoutes(app: FastifyInstance, database: Database): void {
  registerContract(app, getHealth, async ({ reply }) => {
    const up = await database.ping();
    if (!up) void reply.code(503);
    return up
      ? ({ status: "ok", database: "up" } as const)
      : ({ status: "degraded", database: "down" } as const);
  });
}
