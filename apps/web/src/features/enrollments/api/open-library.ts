import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import {
  enrollInPublicCourse,
  getPublicCourse,
  listPublicCourses,
  type OpenLibraryStatus,
} from "@leerlijn/contracts/enrollments/open-library.contract";
import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { startEnrollment } from "@leerlijn/contracts/enrollments/enrollments.contract";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { enrollmentKeys } from "./enrollment-keys";

export type OpenLibraryFilter = {
  queryString: string;
  status?: OpenLibraryStatus | undefined;
  courseType?: CourseTypeKey | undefined;
};

export function useOpenLibrary(page: number, filter: OpenLibraryFilter) {
  return useQuery({
    queryKey: enrollmentKeys.openLibrary({ page, ...filter }),
    queryFn: ({ signal }) =>
      callApi(listPublicCourses, {
        query: {
          page,
          perPage: 12,
          filter: {
            ...(filter.queryString ? { queryString: filter.queryString } : {}),
            ...(filter.status ? { status: filter.status } : {}),
            ...(filter.courseType ? { courseType: filter.courseType } : {}),
          },
        },
        signal,
        cancelPrevious: true,
      }),
    placeholderData: keepPreviousData,
  });
}

export function useOpenLibraryCourse(courseId: string) {
  return useQuery({
    queryKey: enrollmentKeys.openLibraryCourse(courseId),
    queryFn: ({ signal }) =>
      callApi(getPublicCourse, { params: { courseId }, signal }).then((r) => r.data),
    staleTime: 0,
  });
}

/**
 * Enrolls in a course of the open library; enrolling again returns the same enrollment. With
 * `startClock` (a timed course the learner agreed to start) the clock starts too, and the
 * walk-through opens on an enrollment that already knows its deadline.
 */
export function useEnrollInCourse() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ courseId, startClock }: { courseId: string; startClock: boolean }) => {
      const enrolled = (await callApi(enrollInPublicCourse, { params: { courseId } })).data;
      if (!startClock || enrolled.startedAt) return enrolled;
      return (
        await callApi(startEnrollment, {
          params: { enrollmentId: enrolled.id },
          body: { started: true },
        })
      ).data;
    },
    meta: { showsErrors: true },
    onSuccess: (enrollment) => {
      void queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
      queryClient.setQueryData<Enrollment>(enrollmentKeys.one(enrollment.id), enrollment);
    },
  });
}
