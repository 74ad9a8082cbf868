import { createHmac, timingSafeEqual } from "node:crypto";

/** What a local-disk file URL grants: one method on one object until `expires`, with its terms. */
export type FileGrant = {
  method: "GET" | "PUT";
  path: string;
  expires: number;
  /** PUT: the exact size and content type the upload must have. GET: the download name. */
  terms: string;
};

const canonical = (grant: FileGrant) =>
  [grant.method, grant.path, String(grant.expires), grant.terms].join("\n");

export function signGrant(secret: string, grant: FileGrant): string {
  return createHmac("sha256", secret).update(canonical(grant)).digest("base64url");
}

export function isValidGrant(secret: string, grant: FileGrant, signature: string): boolean {
  const expected = Buffer.from(signGrant(secret, grant));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
