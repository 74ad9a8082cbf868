import { listUsers, type UsersListQuery } from "@leerlijn/contracts/users/users.contract";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { usersQueryKey } from "./users-query-key";

export const usersListQuery = (query: UsersListQuery) =>
  queryOptions({
    queryKey: [...usersQueryKey, "list", query],
    queryFn: ({ signal }) => callApi(listUsers, { query, signal, cancelPrevious: true }),
    // Paging and typing in the search keep the current rows on screen until the next arrive.
    placeholderData: keepPreviousData,
  });
