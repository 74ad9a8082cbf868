import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { unauthenticated } from "../../platform/http/app-error";
import { type ProfileFields, updateUserProfile } from "./users.repository";
import type { UserRow } from "./users.table";

/** A person edits their own name, phone, date of birth and notification preference. */
export async function updateProfile(
  db: Db,
  bus: InvalidationBus,
  userId: string,
  fields: ProfileFields,
): Promise<UserRow> {
  const updated = await updateUserProfile(db, userId, fields);
  if (!updated) throw unauthenticated();
  bus.publish("user", userId);
  return updated;
}
