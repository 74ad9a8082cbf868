import { randomBytes } from "node:crypto";
import { mkdir, readFile, writeFile } from "node:fs/promises";
import { join } from "node:path";
import type { Config } from "../../config";
import { createLocalDiskStorage } from "./local-disk-storage";
import { createS3Storage } from "./s3-storage";
import { withSignedUrlCache } from "./signed-url-cache";
import type { Storage } from "./storage";

/**
 * Without STORAGE_URL_SECRET a secret is made once and kept beside the files, so URLs stay
 * valid across restarts and every process on the same data directory signs alike.
 */
async function localSecret(root: string): Promise<string> {
  const file = join(root, ".url-secret");
  const existing = await readFile(file, "utf8").catch(() => "");
  if (existing.trim().length >= 32) return existing.trim();
  const secret = randomBytes(32).toString("base64url");
  await mkdir(root, { recursive: true });
  await writeFile(file, secret, { mode: 0o600, flag: "wx" }).catch(() => undefined);
  return (await readFile(file, "utf8")).trim();
}

export async function createStorage(config: Config): Promise<Storage> {
  return withSignedUrlCache(await createBareStorage(config));
}

async function createBareStorage(config: Config): Promise<Storage> {
  if (config.STORAGE_DRIVER === "s3") {
    return createS3Storage({
      bucket: config.S3_BUCKET ?? "",
      region: config.S3_REGION,
      endpoint: config.S3_ENDPOINT,
      forcePathStyle: config.S3_FORCE_PATH_STYLE,
      accessKeyId: config.S3_ACCESS_KEY_ID,
      secretAccessKey: config.S3_SECRET_ACCESS_KEY,
    });
  }
  const root = join(config.DATA_DIR, "storage");
  return createLocalDiskStorage({
    root,
    secret: config.STORAGE_URL_SECRET ?? (await localSecret(root)),
  });
}
