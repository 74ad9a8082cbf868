import type { Readable } from "node:stream";

/** The three places media lives: uploads awaiting transcoding, served files, and previews. */
export const storageAreas = ["raw-videos", "media", "thumbnails"] as const;
export type StorageArea = (typeof storageAreas)[number];

export type StoredObject = { size: number; contentType: string | null };

/** A byte range, both ends inclusive, as HTTP Range and S3 count them. */
export type ByteRange = { start: number; end: number };

export type UploadTarget = {
  url: string;
  method: "PUT";
  /** Headers the browser must send with the PUT exactly as given (they are signed). */
  headers: Record<string, string>;
  expiresAt: string;
};

/** Thrown by `write` when the stream turns out larger than `maxBytes`; nothing is kept. */
export class StorageLimitError extends Error {
  constructor(readonly maxBytes: number) {
    super(`object larger than ${maxBytes} bytes`);
    this.name = "StorageLimitError";
  }
}

/**
 * Where files live: local disk (one instance, or a shared volume) or an S3-compatible service.
 * Nothing outside this folder knows which. Files are never public: readers get short-lived
 * signed URLs, and browsers upload videos through a presigned PUT, never with a credential.
 */
export type Storage = {
  readonly kind: "local" | "s3";
  /** Streams `body` into the object; never holds it whole in memory. */
  write(
    area: StorageArea,
    key: string,
    body: Readable,
    options: { contentType: string; maxBytes?: number },
  ): Promise<{ size: number }>;
  read(area: StorageArea, key: string, range?: ByteRange): Promise<Readable>;
  /** The first `bytes` bytes (fewer when the object is shorter), e.g. to check magic numbers. */
  readStart(area: StorageArea, key: string, bytes: number): Promise<Buffer>;
  stat(area: StorageArea, key: string): Promise<StoredObject | null>;
  /** Removes the object; an absent one is not an error. */
  remove(area: StorageArea, key: string): Promise<void>;
  /** A URL that serves the object (with Range support) until it expires. */
  signedUrl(area: StorageArea, key: string, options?: { downloadName?: string }): Promise<string>;
  /** A presigned PUT the browser uploads exactly `size` bytes with. */
  uploadTarget(
    area: StorageArea,
    key: string,
    options: { contentType: string; size: number },
  ): Promise<UploadTarget>;
  close(): Promise<void>;
};

/**
 * The origin browsers fetch files from and upload to, when it is not the app's own: a bucket's
 * endpoint, read off a signed URL so it is exactly what the storage hands out.
 */
export async function filesOrigin(storage: Storage): Promise<string | undefined> {
  if (storage.kind === "local") return undefined;
  return new URL(await storage.signedUrl("media", "origin")).origin;
}

/** Signed read URLs live this long; rounded so a list asked twice gives the same URL (cacheable). */
export const SIGNED_URL_TTL_SECONDS = 2 * 60 * 60;
export const UPLOAD_URL_TTL_SECONDS = 30 * 60;

/** The expiry of a read URL made now: at least TTL/2 ahead, the same for a whole quarter of the TTL. */
export function roundedExpiry(nowMs = Date.now()): number {
  const step = SIGNED_URL_TTL_SECONDS / 4;
  const now = Math.floor(nowMs / 1000);
  return (Math.floor(now / step) + 1) * step + SIGNED_URL_TTL_SECONDS - step;
}

const SAFE_SEGMENT = /^[A-Za-z0-9][A-Za-z0-9._-]{0,199}$/;

/** Keys are made by the API from ids and cleaned names; anything else is a bug or an attack. */
export function assertSafeKey(key: string): void {
  const segments = key.split("/");
  if (segments.length > 6 || !segments.every((segment) => SAFE_SEGMENT.test(segment)))
    throw new Error(`unsafe storage key: ${JSON.stringify(key)}`);
}

/** A file name reduced to characters that are safe in a key and a URL: "Mijn film (1).MOV" → "Mijn-film-1-.MOV". */
export function safeFileName(name: string, fallback = "bestand"): string {
  const cleaned = name
    .normalize("NFKD")
    .replace(/[^\w.-]+/g, "-")
    .replace(/^[^A-Za-z0-9]+/, "")
    .slice(-120);
  return SAFE_SEGMENT.test(cleaned) ? cleaned : fallback;
}
