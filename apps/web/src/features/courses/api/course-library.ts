import type { CourseFilter } from "@leerlijn/contracts/courses/course.schema";
import {
  getCourseLibraryCourse,
  listCourseLibrary,
} from "@leerlijn/contracts/courses/course-library.contract";
import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { courseKeys } from "./course-keys";

export function useCourseLibrary(query: { page: number; filter: NonNullable<CourseFilter> }) {
  return useQuery({
    queryKey: courseKeys.library(query),
    queryFn: ({ signal }) =>
      callApi(listCourseLibrary, {
        query: { page: query.page, perPage: 12, filter: query.filter },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useCourseLibraryCourse(courseId: string) {
  return useQuery({
    queryKey: courseKeys.libraryCourse(courseId),
    queryFn: ({ signal }) =>
      callApi(getCourseLibraryCourse, { params: { courseId }, signal }).then((r) => r.data),
  });
}
