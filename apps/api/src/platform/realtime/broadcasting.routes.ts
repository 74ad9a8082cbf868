import { authorizeChannel } from "@leerlijn/contracts/realtime/broadcasting.contract";
import type { FastifyInstance } from "fastify";
import { forbidden, notFound } from "../http/app-error";
import { registerContract } from "../http/register-contract";
import type { ChannelRegistry } from "./channels";
import type { Realtime } from "./realtime";

export function broadcastingRoutes(
  app: FastifyInstance,
  realtime: Realtime,
  channels: ChannelRegistry,
): void {
  registerContract(app, authorizeChannel, async ({ actor, tenant, body }) => {
    const room = channels.roomFor(body.channelName, actor, tenant);
    if (!room) throw forbidden();
    const owner = { userId: actor.userId, companyId: tenant.id };
    if (!(await realtime.join(body.socketId, owner, room)))
      throw notFound("Deze verbinding is niet (meer) bekend. Laad de pagina opnieuw.");
    return { data: { channelName: body.channelName } };
  });
}
