import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import type { WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link, Navigate, Outlet, useOutletContext, useParams } from "react-router";
import { myCourseGroupsQueryKey } from "../../../features/course-groups/api/my-course-groups";
import { useEnrollment } from "../../../features/enrollments/api/enrollment";
import { useEnrollmentSections } from "../../../features/enrollments/api/walk-through";
import { FinishView } from "../../../features/enrollments/components/finish-view";
import { WalkThroughScreen } from "../../../features/enrollments/components/walk-through-screen";
import { blockPath, type WalkPaths } from "../../../features/enrollments/walk-path";
import { readingOrder } from "../../../features/enrollments/walk-path";
import { buttonClassName } from "../../../ui/button/button";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";

/** The places a walk-through is shown: the learner's, and the author's, library's and reviewer's previews. */
export type WalkKind = "learner" | "authorPreview" | "libraryPreview" | "reviewPreview";

export function walkPaths(
  kind: WalkKind,
  enrollment: Pick<Enrollment, "id" | "course">,
): WalkPaths {
  const { id, course } = enrollment;
  switch (kind) {
    case "learner": {
      const base = `/enrollments/${id}/walk-through`;
      return { base, exit: `/enrollments/${id}`, finish: `${base}/finish` };
    }
    case "authorPreview": {
      const base = `/courses/${id}/preview`;
      return {
        base,
        exit: `/courses/${course.id}/versions/${course.versionId}/edit`,
        finish: `${base}/finish`,
      };
    }
    case "libraryPreview": {
      const base = `/course-library/${id}/preview`;
      return { base, exit: `/course-library/${course.id}`, finish: `${base}/finish` };
    }
    case "reviewPreview": {
      const base = `/course-reviews/${id}/preview`;
      return {
        base,
        exit: `/courses/${course.id}/versions/${course.versionId}/review`,
        finish: `${base}/finish`,
      };
    }
  }
}

type WalkContext = {
  enrollment: Enrollment;
  sections: WalkSection[];
  paths: WalkPaths;
  kind: WalkKind;
};

/** Loads the enrollment and its outline once for every screen of the walk-through. */
export function WalkThroughLayout({ kind }: { kind: WalkKind }) {
  const { t } = useTranslation();
  const { enrollmentId = "" } = useParams();
  const enrollment = useEnrollment(enrollmentId);
  const locked = Boolean(enrollment.data?.pathLock);
  const sections = useEnrollmentSections(enrollmentId, enrollment.isSuccess && !locked);
  useDocumentTitle(enrollment.data?.course.name);
  // Leaving a walk-through may have moved a path's progress (a step done, the next unlocked):
  // the paths are read again, even when the learner is back within their fresh moment.
  const queryClient = useQueryClient();
  useEffect(
    () => () => void queryClient.invalidateQueries({ queryKey: myCourseGroupsQueryKey }),
    [queryClient],
  );
  // A path step waiting for the one before it: its page says why, the walk-through is not open.
  if (locked) return <Navigate to={`/enrollments/${enrollmentId}`} replace />;
  if (enrollment.isPending || sections.isPending)
    return (
      <div aria-busy="true" style={{ maxWidth: 760, margin: "0 auto", display: "grid", gap: 16 }}>
        <Skeleton height={40} />
        <Skeleton height={240} />
      </div>
    );
  if (!enrollment.data || !sections.data)
    return (
      <LoadFailed
        retrying={enrollment.isFetching || sections.isFetching}
        onRetry={() => {
          if (enrollment.isError) void enrollment.refetch();
          if (sections.isError) void sections.refetch();
        }}
      >
        {t("enrollments.overview.loadFailed")}
      </LoadFailed>
    );
  // A timed course starts on the enrollment page, after the learner agreed to the clock; the
  // walk-through itself never starts it unasked (and so always has a deadline to count down).
  const data = enrollment.data;
  if (
    kind === "learner" &&
    data.settings.timeLimitMinutes !== null &&
    !data.startedAt &&
    !data.finishedAt
  )
    return <Navigate to={`/enrollments/${data.id}`} replace />;
  const context: WalkContext = {
    enrollment: enrollment.data,
    sections: sections.data,
    paths: walkPaths(kind, enrollment.data),
    kind,
  };
  return <Outlet context={context} />;
}

/** Without a block in the address: go on where the learner left off (or to the result). */
export function WalkThroughResume() {
  const { enrollment, sections, paths } = useOutletContext<WalkContext>();
  const { sectionId, blockUuid } = enrollment.progress;
  if (enrollment.status === "done") return <Navigate to={paths.finish} replace />;
  const first = readingOrder(sections)[0];
  const target = sectionId && blockUuid ? { sectionId, blockUuid } : first;
  return <Navigate to={target ? blockPath(paths, target) : paths.finish} replace />;
}

export function WalkThroughBlockPage() {
  const { enrollment, sections, paths } = useOutletContext<WalkContext>();
  const { sectionId = "", blockUuid } = useParams();
  return (
    <WalkThroughScreen
      enrollment={enrollment}
      sections={sections}
      sectionId={sectionId}
      blockUuid={blockUuid}
      paths={paths}
    />
  );
}

export function WalkThroughFinishPage() {
  const { t } = useTranslation();
  const { enrollment, paths, kind } = useOutletContext<WalkContext>();
  const primary = buttonClassName({ variant: "primary", size: "large" });
  const secondary = buttonClassName({ variant: "secondary", size: "large" });
  return (
    <FinishView
      enrollmentId={enrollment.id}
      continuePath={paths.base}
      actions={
        kind === "learner" ? (
          <Link className={primary} to="/my-trainings">
            {t("enrollments.finish.toMyTrainings")}
          </Link>
        ) : (
          <Link className={secondary} to={paths.exit}>
            {t("enrollments.finish.backToCourse")}
          </Link>
        )
      }
    />
  );
}
