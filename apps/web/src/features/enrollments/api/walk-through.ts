import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import {
  listEnrollmentBlocks,
  listEnrollmentSections,
  type ProgressBody,
  recordProgress,
} from "@leerlijn/contracts/enrollments/walk-through.contract";
import type { WalkBlock, WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { enrollmentKeys } from "./enrollment-keys";

/** The outline; `enabled` false while the step is locked (the server would refuse it). */
export function useEnrollmentSections(id: string, enabled = true) {
  return useQuery({
    enabled,
    queryKey: enrollmentKeys.sections(id),
    queryFn: ({ signal }) =>
      callApi(listEnrollmentSections, { params: { enrollmentId: id }, signal }).then((r) => r.data),
    staleTime: 0,
  });
}

export const blocksQuery = (id: string, sectionId: string) => ({
  queryKey: enrollmentKeys.blocks(id, sectionId),
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    callApi(listEnrollmentBlocks, { params: { enrollmentId: id, sectionId }, signal }).then(
      (r) => r.data,
    ),
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
    mutationFn: ({ sectionId, body }: { sectionId: string; body: ProgressBody }) =>
      callApi(recordProgress, { params: { enrollmentId: id, sectionId }, body }).then(
        (r) => r.data,
      ),
    meta: { showsErrors: true },
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
