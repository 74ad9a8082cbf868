import {
  type EnrollmentStatus,
  enrollmentStatuses,
} from "@leerlijn/contracts/enrollments/enrollment-status";
import type { QueryClient } from "@tanstack/react-query";
import type { LoaderFunctionArgs } from "react-router";
import { myCourseGroupsQuery } from "../../../features/course-groups/api/my-course-groups";
import { prefetchMyEnrollments } from "../../../features/enrollments/api/my-enrollments";
import { prefetchMyTrainings } from "../../../features/trainings/api/participant-trainings";
import { sessionToken } from "../../../lib/session-token";
import { guardLoader } from "../../guards";
import type { RouteMeta } from "../../route-meta";

const isStatus = (value: string | null): value is EnrollmentStatus =>
  (enrollmentStatuses as readonly (string | null)[]).includes(value);

export const statusFilter = (params: URLSearchParams): EnrollmentStatus | undefined => {
  const raw = params.get("status");
  return isStatus(raw) ? raw : undefined;
};

/** The route's guard, with the list already on its way (the learner's first page after login). */
export function myTrainingsLoader(queryClient: QueryClient, meta: RouteMeta) {
  const guard = guardLoader(queryClient, meta);
  return ({ request }: LoaderFunctionArgs) => {
    if (sessionToken.get()) {
      prefetchMyEnrollments(queryClient, statusFilter(new URL(request.url).searchParams));
      prefetchMyTrainings(queryClient);
      // Silent like the two above: the page's own query reports a failure. Someone who may not
      // open this page (sent on to their own by the guard) would otherwise see 'Geen rechten'.
      void queryClient.prefetchQuery({ ...myCourseGroupsQuery(), meta: { showsErrors: true } });
    }
    return guard();
  };
}
