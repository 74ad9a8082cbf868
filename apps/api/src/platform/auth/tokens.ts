import { hash, randomBytes } from "node:crypto";

/** 256 random bits, URL-safe; only its hash is ever stored. */
export function newToken(): string {
  return randomBytes(32).toString("base64url");
}

/** Every request with a token hashes it: the one-shot form skips building a Hash object. */
export function hashToken(token: string): string {
  return hash("sha256", token, "hex");
}
