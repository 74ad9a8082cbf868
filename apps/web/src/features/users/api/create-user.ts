import type { NewUserBody } from "@leerlijn/contracts/users/new-user";
import { createUser } from "@leerlijn/contracts/users/users.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { usersQueryKey } from "./users-query-key";

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewUserBody) => callApi(createUser, { body }),
    meta: { showsErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
