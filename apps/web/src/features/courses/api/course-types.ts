import {
  type CourseType,
  courseTypes,
  getCourseTypes,
} from "@leerlijn/contracts/courses/course-types";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { courseKeys } from "./course-keys";

export const courseTypesQuery = queryOptions<CourseType[]>({
  queryKey: courseKeys.types,
  queryFn: ({ signal }) => callApi(getCourseTypes, { signal }).then((response) => response.data),
  staleTime: Infinity,
});

/** The course types from the server; the shared catalogue fills in until they arrive. */
export function useCourseTypes(): readonly CourseType[] {
  return useQuery(courseTypesQuery).data ?? courseTypes;
}
