import type { login, LoginBody } from "@leerlijn/contracts/auth/auth.contract";
import { loginEndpoint } from "@leerlijn/contracts/first-visit-endpoints";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { rememberSession } from "./session";

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: LoginBody) => callEndpoint<typeof login>(loginEndpoint, { query: {}, body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => rememberSession(queryClient, data),
  });
}

/** Signs in with the token of a sign-in link from a mail. */
export function useLoginWithLink() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (token: string) => callEndpoint<typeof login>(loginEndpoint, { query: { token } }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => rememberSession(queryClient, data),
  });
}
