import type {
  MyCourseGroup,
  MyCourseGroupSummary,
} from "@leerlijn/contracts/course-groups/course-group.schema";
import type {
  getMyCourseGroup,
  listMyCourseGroups,
} from "@leerlijn/contracts/course-groups/my-course-groups.contract";
import {
  myCourseGroupEndpoint,
  myCourseGroupsEndpoint,
} from "@leerlijn/contracts/start-page-endpoints";
import { queryOptions } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

export const myCourseGroupsQueryKey = ["my-course-groups"] as const;

/** The paths the learner follows now; progress moves with every course done: read on each visit. */
export const myCourseGroupsQuery = () =>
  queryOptions<MyCourseGroupSummary[]>({
    queryKey: [...myCourseGroupsQueryKey, "list"],
    queryFn: ({ signal }) =>
      callEndpoint<typeof listMyCourseGroups>(myCourseGroupsEndpoint, { signal }).then(
        (response) => response.data,
      ),
    // The moment allowed only keeps the page from repeating the request its loader just started.
    staleTime: 2_000,
  });

export const myCourseGroupQuery = (id: string) =>
  queryOptions<MyCourseGroup>({
    queryKey: [...myCourseGroupsQueryKey, "detail", id],
    queryFn: ({ signal }) =>
      callEndpoint<typeof getMyCourseGroup>(myCourseGroupEndpoint, { params: { id }, signal }).then(
        (response) => response.data,
      ),
    staleTime: 0,
  });
