import type { CourseFilter } from "@leerlijn/contracts/courses/course.schema";
import { courseStatuses } from "@leerlijn/contracts/courses/course-status";
import { courseTypeKeys } from "@leerlijn/contracts/courses/course-types";
import { can, isPlatformAdmin } from "@leerlijn/contracts/permissions";
import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useSearchParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { useCoursesList } from "../../../features/courses/api/courses-list";
import {
  CourseFilters,
  type CourseFilterValues,
} from "../../../features/courses/components/course-filters";
import { CoursesTable } from "../../../features/courses/components/courses-table";
import { ReviewQueue } from "../../../features/courses/components/review-queue";
import { Alert } from "../../../ui/alert/alert";
import { buttonClassName } from "../../../ui/button/button";
import { MediaLibraryLink } from "../media/media-library.route";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { Pagination } from "../../../ui/pagination/pagination";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./courses-pages.module.css";

/** Filters live in the address, so back, forward and a shared link keep them. */
export function useFilterParams() {
  const [params, setParams] = useSearchParams();
  const values: CourseFilterValues = {
    queryString: params.get("q") ?? "",
    status: params.get("status") ?? "",
    courseType: params.get("type") ?? "",
  };
  const page = Math.max(1, Number(params.get("page")) || 1);
  const setValues = (next: CourseFilterValues, nextPage = 1) => {
    const search = new URLSearchParams();
    if (next.queryString) search.set("q", next.queryString);
    if (next.status) search.set("status", next.status);
    if (next.courseType) search.set("type", next.courseType);
    if (nextPage > 1) search.set("page", String(nextPage));
    setParams(search, { replace: true });
  };
  // Values from the address are only used when they are known ones.
  const status = courseStatuses.find((known) => known === values.status);
  const courseType = courseTypeKeys.find((known) => known === values.courseType);
  const filter: NonNullable<CourseFilter> = {
    ...(values.queryString.trim() ? { queryString: values.queryString.trim() } : {}),
    ...(status ? { statuses: [status] } : {}),
    ...(courseType ? { courseTypes: [courseType] } : {}),
  };
  return { values, page, filter, setValues, filtered: Object.keys(filter).length > 0 };
}

export function AuthorToolPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  useDocumentTitle(t("pages.titles.authorTool"));
  const { values, page, filter, setValues, filtered } = useFilterParams();
  const list = useCoursesList({ page, filter });
  const create = (
    <Link to="/courses/create" className={buttonClassName({ variant: "primary" })}>
      <Plus size={18} aria-hidden="true" /> {t("courses.dashboard.create")}
    </Link>
  );

  return (
    <>
      <div className={styles.header}>
        <div>
          <h1>{t("pages.titles.authorTool")}</h1>
          <p className={styles.intro}>{t("courses.dashboard.intro", { company: company.name })}</p>
        </div>
        <div style={{ display: "flex", gap: "var(--space-2)", flexWrap: "wrap" }}>
          <MediaLibraryLink />
          {can(user, "educator.author_tool.create") && create}
        </div>
      </div>
      {can(user, "educator.author_tool.review") && <ReviewQueue />}
      {list.data?.meta.total === 0 && !filtered ? (
        <EmptyState
          title={t("courses.dashboard.emptyTitle")}
          text={t("courses.dashboard.emptyText")}
          action={create}
        />
      ) : (
        <>
          <CourseFilters values={values} onChange={(next) => setValues(next)} />
          {list.isError && <Alert tone="danger">{t("courses.dashboard.loadFailed")}</Alert>}
          {list.isPending ? (
            <Skeleton height={240} />
          ) : (
            <CoursesTable
              courses={list.data?.data ?? []}
              emptyText={t("courses.dashboard.noResults")}
              canDeletePublic={isPlatformAdmin(user)}
            />
          )}
          {list.data && list.data.meta.lastPage > 1 && (
            <Pagination
              className={styles.pagination}
              currentPage={page}
              lastPage={list.data.meta.lastPage}
              onPageChange={(next) => setValues(values, next)}
            />
          )}
        </>
      )}
    </>
  );
}
