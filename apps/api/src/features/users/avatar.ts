import { createHash } from "node:crypto";
import { Readable } from "node:stream";
import { AVATAR_SIZE, MAX_AVATAR_BYTES } from "@leerlijn/contracts/users/avatar.contract";
import { eq, sql } from "drizzle-orm";
import type { FastifyRequest } from "fastify";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { AppError, validationFailed } from "../../platform/http/app-error";
import { MULTIPART_LIMITS, multipartFailure } from "../../platform/http/multipart";
import { normaliseImage, tooLargeMessage } from "../../platform/images/uploaded-image";
import type { Storage } from "../../platform/storage/storage";
import { users } from "./users.table";

export const AVATAR_MISSING_MESSAGE = "Kies een foto (JPG of PNG).";

type AvatarDeps = { db: Db; storage: Storage; bus: InvalidationBus };

/**
 * The one `avatar` file of a multipart request, held in memory (it is a small picture). Too big
 * is a 413 as soon as the limit is passed, so a huge upload is never read to its end.
 */
export async function readAvatarUpload(request: FastifyRequest): Promise<Buffer> {
  let picture: Buffer | null = null;
  try {
    for await (const part of request.parts({
      limits: { ...MULTIPART_LIMITS, files: 3, fileSize: MAX_AVATAR_BYTES },
    })) {
      if (part.type !== "file") continue;
      if (part.fieldname !== "avatar" || picture) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw tooLarge();
      picture = Buffer.concat(chunks);
    }
  } catch (error) {
    if (multipartFailure(error).code === "PAYLOAD_TOO_LARGE") throw tooLarge();
    throw multipartFailure(error);
  }
  if (!picture || picture.length === 0)
    throw validationFailed({ avatar: [AVATAR_MISSING_MESSAGE] });
  return picture;
}

const tooLarge = () => new AppError("PAYLOAD_TOO_LARGE", tooLargeMessage(MAX_AVATAR_BYTES));

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
