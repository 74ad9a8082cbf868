import { type CourseType, courseTypes } from "@leerlijn/contracts/courses/course-types";
import type { getCourseTypes } from "@leerlijn/contracts/courses/course-types.contract";
import { courseTypesEndpoint } from "@leerlijn/contracts/start-page-endpoints";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { courseKeys } from "./course-keys";

export const courseTypesQuery = queryOptions<CourseType[]>({
  queryKey: courseKeys.types,
  queryFn: ({ signal }) =>
    callEndpoint<typeof getCourseTypes>(courseTypesEndpoint, { signal }).then(
      (response) => response.data,
    ),
  staleTime: Infinity,
});

/** The course types from the server; the shared catalogue fills in until they arrive. */
export function useCourseTypes(): readonly CourseType[] {
  return useQuery(courseTypesQuery).data ?? courseTypes;
}
