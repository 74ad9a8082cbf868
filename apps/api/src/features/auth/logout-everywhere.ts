import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { deleteAccessTokensOfUser } from "./access-tokens.repository";

/**
 * POST /logout/everywhere: every session of the person ends, this one included, on every
 * device and company (a lost phone, a shared computer).
 */
export async function logoutEverywhere(
  deps: { db: Db; bus: InvalidationBus },
  userId: string,
): Promise<void> {
  await deleteAccessTokensOfUser(deps.db, userId);
  deps.bus.publish("user", userId);
}
