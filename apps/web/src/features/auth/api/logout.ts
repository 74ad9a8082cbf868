import type { logout, logoutEverywhere } from "@leerlijn/contracts/auth/auth.contract";
import {
  logoutEndpoint,
  logoutEverywhereEndpoint,
} from "@leerlijn/contracts/first-visit-endpoints";
import type { QueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { sessionToken } from "../../../lib/session-token";

const EXPIRED_KEY = "leerlijn.sessionExpired";

/** The service worker's copy of the signed-in person (the "session" cache in vite.config.ts). */
const forgetSessionCopy = async () => {
  if (typeof caches !== "undefined") await caches.delete("session").catch(() => false);
};

/**
 * Revokes the token on the server when possible; locally the session ends regardless. An
 * `expired` sign-out leaves a note so the login page can say why the user is there.
 */
export async function signOut(
  queryClient: QueryClient,
  options: { expired?: boolean } = {},
): Promise<void> {
  const hadSession = sessionToken.get() !== null;
  if (hadSession) await callEndpoint<typeof logout>(logoutEndpoint, {}).catch(() => undefined);
  sessionToken.clear();
  await forgetSessionCopy();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "companies" });
  if (options.expired && hadSession) sessionStorage.setItem(EXPIRED_KEY, "1");
}

/**
 * Ends every session of the person on the server (other devices and companies too), then this
 * one locally. Unlike a plain sign-out a failure is reported: the other sessions may still run.
 */
export async function signOutEverywhere(queryClient: QueryClient): Promise<void> {
  await callEndpoint<typeof logoutEverywhere>(logoutEverywhereEndpoint, {});
  sessionToken.clear();
  await forgetSessionCopy();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "companies" });
}

/** Whether the last session ended by expiry; reading it clears the note. */
export function takeSessionExpiredNote(): boolean {
  const expired = sessionStorage.getItem(EXPIRED_KEY) === "1";
  sessionStorage.removeItem(EXPIRED_KEY);
  return expired;
}
