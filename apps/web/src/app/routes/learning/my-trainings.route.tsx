import { GraduationCap } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@tanstack/react-query";
import { Link, useSearchParams } from "react-router";
import { myCourseGroupsQuery } from "../../../features/course-groups/api/my-course-groups";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { useMyEnrollments } from "../../../features/enrollments/api/my-enrollments";
import { EnrollmentTile } from "../../../features/enrollments/components/enrollment-tile";
import { myTrainingsQuery } from "../../../features/trainings/api/participant-trainings";
import { buttonClassName } from "../../../ui/button/button";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { LoadMore } from "../../../ui/load-more/load-more";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import {
  type EnrollmentStatus,
  enrollmentStatuses,
} from "@leerlijn/contracts/enrollments/enrollment-status";
import styles from "./learning.module.css";
import { statusFilter } from "./my-trainings.loader";
import { MyCertificatesSection } from "./my-certificates-section";
import { MyCourseGroupsSection } from "./my-course-groups-section";
import { MyTrainingsSection } from "./my-trainings-section";

/**
 * `/my-trainings`: the learner's home: their trainings on location (when they have any), then
 * their courses as tiles with the work in progress first.
 */
export function MyTrainingsPage() {
  const { t } = useTranslation();
  const naming = useCurrentCompany().openLibraryName;
  useDocumentTitle(t("pages.titles.myTrainings"));
  const [params, setParams] = useSearchParams();
  const status = statusFilter(params);
  const list = useMyEnrollments(status);
  const pages = list.data?.pages ?? [];
  const enrollments = pages.flatMap((page) => page.data);
  const counts = pages[0]?.counts;
  const hasTrainings = (useQuery(myTrainingsQuery()).data?.length ?? 0) > 0;
  const hasPaths = (useQuery(myCourseGroupsQuery()).data?.length ?? 0) > 0;

  const filters: { key: EnrollmentStatus | "all"; count: number | undefined }[] = [
    { key: "all", count: counts?.all },
    ...enrollmentStatuses.map((key) => ({ key, count: counts?.[key] })),
  ];

  return (
    <div className={styles.list}>
      <h1>{t("pages.titles.myTrainings")}</h1>
      <p className={styles.intro}>{t("enrollments.myTrainings.intro")}</p>
      <MyCourseGroupsSection />
      <MyTrainingsSection />
      <MyCertificatesSection />
      {(hasTrainings || hasPaths) && (
        <h2 className={styles.sectionTitle}>{t("trainingParticipants.mine.courses")}</h2>
      )}
      {counts?.all === 0 ? (
        <EmptyState
          icon={<GraduationCap size={28} aria-hidden="true" />}
          title={t("enrollments.myTrainings.emptyTitle")}
          text={t(`enrollments.myTrainings.emptyText.${naming}`)}
          action={
            <Link className={buttonClassName({ variant: "primary" })} to="/open-library">
              {t(`enrollments.myTrainings.toOpenLibrary.${naming}`)}
            </Link>
          }
        />
      ) : (
        <>
          <div
            className={styles.filters}
            role="group"
            aria-label={t("enrollments.myTrainings.filter")}
          >
            {filters.map(({ key, count }) => {
              const active = (status ?? "all") === key;
              return (
                <button
                  key={key}
                  type="button"
                  className={[styles.chip, active && styles.chipActive].filter(Boolean).join(" ")}
                  aria-pressed={active}
                  onClick={() => setParams(key === "all" ? {} : { status: key }, { replace: true })}
                >
                  {count === undefined
                    ? t(`enrollments.myTrainings.filterNames.${key}`)
                    : t(`enrollments.myTrainings.filters.${key}`, { count })}
                </button>
              );
            })}
          </div>
          {list.isError && (
            <LoadFailed
              retrying={list.isFetching}
              onRetry={() =>
                void (list.isFetchNextPageError ? list.fetchNextPage() : list.refetch())
              }
            >
              {t("enrollments.myTrainings.loadFailed")}
            </LoadFailed>
          )}
          {list.isPending ? (
            <div className={styles.tiles} aria-busy="true">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height={220} />
              ))}
            </div>
          ) : enrollments.length === 0 ? (
            // After a failed read "no courses with this status" would not be true.
            !list.isError && <p>{t("enrollments.myTrainings.noneWithFilter")}</p>
          ) : (
            <div className={styles.tiles}>
              {enrollments.map((enrollment) => (
                <EnrollmentTile key={enrollment.id} enrollment={enrollment} />
              ))}
            </div>
          )}
          <LoadMore
            hasMore={list.hasNextPage}
            loading={list.isFetchingNextPage}
            onLoadMore={() => void list.fetchNextPage()}
          />
        </>
      )}
    </div>
  );
}
