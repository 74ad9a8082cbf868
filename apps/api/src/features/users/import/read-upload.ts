import { MAX_IMPORT_BYTES } from "@leerlijn/contracts/users/import.contract";
import type { FastifyRequest } from "fastify";
import { validationFailed } from "../../../platform/http/app-error";
import { MULTIPART_LIMITS, multipartFailure } from "../../../platform/http/multipart";

export const NO_FILE_MESSAGE = "Kies een CSV-bestand met je lijst.";
export const TOO_LARGE_MESSAGE = `Het bestand is groter dan ${MAX_IMPORT_BYTES / 1024 / 1024} MB. Verdeel de lijst over meer bestanden.`;

export type Upload = {
  file: { name: string; bytes: Uint8Array };
  fields: Record<string, string>;
};

// Control characters and lone surrogates cannot be shown (or stored) as a file name.
const UNPRINTABLE = new RegExp(
  // eslint-disable-next-line no-control-regex -- removing control characters is the point
  "[\\u0000-\\u001f\\u007f]|[\\ud800-\\udbff](?![\\udc00-\\udfff])|(?<![\\ud800-\\udbff])[\\udc00-\\udfff]",
  "g",
);

/**
 * The CSV of an import (the `file` part, at most MAX_IMPORT_BYTES, held in memory: a list of
 * 10,000 people is about 1 MB) and the text fields sent with it. Other file parts are drained.
 */
export async function readUpload(request: FastifyRequest): Promise<Upload> {
  if (!request.isMultipart()) throw validationFailed({ file: [NO_FILE_MESSAGE] });
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  let file: Upload["file"] | null = null;
  try {
    for await (const part of request.parts({
      limits: { ...MULTIPART_LIMITS, fileSize: MAX_IMPORT_BYTES },
    })) {
      if (part.type !== "file") {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      if (part.fieldname !== "file" || file) {
        part.file.resume();
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated) throw validationFailed({ file: [TOO_LARGE_MESSAGE] });
      const name = (part.filename ?? "").replace(UNPRINTABLE, "").trim().slice(0, 255);
      file = { name: name || "bestand.csv", bytes: Buffer.concat(chunks) };
    }
  } catch (error) {
    const failure = multipartFailure(error);
    if (failure.code === "PAYLOAD_TOO_LARGE") throw validationFailed({ file: [TOO_LARGE_MESSAGE] });
    throw failure;
  }
  if (!file) throw validationFailed({ file: [NO_FILE_MESSAGE] });
  return { file, fields: { ...fields } };
}
