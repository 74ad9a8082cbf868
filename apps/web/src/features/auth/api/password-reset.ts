import {
  getUserByResetToken,
  type PasswordEmailBody,
  requestPasswordReset,
  resetPassword,
  type ResetPasswordBody,
} from "@leerlijn/contracts/auth/password-reset.contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { rememberSession } from "./session";

export function useRequestPasswordReset() {
  return useMutation({
    mutationFn: (body: PasswordEmailBody) => callApi(requestPasswordReset, { body }),
    meta: { showsErrors: true },
  });
}

/** Whose link this is; the page shows the expired-link message itself when it fails. */
export const resetTokenUserQuery = (token: string) =>
  queryOptions({
    queryKey: ["password-reset", token],
    queryFn: ({ signal }) =>
      callApi(getUserByResetToken, { query: { token }, signal }).then((response) => response.data),
    meta: { showsErrors: true },
    retry: false,
    staleTime: Infinity,
  });

export function useResetPassword() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ResetPasswordBody) => callApi(resetPassword, { body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => rememberSession(queryClient, data),
  });
}
