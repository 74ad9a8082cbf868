import type { EnrollmentStatus } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { listMyEnrollments } from "@leerlijn/contracts/enrollments/enrollments.contract";
import { keepPreviousData, useInfiniteQuery } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { enrollmentKeys } from "./enrollment-keys";

export const MY_ENROLLMENTS_PAGE = 24;

/** The learner's enrollments, a page at a time (work in progress first). */
export function useMyEnrollments(status: EnrollmentStatus | undefined) {
  return useInfiniteQuery({
    queryKey: enrollmentKeys.mine({ status }),
    queryFn: ({ pageParam, signal }) =>
      callApi(listMyEnrollments, {
        query: {
          page: pageParam,
          perPage: MY_ENROLLMENTS_PAGE,
          ...(status ? { filter: { status } } : {}),
        },
        signal,
      }),
    initialPageParam: 1,
    getNextPageParam: (last) =>
      last.meta.currentPage < last.meta.lastPage ? last.meta.currentPage + 1 : undefined,
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
}
