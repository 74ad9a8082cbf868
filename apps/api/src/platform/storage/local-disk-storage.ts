import { randomBytes } from "node:crypto";
import { createReadStream, createWriteStream } from "node:fs";
import { mkdir, open, rename, rm, stat } from "node:fs/promises";
import { dirname, join } from "node:path";
import { pipeline } from "node:stream/promises";
import { byteCounter } from "./byte-limit";
import { contentTypeOfKey } from "./content-types";
import {
  assertSafeKey,
  roundedExpiry,
  type Storage,
  type StorageArea,
  UPLOAD_URL_TTL_SECONDS,
} from "./storage";
import { signGrant } from "./url-signature";

/** Where the API serves local files; see file.routes.ts. */
export const FILES_PATH = "/api/v1/files";

export type LocalDiskOptions = { root: string; secret: string };

/**
 * Files under `root/{area}/{key}`. Writes go to a temporary file first and are renamed into
 * place, so a reader never sees half a file. URLs point at the API, which checks their HMAC.
 */
export function createLocalDiskStorage({ root, secret }: LocalDiskOptions): Storage & {
  secret: string;
  pathOf(area: StorageArea, key: string): string;
} {
  const pathOf = (area: StorageArea, key: string) => {
    assertSafeKey(key);
    return join(root, area, key);
  };
  const fileUrl = (path: string, query: Record<string, string>) =>
    `${FILES_PATH}/${path}?${new URLSearchParams(query).toString()}`;

  return {
    kind: "local",
    secret,
    pathOf,
    async write(area, key, body, { maxBytes }) {
      const target = pathOf(area, key);
      const temporary = join(root, ".partial", randomBytes(12).toString("hex"));
      await mkdir(dirname(temporary), { recursive: true });
      await mkdir(dirname(target), { recursive: true });
      const counter = byteCounter(maxBytes);
      try {
        await pipeline(body, counter.stream, createWriteStream(temporary));
        await rename(temporary, target);
      } catch (error) {
        await rm(temporary, { force: true });
        throw error;
      }
      return { size: counter.size() };
    },
    async read(area, key, range) {
      const path = pathOf(area, key);
      await stat(path);
      return createReadStream(path, range ? { start: range.start, end: range.end } : {});
    },
    async readStart(area, key, bytes) {
      const handle = await open(pathOf(area, key), "r");
      try {
        const buffer = Buffer.alloc(bytes);
        const { bytesRead } = await handle.read(buffer, 0, bytes, 0);
        return buffer.subarray(0, bytesRead);
      } finally {
        await handle.close();
      }
    },
    async stat(area, key) {
      const path = pathOf(area, key);
      try {
        const info = await stat(path);
        return info.isFile() ? { size: info.size, contentType: contentTypeOfKey(key) } : null;
      } catch {
        return null;
      }
    },
    async remove(area, key) {
      await rm(pathOf(area, key), { force: true });
    },
    signedUrl(area, key, options = {}) {
      assertSafeKey(key);
      const path = `${area}/${key}`;
      const expires = roundedExpiry();
      const terms = options.downloadName ?? "";
      const signature = signGrant(secret, { method: "GET", path, expires, terms });
      return Promise.resolve(
        fileUrl(path, {
          expires: String(expires),
          ...(terms ? { name: terms } : {}),
          signature,
        }),
      );
    },
    uploadTarget(area, key, { contentType, size }) {
      assertSafeKey(key);
      const path = `${area}/${key}`;
      const expires = Math.floor(Date.now() / 1000) + UPLOAD_URL_TTL_SECONDS;
      const terms = `${size}\n${contentType}`;
      const signature = signGrant(secret, { method: "PUT", path, expires, terms });
      return Promise.resolve({
        url: fileUrl(path, { expires: String(expires), size: String(size), signature }),
        method: "PUT" as const,
        headers: { "content-type": contentType },
        expiresAt: new Date(expires * 1000).toISOString(),
      });
    },
    close: () => Promise.resolve(),
  };
}

export type LocalDiskStorage = ReturnType<typeof createLocalDiskStorage>;

export function isLocalDisk(storage: Storage): storage is LocalDiskStorage {
  return storage.kind === "local" && "secret" in storage;
}
