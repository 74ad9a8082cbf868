import type { Group, GroupSummary } from "@leerlijn/contracts/groups/group.schema";
import {
  createGroup,
  deleteGroup,
  getGroup,
  type GroupBody,
  listGroups,
  updateGroup,
} from "@leerlijn/contracts/groups/groups.contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

export const groupsQueryKey = ["groups"] as const;

/** One page of the company's groups, optionally searched by name. */
export const groupsListQuery = (page: number, queryString: string) =>
  queryOptions({
    queryKey: [...groupsQueryKey, "list", page, queryString],
    queryFn: async ({ signal }) => {
      const response = await callApi(listGroups, {
        query: { page, filter: queryString ? { queryString } : undefined },
        signal,
        cancelPrevious: true,
      });
      if (!("meta" in response)) throw new Error("expected a paginated answer");
      return response;
    },
    placeholderData: keepPreviousData,
  });

/** Every group at once (for selects and filters). */
export const groupOptionsQuery = queryOptions<GroupSummary[]>({
  queryKey: [...groupsQueryKey, "all"],
  queryFn: ({ signal }) =>
    callApi(listGroups, { query: { paginate: "false" }, signal }).then((response) => response.data),
});

export const groupQuery = (id: string) =>
  queryOptions<Group>({
    queryKey: [...groupsQueryKey, "detail", id],
    queryFn: ({ signal }) =>
      callApi(getGroup, { params: { id }, signal }).then((response) => response.data),
  });

/** Creates (no id) or updates a group; the lists refresh and the group's page shows the answer. */
export function useSaveGroup(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: GroupBody) =>
      id ? callApi(updateGroup, { params: { id }, body }) : callApi(createGroup, { body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData([...groupsQueryKey, "detail", data.id], data);
      void queryClient.invalidateQueries({ queryKey: groupsQueryKey });
      // Each person's groups show in the user list.
      void queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
}

/**
 * Deletes a group. `leave` takes the page away from the group first: its query refetched while
 * the page still shows it would be a 404, and a 404 on a read sends the user to not-found.
 */
export function useDeleteGroup(id: string, leave: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(deleteGroup, { params: { id } }),
    onSuccess: async () => {
      await leave();
      queryClient.removeQueries({ queryKey: [...groupsQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: groupsQueryKey });
      void queryClient.invalidateQueries({ queryKey: ["users"] });
    },
  });
}
