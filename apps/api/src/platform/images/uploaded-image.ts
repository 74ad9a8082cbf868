import type { FastifyRequest } from "fastify";
import sharp from "sharp";
import { validationFailed } from "../http/app-error";
import { fieldKey } from "../http/field-errors";
import { MULTIPART_LIMITS, multipartFailure } from "../http/multipart";

export const NOT_AN_IMAGE_MESSAGE = "Dit bestand is geen afbeelding. Kies een JPG- of PNG-bestand.";
export const tooLargeMessage = (maxBytes: number) =>
  `Deze afbeelding is groter dan ${Math.round(maxBytes / 1024 / 1024)} MB. Kies een kleinere.`;

/** Larger pictures are refused before decoding: a tiny file can claim gigapixels. */
const MAX_INPUT_PIXELS = 40_000_000;

/** The file's own first bytes decide, never its name or the type the browser claims. */
function isJpegPngOrWebp(bytes: Buffer): boolean {
  if (bytes.length < 12) return false;
  const png = bytes
    .subarray(0, 8)
    .equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  const jpeg = bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff;
  const webp =
    bytes.subarray(0, 4).toString("latin1") === "RIFF" &&
    bytes.subarray(8, 12).toString("latin1") === "WEBP";
  return png || jpeg || webp;
}

/**
 * An uploaded picture made safe to serve: checked by content, decoded completely (a broken or
 * disguised file fails here), turned upright, scaled down to fit the box and re-encoded as PNG,
 * which also drops any metadata (camera position and the like).
 */
export async function normaliseImage(
  bytes: Buffer,
  field: string,
  box: { width: number; height: number; cover?: boolean },
): Promise<Buffer> {
  if (!isJpegPngOrWebp(bytes)) throw validationFailed({ [field]: [NOT_AN_IMAGE_MESSAGE] });
  try {
    return await sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS })
      .rotate()
      .resize({
        width: box.width,
        height: box.height,
        fit: box.cover ? "cover" : "inside",
        withoutEnlargement: !box.cover,
      })
      .png()
      .toBuffer();
  } catch {
    throw validationFailed({ [field]: [NOT_AN_IMAGE_MESSAGE] });
  }
}

export type ImageForm = {
  fields: Record<string, string>;
  files: Map<string, Buffer>;
};

/**
 * A multipart form with text fields and at most one file per wanted field, each held in memory
 * (they are small pictures). Files on other fields are drained unread.
 */
export async function readImageForm(
  request: FastifyRequest,
  wanted: readonly string[],
  maxBytes: number,
): Promise<ImageForm> {
  const fields: Record<string, string> = Object.create(null) as Record<string, string>;
  const files = new Map<string, Buffer>();
  let current = "";
  try {
    for await (const part of request.parts({
      limits: { ...MULTIPART_LIMITS, files: wanted.length + 2, fileSize: maxBytes },
    })) {
      if (part.type !== "file") {
        fields[part.fieldname] = typeof part.value === "string" ? part.value : String(part.value);
        continue;
      }
      if (!wanted.includes(part.fieldname) || files.has(part.fieldname)) {
        part.file.resume();
        continue;
      }
      current = part.fieldname;
      const chunks: Buffer[] = [];
      for await (const chunk of part.file) chunks.push(chunk as Buffer);
      if (part.file.truncated)
        throw validationFailed({ [fieldKey([current])]: [tooLargeMessage(maxBytes)] });
      // An empty file input still sends a part without content: that is "no file".
      const bytes = Buffer.concat(chunks);
      if (bytes.length > 0) files.set(part.fieldname, bytes);
    }
  } catch (error) {
    const failure = multipartFailure(error);
    if (failure.code === "PAYLOAD_TOO_LARGE" && current)
      throw validationFailed({ [fieldKey([current])]: [tooLargeMessage(maxBytes)] });
    throw failure;
  }
  return { fields: { ...fields }, files };
}
