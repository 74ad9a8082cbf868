import {
  previewCourseVersion,
  previewLibraryCourse,
} from "@leerlijn/contracts/enrollments/preview.contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/**
 * What to preview: a version from the author tool, a course of the company's library, or a
 * version on the review page (any company's, for the platform's reviewer).
 */
export type PreviewTarget =
  | { kind: "version" | "review"; courseId: string; versionId: string }
  | { kind: "library"; courseId: string };

/** Where the preview enrollment is walked through, as a learner would. */
export function previewPath(target: PreviewTarget, enrollmentId: string): string {
  switch (target.kind) {
    case "version":
      return `/courses/${enrollmentId}/preview`;
    case "review":
      return `/course-reviews/${enrollmentId}/preview`;
    case "library":
      return `/course-library/${enrollmentId}/preview`;
  }
}

/** Starts a fresh preview enrollment; it never counts in anyone's results. */
export function useStartPreview() {
  return useMutation({
    mutationFn: (target: PreviewTarget) =>
      (target.kind !== "library"
        ? callApi(previewCourseVersion, {
            params: { courseId: target.courseId, versionId: target.versionId },
          })
        : callApi(previewLibraryCourse, { params: { courseId: target.courseId } })
      ).then((r) => r.data),
  });
}
