import { login, type LoginBody } from "@leerlijn/contracts/auth/auth.contract";
import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { sessionToken } from "../../../lib/session-token";
import { currentUserQueryKey } from "../../../lib/query-keys";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callApi(login, { body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => {
      const { accessToken, ...user } = data;
      sessionToken.set(accessToken);
      queryClient.setQueryData<CurrentUser>(currentUserQueryKey, user);
    },
  });
}
