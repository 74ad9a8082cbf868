import type {
  CourseGroup,
  PersonCourseGroup,
} from "@leerlijn/contracts/course-groups/course-group.schema";
import {
  assignCourseGroup,
  type AssignCourseGroupBody,
  type CourseGroupBody,
  createCourseGroup,
  deleteCourseGroup,
  endPersonCourseGroup,
  getCourseGroup,
  getPersonCourseGroup,
  listCourseGroupFollowers,
  listCourseGroups,
  updateCourseGroup,
} from "@leerlijn/contracts/course-groups/course-groups.contract";
import { listAssignableCourses } from "@leerlijn/contracts/enrollments/assignments.contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

export const courseGroupsQueryKey = ["course-groups"] as const;

/** One page of the company's onboarding paths, optionally searched by name. */
export const courseGroupsListQuery = (page: number, queryString: string) =>
  queryOptions({
    queryKey: [...courseGroupsQueryKey, "list", page, queryString],
    queryFn: ({ signal }) =>
      callApi(listCourseGroups, {
        query: { page, filter: queryString ? { queryString } : undefined },
        signal,
        cancelPrevious: true,
      }),
    placeholderData: keepPreviousData,
  });

export const courseGroupQuery = (id: string) =>
  queryOptions<CourseGroup>({
    queryKey: [...courseGroupsQueryKey, "detail", id],
    queryFn: ({ signal }) =>
      callApi(getCourseGroup, { params: { id }, signal }).then((response) => response.data),
  });

/** The company's published courses a path can hold (the first 100, by name). */
export const pathCourseOptionsQuery = queryOptions({
  queryKey: [...courseGroupsQueryKey, "course-options"],
  queryFn: ({ signal }) =>
    callApi(listAssignableCourses, { query: { perPage: 100 }, signal }).then(
      (response) => response.data,
    ),
});

/** Creates (no id) or updates a path; the lists refresh and its page shows the answer. */
export function useSaveCourseGroup(id: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CourseGroupBody) =>
      id
        ? callApi(updateCourseGroup, { params: { id }, body })
        : callApi(createCourseGroup, { body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => {
      queryClient.setQueryData([...courseGroupsQueryKey, "detail", data.id], data);
      void queryClient.invalidateQueries({ queryKey: courseGroupsQueryKey });
    },
  });
}

/** Deletes a path; `leave` takes the page away first (a refetched 404 would show not-found). */
export function useDeleteCourseGroup(id: string, leave: () => Promise<void>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(deleteCourseGroup, { params: { id } }),
    onSuccess: async () => {
      await leave();
      queryClient.removeQueries({ queryKey: [...courseGroupsQueryKey, "detail", id] });
      void queryClient.invalidateQueries({ queryKey: courseGroupsQueryKey });
    },
  });
}

/** One person's path (by membership id): each step's state and the progress. */
export const personCourseGroupQuery = (userId: string, id: string) =>
  queryOptions<PersonCourseGroup>({
    queryKey: [...courseGroupsQueryKey, "person", userId, id],
    queryFn: ({ signal }) =>
      callApi(getPersonCourseGroup, { params: { userId, id }, signal }).then(
        (response) => response.data,
      ),
  });

/** Ends a person's path; their enrollments stay, so only the path's views refresh. */
export function useEndPersonCourseGroup(userId: string, id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => callApi(endPersonCourseGroup, { params: { userId, id } }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courseGroupsQueryKey }),
  });
}

/** One page of the people following a path now, with their progress. */
export const courseGroupFollowersQuery = (id: string, page: number) =>
  queryOptions({
    queryKey: [...courseGroupsQueryKey, "followers", id, page],
    queryFn: ({ signal }) =>
      callApi(listCourseGroupFollowers, { params: { id }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/** Gives the path to people; its counts and followers refresh. */
export function useAssignCourseGroup(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignCourseGroupBody) =>
      callApi(assignCourseGroup, { params: { id }, body }),
    meta: { showsErrors: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: courseGroupsQueryKey }),
  });
}
