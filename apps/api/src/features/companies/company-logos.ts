import { createHash } from "node:crypto";
import { LOGO_BOX, type LogoVariant } from "@leerlijn/contracts/companies/new-company";
import { normaliseImage } from "../../platform/images/uploaded-image";
import type { Storage } from "../../platform/storage/storage";
import { Readable } from "node:stream";

const logoKey = (companyId: string, file: string) => `company-logos/${companyId}/${file}`;

/**
 * Stores an uploaded logo as PNG and answers the URL that serves it. The file name carries a
 * hash of the content, so a replaced logo gets a new URL and browsers never show a stale one.
 */
export async function storeLogo(
  storage: Storage,
  companyId: string,
  variant: LogoVariant,
  upload: Buffer,
): Promise<string> {
  const png = await normaliseImage(upload, `logo_${variant}`, LOGO_BOX);
  const file = `${variant}-${createHash("sha256").update(png).digest("hex").slice(0, 16)}.png`;
  await storage.write("media", logoKey(companyId, file), Readable.from([png]), {
    contentType: "image/png",
  });
  return `/api/v1/company-logos/${companyId}/${file}`;
}

/** The stored logo, or null when there is none under that name. */
export async function readLogo(storage: Storage, companyId: string, file: string) {
  const key = logoKey(companyId, file);
  if (!(await storage.stat("media", key))) return null;
  return storage.read("media", key);
}
