import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import {
  listEnrollmentBlocks,
  listEnrollmentSections,
  type ProgressBody,
  recordProgress,
} from "@leerlijn/contracts/enrollments/walk-through.contract";
import type {
  ExamQuestionResult,
  WalkBlock,
  WalkSection,
} from "@leerlijn/contracts/enrollments/walk-through.schema";
import { type QueryClient, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { ApiError, callApi } from "../../../lib/api-client";
import {
  enqueueAnswer,
  hasQueuedAnswers,
  type QueuedAnswer,
  queuedAnswersOf,
} from "../offline/answer-queue";
import { blocksAddress, readThroughCopy, sectionsAddress } from "../offline/offline-copy";
import {
  blocksWithQueued,
  enrollmentWithQueued,
  sectionsWithQueued,
} from "../offline/queued-progress";
import { enrollmentKeys } from "./enrollment-keys";

/**
 * An answer given without a connection: queued on the device with its own key, and shown as
 * given (without a result: the server scores it when it arrives).
 */
async function queueAnswer(
  queryClient: QueryClient,
  answer: Omit<QueuedAnswer, "body" | "ownerId"> & { body: ProgressBody },
): Promise<{ enrollment: Enrollment; examQuestionResult: ExamQuestionResult | null }> {
  const { enrollmentId, sectionId, body } = answer;
  const enrollment = queryClient.getQueryData<Enrollment>(enrollmentKeys.one(enrollmentId));
  if (!enrollment) throw new Error("The walk-through has no enrollment loaded");
  const queued = await enqueueAnswer({
    ...answer,
    body: { ...body, idempotencyKey: crypto.randomUUID() },
  });
  const given = body.more?.answer;
  // The progress bar moves as it would online; the server's own count replaces it once sent.
  const done = queryClient
    .getQueryData<WalkBlock[]>(enrollmentKeys.blocks(enrollmentId, sectionId))
    ?.find((block) => block.uuid === body.blockUuid)?.isCompleted;
  return {
    enrollment: done ? enrollment : enrollmentWithQueued(enrollment, [queued]),
    examQuestionResult: given ? { blockUuid: body.blockUuid, answer: given, revealed: null } : null,
  };
}

/** The outline; `enabled` false while the step is locked (the server would refuse it). */
export function useEnrollmentSections(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: enrollmentKeys.sections(id),
    queryFn: async ({ signal }) =>
      sectionsWithQueued(
        await readThroughCopy(id, sectionsAddress(id), () =>
          callApi(listEnrollmentSections, { params: { enrollmentId: id }, signal }).then(
            (r) => r.data,
          ),
        ),
        await queuedAnswersOf(id),
      ),
    staleTime: 0,
    // Asked offline too: a copy on the device answers then (offline-copy.ts).
    networkMode: "always",
  });
}

export const blocksQuery = (id: string, sectionId: string) => ({
  queryKey: enrollmentKeys.blocks(id, sectionId),
  queryFn: async ({ signal }: { signal: AbortSignal }) =>
    blocksWithQueued(
      await readThroughCopy(id, blocksAddress(id, sectionId), () =>
        callApi(listEnrollmentBlocks, { params: { enrollmentId: id, sectionId }, signal }).then(
          (r) => r.data,
        ),
      ),
      await queuedAnswersOf(id),
    ),
  networkMode: "always" as const,
});

export function useSectionBlocks(id: string, sectionId: string | undefined) {
  return useQuery({ ...blocksQuery(id, sectionId ?? ""), enabled: Boolean(sectionId) });
}

/**
 * Completes a block. The answer goes into the caches at once (block, section and enrollment),
 * so the next screen shows the new progress without waiting for a refetch.
 */
export function useRecordProgress(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ sectionId, body }: { sectionId: string; body: ProgressBody }) => {
      const queue = () => queueAnswer(queryClient, { enrollmentId: id, sectionId, body });
      // Behind answers already waiting, so they reach the server in the order given.
      if (!navigator.onLine || hasQueuedAnswers(id)) return queue();
      try {
        return (await callApi(recordProgress, { params: { enrollmentId: id, sectionId }, body }))
          .data;
      } catch (error) {
        if (error instanceof ApiError) throw error;
        return queue();
      }
    },
    meta: { showsErrors: true },
    // Sent offline too: without a connection the answer is queued (see queueAnswer).
    networkMode: "always",
    // A retry after a timeout is safe: the server counts a block once.
    retry: (count, error) => count < 2 && !(error instanceof Error && "status" in error),
    onSuccess: (result, { sectionId, body }) => {
      // The answer to a block leaves the course picture out (the progress call is kept lean), so
      // the picture the enrollment page showed stays until the page asks again.
      queryClient.setQueryData<Enrollment>(enrollmentKeys.one(id), (cached) => ({
        ...result.enrollment,
        course: {
          ...result.enrollment.course,
          image: result.enrollment.course.image ?? cached?.course.image ?? null,
        },
      }));
      queryClient.setQueryData<WalkBlock[]>(enrollmentKeys.blocks(id, sectionId), (blocks) =>
        blocks?.map((block) =>
          block.uuid === body.blockUuid
            ? {
                ...block,
                isCompleted: true,
                question: block.question && { examQuestionResult: result.examQuestionResult },
              }
            : block,
        ),
      );
      queryClient.setQueryData<WalkSection[]>(enrollmentKeys.sections(id), (sections) =>
        sections?.map((section) =>
          section.id === sectionId && !section.completedBlockUuids.includes(body.blockUuid)
            ? { ...section, completedBlockUuids: [...section.completedBlockUuids, body.blockUuid] }
            : section,
        ),
      );
      void queryClient.invalidateQueries({ queryKey: enrollmentKeys.result(id) });
      void queryClient.invalidateQueries({ queryKey: ["enrollments", "mine"] });
    },
  });
}
