import type { CourseFilter } from "@leerlijn/contracts/courses/course.schema";
import { listCourses } from "@leerlijn/contracts/courses/courses.contract";
import { listCourseReviews } from "@leerlijn/contracts/courses/reviews.contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { courseKeys } from "./course-keys";

export type CourseListQuery = { page: number; filter: NonNullable<CourseFilter> };

export function useCoursesList(query: CourseListQuery) {
  return useQuery({
    queryKey: courseKeys.list(query),
    queryFn: ({ signal }) =>
      callApi(listCourses, {
        query: { page: query.page, filter: query.filter },
        signal,
        cancelPrevious: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Versions waiting for the platform's review (platform admins only). */
export function useCourseReviews(enabled: boolean) {
  return useQuery({
    queryKey: courseKeys.reviews,
    queryFn: ({ signal }) => callApi(listCourseReviews, { query: { perPage: 50 }, signal }),
    enabled,
  });
}
