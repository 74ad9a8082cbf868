import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { AVATAR_SIZE } from "@leerlijn/contracts/users/avatar.contract";
import { eq, sql } from "drizzle-orm";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { normaliseImage } from "../../platform/images/uploaded-image";
import type { Storage } from "../../platform/storage/storage";
import { users } from "./users.table";

type AvatarDeps = { db: Db; storage: Storage; bus: InvalidationBus };

/**
 * Stores the picture square (cropped to the middle) as PNG under a name with its content hash,
 * so a new picture gets a new URL, and removes the one it replaces.
 */
export async function setAvatar(deps: AvatarDeps, userId: string, upload: Buffer): Promise<void> {
  const png = await normaliseImage(upload, "avatar", {
    width: AVATAR_SIZE,
    height: AVATAR_SIZE,
    cover: true,
  });
  const key = `avatars/${userId}/${createHash("sha256").update(png).digest("hex").slice(0, 16)}.png`;
  await deps.storage.write("media", key, Readable.from([png]), { contentType: "image/png" });
  await replaceAvatarKey(deps, userId, key);
}

export async function removeAvatar(deps: AvatarDeps, userId: string): Promise<void> {
  await replaceAvatarKey(deps, userId, null);
}

async function replaceAvatarKey(deps: AvatarDeps, userId: string, key: string | null) {
  const [before] = await deps.db
    .select({ key: users.avatarUrl })
    .from(users)
    .where(eq(users.id, userId));
  await deps.db
    .update(users)
    .set({ avatarUrl: key, updatedAt: sql`now()` })
    .where(eq(users.id, userId));
  if (before?.key && before.key !== key) await deps.storage.remove("media", before.key);
  deps.bus.publish("user", userId);
}

/** The picture as the browser may load it: a signed URL (files are never public). */
export async function avatarUrlOf(storage: Storage, key: string | null): Promise<string | null> {
  return key ? storage.signedUrl("media", key) : null;
}
