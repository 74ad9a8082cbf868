import { logout } from "@leerlijn/contracts/auth/auth.contract";
import type { QueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { sessionToken } from "../../../lib/session-token";

const EXPIRED_KEY = "leerlijn.sessionExpired";

/**
 * Revokes the token on the server when possible; locally the session ends regardless. An
 * `expired` sign-out leaves a note so the login page can say why the user is there.
 */
export async function signOut(
  queryClient: QueryClient,
  options: { expired?: boolean } = {},
): Promise<void> {
  const hadSession = sessionToken.get() !== null;
  if (hadSession) await callApi(logout, {}).catch(() => undefined);
  sessionToken.clear();
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "companies" });
  if (options.expired && hadSession) sessionStorage.setItem(EXPIRED_KEY, "1");
}

/** Whether the last session ended by expiry; reading it clears the note. */
export function takeSessionExpiredNote(): boolean {
  const expired = sessionStorage.getItem(EXPIRED_KEY) === "1";
  sessionStorage.removeItem(EXPIRED_KEY);
  return expired;
}
