import type { SignedIn } from "@leerlijn/contracts/auth/auth.contract";
import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import type { QueryClient } from "@tanstack/react-query";
import { currentUserQueryKey } from "../../../lib/query-keys";
import { sessionToken } from "../../../lib/session-token";

/** Keeps a fresh session (login, reset, activation, sign-in link): token and current user. */
export function rememberSession(queryClient: QueryClient, signedIn: SignedIn): CurrentUser {
  const { accessToken, ...user } = signedIn;
  sessionToken.set(accessToken);
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== "companies" });
  queryClient.setQueryData<CurrentUser>(currentUserQueryKey, user);
  return user;
}
