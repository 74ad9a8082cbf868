import type { ManagedUser } from "@leerlijn/contracts/users/managed-user.schema";
import { getUser } from "@leerlijn/contracts/users/users.contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { usersQueryKey } from "./users-query-key";

export const userDetailQuery = (id: string) =>
  queryOptions<ManagedUser>({
    queryKey: [...usersQueryKey, "detail", id],
    queryFn: ({ signal }) =>
      callApi(getUser, { params: { id }, signal }).then((response) => response.data),
  });
