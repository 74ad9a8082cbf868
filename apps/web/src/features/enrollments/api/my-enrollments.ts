import type { EnrollmentStatus } from "@leerlijn/contracts/enrollments/enrollment-status";
import type { listMyEnrollments } from "@leerlijn/contracts/enrollments/enrollments.contract";
import { myEnrollmentsEndpoint } from "@leerlijn/contracts/start-page-endpoints";
import {
  infiniteQueryOptions,
  keepPreviousData,
  type QueryClient,
  useInfiniteQuery,
} from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";
import { enrollmentKeys } from "./enrollment-keys";

export const MY_ENROLLMENTS_PAGE = 24;

const myEnrollmentsQuery = (status: EnrollmentStatus | undefined) =>
  infiniteQueryOptions({
    queryKey: enrollmentKeys.mine({ status }),
    queryFn: ({ pageParam, signal }) =>
      callEndpoint<typeof listMyEnrollments>(myEnrollmentsEndpoint, {
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
    // Progress changes elsewhere (the walk-through) without touching this list, so it is read
    // again on every visit; the moment allowed is only so the page does not repeat the request
    // that its loader has just started.
    staleTime: 2_000,
  });

/** The learner's enrollments, a page at a time (work in progress first). */
export function useMyEnrollments(status: EnrollmentStatus | undefined) {
  return useInfiniteQuery({ ...myEnrollmentsQuery(status), placeholderData: keepPreviousData });
}

/**
 * Starts the first page on the first visit while the loaders still confirm the session, so the
 * list does not wait for them. A failure is left to the page's own query, which then runs again
 * and reports it as usual.
 */
export function prefetchMyEnrollments(
  queryClient: QueryClient,
  status: EnrollmentStatus | undefined,
): void {
  const options = myEnrollmentsQuery(status);
  if (queryClient.getQueryState(options.queryKey)) return;
  void queryClient.prefetchInfiniteQuery({ ...options, meta: { showsErrors: true } });
}
