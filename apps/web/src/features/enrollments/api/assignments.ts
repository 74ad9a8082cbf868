import type { userEnrollmentStates } from "@leerlijn/contracts/enrollments/assignments.contract";
import {
  type AssignCourseBody,
  assignCourse,
  listAssignableCourses,
  listCourseFollowers,
  listUserEnrollments,
} from "@leerlijn/contracts/enrollments/assignments.contract";
import type { EnrollmentStatus } from "@leerlijn/contracts/enrollments/enrollment-status";
import {
  deleteEnrollment,
  reassignEnrollment,
} from "@leerlijn/contracts/enrollments/enrollments.contract";
import { PER_PAGE_MAX } from "@leerlijn/contracts/pagination";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { enrollmentKeys } from "./enrollment-keys";

export type UserEnrollmentState = (typeof userEnrollmentStates)[number];

/** A learner's enrollments (deleted ones too, as history) for an educator. */
export function useUserEnrollments(
  companyUserId: string,
  query: { page: number; status?: EnrollmentStatus | undefined; state: UserEnrollmentState },
) {
  return useQuery({
    queryKey: enrollmentKeys.ofUser(companyUserId, query),
    queryFn: ({ signal }) =>
      callApi(listUserEnrollments, {
        params: { id: companyUserId },
        query: {
          page: query.page,
          perPage: 25,
          filter: { state: query.state, ...(query.status ? { status: query.status } : {}) },
        },
        signal,
      }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}

/** Published courses of the company to choose from when assigning. */
export function useAssignableCourses(queryString: string) {
  return useQuery({
    queryKey: enrollmentKeys.assignable({ queryString }),
    queryFn: ({ signal }) =>
      callApi(listAssignableCourses, {
        query: { perPage: 100, ...(queryString ? { filter: { queryString } } : {}) },
        signal,
        cancelPrevious: true,
      }),
    placeholderData: keepPreviousData,
  });
}

/** Memberships that already follow a course, so the assign dialog can mark them. */
export function useCourseFollowers(courseId: string, enabled: boolean) {
  return useQuery({
    queryKey: enrollmentKeys.followers(courseId),
    queryFn: ({ signal }) =>
      callApi(listCourseFollowers, { params: { courseId }, signal }).then(
        (r) => r.data.companyUserIds,
      ),
    enabled,
    staleTime: 0,
  });
}

/**
 * Ids of the courses a person follows now (not deleted), so the per-person assign dialog can
 * mark them. Every page is read: a course missing from the marks could be assigned twice.
 */
export function useFollowedCourses(companyUserId: string, enabled: boolean) {
  return useQuery({
    queryKey: enrollmentKeys.followed(companyUserId),
    queryFn: async ({ signal }) => {
      const courseIds = new Set<string>();
      for (let page = 1; ; page += 1) {
        const list = await callApi(listUserEnrollments, {
          params: { id: companyUserId },
          query: { page, perPage: PER_PAGE_MAX, filter: { state: "active" } },
          signal,
        });
        for (const enrollment of list.data) courseIds.add(enrollment.course.id);
        if (page >= list.meta.lastPage) return [...courseIds];
      }
    },
    enabled,
    staleTime: 0,
  });
}

function useInvalidateEnrollments() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: enrollmentKeys.all });
}

export function useAssignCourse() {
  const invalidate = useInvalidateEnrollments();
  return useMutation({
    mutationFn: ({ courseId, ...body }: AssignCourseBody & { courseId: string }) =>
      callApi(assignCourse, { params: { courseId }, body }).then((r) => r.data),
    meta: { showsErrors: true },
    onSuccess: invalidate,
  });
}

export function useReassignEnrollment() {
  const invalidate = useInvalidateEnrollments();
  return useMutation({
    mutationFn: (enrollmentId: string) =>
      callApi(reassignEnrollment, { params: { enrollmentId } }).then((r) => r.data),
    meta: { showsErrors: true },
    onSuccess: invalidate,
  });
}

export function useDeleteEnrollment() {
  const invalidate = useInvalidateEnrollments();
  return useMutation({
    mutationFn: (enrollmentId: string) => callApi(deleteEnrollment, { params: { enrollmentId } }),
    meta: { showsErrors: true },
    onSuccess: invalidate,
  });
}
