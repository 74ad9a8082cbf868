import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import type { getCurrentUser } from "@leerlijn/contracts/users/profile.contract";
import { currentUserEndpoint } from "@leerlijn/contracts/first-visit-endpoints";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/query-keys";

export const currentUserQuery = queryOptions<CurrentUser>({
  queryKey: currentUserQueryKey,
  queryFn: ({ signal }) =>
    callEndpoint<typeof getCurrentUser>(currentUserEndpoint, { signal }).then(
      (response) => response.data,
    ),
  // The session loader handles a failure (sign out, back to login with the redirect).
  meta: { showsErrors: true },
});

/** The signed-in user; the protected layout's loader has loaded it before anything renders. */
export function useCurrentUser(): CurrentUser {
  return useSuspenseQuery(currentUserQuery).data;
}
