import { z } from "zod";
import { defineContract } from "../contract";

export const getHealth = defineContract({
  method: "GET",
  path: "/health",
  summary: "Liveness and database reachability",
  tag: "health",
  public: true,
  anyHost: true,
  response: z.object({
    status: z.enum(["ok", "degraded"]),
    database: z.enum(["up", "down"]),
  }),
});
