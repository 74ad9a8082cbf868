import {
  type ChangePasswordBody,
  changePassword,
} from "@leerlijn/contracts/auth/password-change.contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

export function useChangePassword() {
  return useMutation({
    mutationFn: (body: ChangePasswordBody) => callApi(changePassword, { body }),
    meta: { showsErrors: true },
  });
}
