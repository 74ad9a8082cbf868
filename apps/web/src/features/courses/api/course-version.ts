import {
  getCourseVersion,
  type UpdateCourseVersionBody,
  updateCourseVersion,
} from "@leerlijn/contracts/courses/course-versions.contract";
import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import {
  decideCourseReview,
  getCourseReview,
  type ReviewDecisionBody,
} from "@leerlijn/contracts/courses/reviews.contract";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { courseKeys } from "./course-keys";
import type { VersionRef } from "./course-actions";

const versionKey = (ref: VersionRef) => ["courses", "version", ref.versionId] as const;

export function useCourseVersion(ref: VersionRef, { enabled = true } = {}) {
  return useQuery({
    queryKey: versionKey(ref),
    queryFn: ({ signal }) => callApi(getCourseVersion, { params: ref, signal }).then((r) => r.data),
    staleTime: 0,
    enabled,
  });
}

export function useUpdateCourseVersion(ref: VersionRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateCourseVersionBody) =>
      callApi(updateCourseVersion, { params: ref, body }).then((r) => r.data),
    meta: { showsErrors: true },
    onSuccess: (version) => {
      queryClient.setQueryData<CourseVersion>(versionKey(ref), version);
      void queryClient.invalidateQueries({ queryKey: courseKeys.all, exact: false });
    },
  });
}

export function useVersionForReview(ref: VersionRef) {
  return useQuery({
    queryKey: ["courses", "review", ref.versionId],
    queryFn: ({ signal }) => callApi(getCourseReview, { params: ref, signal }).then((r) => r.data),
  });
}

export function useDecideReview(ref: VersionRef) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ReviewDecisionBody) =>
      // Narrowed per decision: the client's input type is distributed over the body union.
      (body.decision === "accept"
        ? callApi(decideCourseReview, { params: ref, body })
        : callApi(decideCourseReview, { params: ref, body })
      ).then((r) => r.data),
    meta: { showsErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: courseKeys.all }),
  });
}
