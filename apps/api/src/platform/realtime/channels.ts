import type { RealtimeChannel } from "@leerlijn/contracts/realtime/broadcasting.contract";
import type { Actor } from "../auth/actor";
import type { Tenant } from "../tenancy/tenant";

/** Decides the room a private channel means for this caller, or null when they may not listen. */
export type ChannelAuthorizer = (actor: Actor, tenant: Tenant) => string | null;

/** Features say who may hear their channel; the platform only asks. */
export function createChannelRegistry() {
  const authorizers = new Map<RealtimeChannel, ChannelAuthorizer>();
  return {
    define(channel: RealtimeChannel, authorizer: ChannelAuthorizer): void {
      authorizers.set(channel, authorizer);
    },
    roomFor(channel: RealtimeChannel, actor: Actor, tenant: Tenant): string | null {
      return authorizers.get(channel)?.(actor, tenant) ?? null;
    },
  };
}

export type ChannelRegistry = ReturnType<typeof createChannelRegistry>;
