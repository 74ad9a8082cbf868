import { z } from "zod";
import { defineContract } from "../contract";

export const getHealth = defineContract({
  method: "GET",
  path: "/health",
  summary: "Liveness, database and Redis reachability",
  tag: "health",
  public: true,
  anyHost: true,
  response: z.object({
    status: z.enum(["ok", "degraded"]),
    database: z.enum(["up", "down"]),
    /** Only when the instance is configured with Redis. */
    redis: z.enum(["up", "down"]).optional(),
  }),
});

export type Health = z.infer<typeof getHealth.response>;
