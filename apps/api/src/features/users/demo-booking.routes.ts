import { getDemoBooking } from "@leerlijn/contracts/users/demo-booking.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { registerContract } from "../../platform/http/register-contract";
import { demoBooking, type DemoBookingSettings } from "./demo-booking";

export function demoBookingRoutes(
  app: FastifyInstance,
  deps: { db: Db; settings: DemoBookingSettings },
): void {
  registerContract(app, getDemoBooking, async ({ actor, tenant }) => ({
    data: await demoBooking(deps.db, actor, tenant, deps.settings),
  }));
}
