import { randomBytes, randomInt } from "node:crypto";

/** The public verification code: 20 random bytes (160 bits), base64url, 27 characters. */
export const newVerificationCode = (): string => randomBytes(20).toString("base64url");

/** Crockford's base32: no I, L, O or U, so a number read aloud or typed over is not misread. */
const NUMBER_ALPHABET = "0123456789ABCDEFGHJKMNPQRSTVWXYZ";

/**
 * The number printed on a certificate: the year and eight random characters (40 bits), e.g.
 * `2026-7K3M-9QXD`. Unique within the company by an index; a clash (about one in a trillion for
 * a company's thousands) fails the attempt and the job's retry draws another.
 */
export function newCertificateNumber(issuedAt: Date): string {
  const characters = Array.from({ length: 8 }, () => NUMBER_ALPHABET[randomInt(32)]).join("");
  return `${issuedAt.getUTCFullYear()}-${characters.slice(0, 4)}-${characters.slice(4)}`;
}

/** Where anyone checks a certificate: the web page on the company's own host. */
export const verificationUrl = (origin: string, code: string): string =>
  `${origin}/certificaat/${code}`;
