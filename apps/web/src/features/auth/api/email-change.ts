import { confirmEmailChange } from "@leerlijn/contracts/users/email-change.contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/** Confirms a new email address with the link that was mailed to it. */
export function useConfirmEmailChange(id: string) {
  return useMutation({
    mutationFn: (token: string) =>
      callApi(confirmEmailChange, { params: { id }, body: { token } }).then(
        (response) => response.data,
      ),
    meta: { showsErrors: true },
  });
}
