import {
  type AdminUser,
  type AdminUsersQuery,
  createAdminUser,
  type CreateAdminUserBody,
  getAdminUser,
  listAdminUsers,
  updateAdminUser,
  type UpdateAdminUserBody,
} from "@leerlijn/contracts/users/admin-users.contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/** The platform admin's queries about people across companies. */
const adminUsersKey = ["users", "admin"] as const;

export const adminUsersListQuery = (query: AdminUsersQuery) =>
  queryOptions({
    queryKey: [...adminUsersKey, "list", query],
    queryFn: ({ signal }) => callApi(listAdminUsers, { query, signal, cancelPrevious: true }),
    placeholderData: keepPreviousData,
  });

export const adminUserQuery = (id: string) =>
  queryOptions<AdminUser>({
    queryKey: [...adminUsersKey, "detail", id],
    queryFn: ({ signal }) =>
      callApi(getAdminUser, { params: { id }, signal }).then((response) => response.data),
  });

function useRefresh() {
  const queryClient = useQueryClient();
  return (user: AdminUser) => {
    queryClient.setQueryData([...adminUsersKey, "detail", user.id], user);
    void queryClient.invalidateQueries({ queryKey: [...adminUsersKey, "list"] });
  };
}

export function useCreateAdminUser() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: CreateAdminUserBody) => callApi(createAdminUser, { body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => refresh(data),
  });
}

export function useUpdateAdminUser(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: UpdateAdminUserBody) => callApi(updateAdminUser, { params: { id }, body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => refresh(data),
  });
}
