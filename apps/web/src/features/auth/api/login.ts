import { login, type LoginBody } from "@leerlijn/contracts/auth/auth.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { rememberSession } from "./session";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callApi(login, { query: {}, body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => rememberSession(queryClient, data),
  });
}

/** Signs in with the token of a sign-in link from a mail. */
export function useLoginWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callApi(login, { query: { token } }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => rememberSession(queryClient, data),
  });
}
