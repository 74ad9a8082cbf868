import { removeAvatar, uploadAvatar } from "@leerlijn/contracts/users/avatar.contract";
import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/query-keys";

/** Sets or (with null) removes the profile picture; the header shows the answer at once. */
export function useAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (file: File | null) => {
      if (!file) return callApi(removeAvatar, {});
      const form = new FormData();
      form.set("avatar", file);
      return callApi(uploadAvatar, { body: form });
    },
    meta: { showsErrors: true },
    onSuccess: ({ data }) => queryClient.setQueryData<CurrentUser>(currentUserQueryKey, data),
  });
}
