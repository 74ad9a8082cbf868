import { documentMessages } from "@leerlijn/contracts/documents/document.schema";
import sharp from "sharp";
import { validationFailed } from "../../platform/http/app-error";

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PREFIX = "data:image/png;base64,";
/** A pad is at most a few thousand pixels wide; more is refused before decoding. */
const MAX_INPUT_PIXELS = 4_000_000;
/** What is kept: fits a signature line on a page, and keeps rows small. */
const BOX = { width: 1200, height: 400 };

/**
 * A drawn signature as sent by the pad: a PNG data URL. Checked by content (PNG magic number,
 * decoded completely) and re-encoded, scaled into 1200×400, so what is stored and later drawn on
 * a sealed page is a clean PNG whatever was sent. Returns the PNG as a data URL.
 */
export async function cleanSignatureImage(dataUrl: string): Promise<string> {
  const invalid = () => validationFailed({ signature: [documentMessages.signatureInvalid] });
  if (!dataUrl.startsWith(PREFIX)) throw invalid();
  const base64 = dataUrl.slice(PREFIX.length);
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw invalid();
  const bytes = Buffer.from(base64, "base64");
  if (bytes.length < 16 || !bytes.subarray(0, 8).equals(PNG_MAGIC)) throw invalid();
  let png: Buffer;
  let blank: boolean;
  try {
    const image = sharp(bytes, { failOn: "error", limitInputPixels: MAX_INPUT_PIXELS });
    // One colour everywhere (an empty pad) is no signature.
    blank = (await image.stats()).channels.every((channel) => channel.min === channel.max);
    png = await image
      .resize({ ...BOX, fit: "inside", withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw invalid();
  }
  if (blank) throw validationFailed({ signature: [documentMessages.signatureRequired] });
  return `${PREFIX}${png.toString("base64")}`;
}
