import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import {
  getEnrollment,
  getEnrollmentResult,
  startEnrollment,
} from "@leerlijn/contracts/enrollments/enrollments.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { queuedAnswersOf } from "../offline/answer-queue";
import { enrollmentAddress, readThroughCopy } from "../offline/offline-copy";
import { enrollmentWithQueued } from "../offline/queued-progress";
import { enrollmentKeys } from "./enrollment-keys";

/**
 * Progress changes with every answer: always ask the server when a page opens. Answers waiting
 * on the device count as given (offline/queued-progress.ts).
 */
export const enrollmentQuery = (id: string) => ({
  queryKey: enrollmentKeys.one(id),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    enrollmentWithQueued(
      await readThroughCopy(id, enrollmentAddress(id), () =>
        callApi(getEnrollment, { params: { enrollmentId: id }, signal }).then((r) => r.data),
      ),
      await queuedAnswersOf(id),
    ),
  staleTime: 0,
  // Asked offline too: a copy on the device answers then (offline-copy.ts).
  networkMode: "always" as const,
});

export function useEnrollment(id: string) {
  return useQuery(enrollmentQuery(id));
}

export function useStartEnrollment(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      callApi(startEnrollment, { params: { enrollmentId: id }, body: { started: true } }).then(
        (r) => r.data,
      ),
    meta: { showsErrors: true },
    onSuccess: (enrollment) =>
      queryClient.setQueryData<Enrollment>(enrollmentKeys.one(id), enrollment),
  });
}

export function useEnrollmentResult(id: string) {
  return useQuery({
    queryKey: enrollmentKeys.result(id),
    queryFn: ({ signal }) =>
      callApi(getEnrollmentResult, { params: { enrollmentId: id }, signal }).then((r) => r.data),
    staleTime: 0,
  });
}
