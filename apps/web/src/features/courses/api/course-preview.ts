import {
  previewCourseVersion,
  previewLibraryCourse,
} from "@leerlijn/contracts/enrollments/preview.contract";
import { useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/** What to preview: a version from the author tool, or a course of the company's library. */
export type PreviewTarget =
  { kind: "version"; courseId: string; versionId: string } | { kind: "library"; courseId: string };

/** Where the preview enrollment is walked through, as a learner would. */
export function previewPath(target: PreviewTarget, enrollmentId: string): string {
  return target.kind === "version"
    ? `/courses/${enrollmentId}/preview`
    : `/course-library/${enrollmentId}/preview`;
}

/** Starts a fresh preview enrollment; it never counts in anyone's results. */
export function useStartPreview() {
  return useMutation({
    mutationFn: (target: PreviewTarget) =>
      (target.kind === "version"
        ? callApi(previewCourseVersion, {
            params: { courseId: target.courseId, versionId: target.versionId },
          })
        : callApi(previewLibraryCourse, { params: { courseId: target.courseId } })
      ).then((r) => r.data),
  });
}
