import { randomUUID } from "node:crypto";
import { Readable } from "node:stream";
import type { MultipartFile, Multipart } from "@fastify/multipart";
import {
  mediaMessages,
  mediaSizeLimits,
  mediaTypeOfName,
} from "@leerlijn/contracts/media/media.schema";
import type { FieldErrors } from "@leerlijn/contracts/errors";
import { AppError } from "../../platform/http/app-error";
import { multipartFailure } from "../../platform/http/multipart";
import type { JobQueue } from "../../platform/jobs/job-queue";
import type { Db } from "../../platform/db/database";
import { StorageLimitError, type Storage } from "../../platform/storage/storage";
import {
  contentTypeOfKind,
  detectFileKind,
  kindsOfType,
  SIGNATURE_BYTES,
  storedExtension,
} from "./file-signatures";
import { makeThumbnailJob } from "./media.jobs";
import { insertMedia } from "./media.repository";
import type { MediaRow } from "./media.table";

type Deps = { db: Db; storage: Storage; jobs: JobQueue };
type FileType = "image" | "document";

const FIELD = /^(images|documents)\[([A-Za-z0-9_-]{1,64})\]$/;

type Stored = { id: string; key: string; size: number; name: string; type: FileType };

/** Control characters and lone surrogates: PostgreSQL cannot store NUL, nor half a character. */
const UNSTORABLE = new RegExp(
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  "[\\u0000-\\u001f\\u007f]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]",
  "g",
);

/** A file name as people see it: no control characters (PostgreSQL cannot even store NUL), at most 255 characters. */
function displayName(filename: string | undefined): string {
  const cleaned = (filename ?? "").replace(UNSTORABLE, "").trim();
  return cleaned.slice(0, 255) || "bestand";
}

/** The first bytes of a stream, and a stream of all of it (those bytes included), to check a file by its content. */
export async function peek(file: Readable): Promise<{ head: Buffer; whole: Readable }> {
  const iterator = file[Symbol.asyncIterator]() as AsyncIterator<Buffer>;
  const chunks: Buffer[] = [];
  let length = 0;
  let ended = false;
  while (length < SIGNATURE_BYTES) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    chunks.push(next.value);
    length += next.value.length;
  }
  async function* all() {
    yield* chunks;
    if (ended) return;
    for (let next = await iterator.next(); !next.done; next = await iterator.next())
      yield next.value;
  }
  return { head: Buffer.concat(chunks).subarray(0, SIGNATURE_BYTES), whole: Readable.from(all()) };
}

/** Stores one file part; returns what was stored, or the reason on the uid's field. */
async function storeFile(
  storage: Storage,
  companyId: string,
  part: MultipartFile,
  type: FileType,
): Promise<Stored | { error: string; tooLarge?: true }> {
  const name = displayName(part.filename);
  if (mediaTypeOfName(name, [type]) !== type) return { error: mediaMessages.notAllowed([type]) };
  const { head, whole } = await peek(part.file);
  const kind = detectFileKind(head);
  if (head.length === 0) return { error: mediaMessages.empty };
  if (!kind || !(kindsOfType[type] as readonly string[]).includes(kind))
    return { error: mediaMessages.notThatKind(type) };
  const id = randomUUID();
  const key = `${companyId}/${id}/original.${storedExtension[kind]}`;
  try {
    const { size } = await storage.write("media", key, whole, {
      contentType: contentTypeOfKind[kind],
      maxBytes: mediaSizeLimits[type],
    });
    return { id, key, size, name, type };
  } catch (error) {
    if (error instanceof StorageLimitError)
      return { error: mediaMessages.tooLarge(type), tooLarge: true };
    throw error;
  }
}

/**
 * Streams each file of a multipart upload to storage after checking its first bytes; nothing is
 * buffered whole. All or nothing: when one file is refused, none is kept and the answer names
 * each refused file on `files.{uid}`. Each stored file gets a thumbnail job.
 */
export async function uploadFiles(
  { db, storage, jobs }: Deps,
  companyId: string,
  parts: AsyncIterableIterator<Multipart>,
): Promise<MediaRow[]> {
  const stored: Stored[] = [];
  const errors: FieldErrors = {};
  let tooLarge = false;
  try {
    for await (const part of parts) {
      if (part.type !== "file") continue;
      const match = FIELD.exec(part.fieldname);
      if (!match) {
        part.file.resume();
        errors[`files.${part.fieldname.slice(0, 80)}`] = [
          "Dit bestand is in een onbekend veld verstuurd.",
        ];
        continue;
      }
      const type: FileType = match[1] === "images" ? "image" : "document";
      const result = await storeFile(storage, companyId, part, type);
      if ("error" in result) {
        part.file.resume();
        errors[`files.${match[2]}`] = [result.error];
        // The rest of an oversized upload is not worth receiving.
        if (result.tooLarge) {
          tooLarge = true;
          break;
        }
      } else stored.push(result);
    }
  } catch (error) {
    await Promise.all(stored.map((file) => storage.remove("media", file.key)));
    throw multipartFailure(error);
  }

  const failures = Object.values(errors);
  if (failures.length > 0 || stored.length === 0) {
    await Promise.all(stored.map((file) => storage.remove("media", file.key)));
    if (failures.length === 0)
      throw new AppError("VALIDATION_FAILED", mediaMessages.noFiles, {
        errors: { files: [mediaMessages.noFiles] },
      });
    throw new AppError(
      tooLarge ? "PAYLOAD_TOO_LARGE" : "VALIDATION_FAILED",
      failures[0]?.[0] ?? "",
      { errors },
    );
  }

  const rows = await insertMedia(
    db,
    stored.map((file) => ({
      id: file.id,
      companyId,
      type: file.type,
      status: "processing" as const,
      name: file.name,
      fileKey: file.key,
      sizeBytes: file.size,
    })),
  );
  await Promise.all(rows.map((row) => jobs.send(makeThumbnailJob, { mediaId: row.id })));
  return rows;
}
