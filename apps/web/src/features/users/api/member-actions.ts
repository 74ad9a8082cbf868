import type { ManagedUser } from "@leerlijn/contracts/users/managed-user.schema";
import {
  deactivateUser,
  reactivateUser,
  removeUser,
  sendActivationEmail,
  sendLoginLink,
  updateUser,
  type UpdateUserBody,
} from "@leerlijn/contracts/users/users.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { usersQueryKey } from "./users-query-key";

/** After a change: the person's own page shows the answer at once, lists refresh. */
function useRefresh() {
  const queryClient = useQueryClient();
  return (user?: ManagedUser) => {
    if (user) queryClient.setQueryData([...usersQueryKey, "detail", user.id], user);
    void queryClient.invalidateQueries({ queryKey: usersQueryKey });
  };
}

export function useUpdateUser(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateUserBody) => callApi(updateUser, { params: { id }, body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => refresh(data),
  });
}

export function useSetUserActive(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (active: boolean) =>
      callApi(active ? reactivateUser : deactivateUser, { params: { id } }),
    onSuccess: ({ data }) => refresh(data),
  });
}

export function useRemoveUser(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(removeUser, { params: { id } }),
    onSuccess: () => {
      queryClient.removeQueries({ queryKey: [...usersQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: usersQueryKey });
    },
  });
}

export function useSendActivationEmail(id: string) {
  return useMutation({ mutationFn: () => callApi(sendActivationEmail, { params: { id } }) });
}

export function useSendLoginLink(id: string) {
  return useMutation({ mutationFn: () => callApi(sendLoginLink, { params: { id } }) });
}
