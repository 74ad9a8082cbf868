import { type CourseTypeKey, courseTypeKeys } from "@leerlijn/contracts/courses/course-types";
import {
  type OpenLibraryStatus,
  openLibraryStatuses,
} from "@leerlijn/contracts/enrollments/open-library.contract";
import { Library } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useSearchParams } from "react-router";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { useCourseTypes } from "../../../features/courses/api/course-types";
import { useOpenLibrary } from "../../../features/enrollments/api/open-library";
import { OpenLibraryTile } from "../../../features/enrollments/components/open-library-tile";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { Pagination } from "../../../ui/pagination/pagination";
import { Select } from "../../../ui/select/select";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { TextField } from "../../../ui/text-field/text-field";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./learning.module.css";

const pick = <T extends string>(list: readonly T[], value: string | null): T | undefined =>
  (list as readonly (string | null)[]).includes(value) ? (value as T) : undefined;

/**
 * `/open-library`: courses the learner may take on their own, searchable and filtered by their
 * own progress and by type. One configured company calls this place 'Kennissessies'.
 */
export function OpenLibraryPage() {
  const { t } = useTranslation();
  const naming = useCurrentCompany().openLibraryName;
  const courseTypes = useCourseTypes();
  const title = t(`enrollments.openLibrary.title.${naming}`);
  useDocumentTitle(title);
  const [params, setParams] = useSearchParams();
  const filter = {
    queryString: params.get("q") ?? "",
    status: pick<OpenLibraryStatus>(openLibraryStatuses, params.get("status")),
    courseType: pick<CourseTypeKey>(courseTypeKeys, params.get("type")),
  };
  const page = Math.max(1, Number(params.get("page")) || 1);
  const library = useOpenLibrary(page, filter);
  const tiles = library.data?.data ?? [];
  const filtered = Boolean(filter.queryString || filter.status || filter.courseType);
  const update = (changes: Record<string, string>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!("page" in changes)) next.delete("page");
    setParams(next, { replace: true });
  };

  return (
    <div className={styles.list}>
      <h1>{title}</h1>
      <p className={styles.intro}>{t(`enrollments.openLibrary.intro.${naming}`)}</p>
      {library.data?.meta.total === 0 && !filtered ? (
        <EmptyState
          icon={<Library size={28} aria-hidden="true" />}
          title={t(`enrollments.openLibrary.empty.${naming}`)}
        />
      ) : (
        <>
          <div className={styles.searchRow}>
            <TextField
              label={t("enrollments.openLibrary.search")}
              type="search"
              value={filter.queryString}
              onChange={(event) => update({ q: event.target.value })}
            />
            <Select
              label={t("enrollments.openLibrary.statusFilter")}
              value={filter.status ?? ""}
              placeholder={t("enrollments.openLibrary.statuses.all")}
              options={openLibraryStatuses.map((value) => ({
                value,
                label: t(`enrollments.openLibrary.statuses.${value}`),
              }))}
              onChange={(value) => update({ status: value })}
            />
            <Select
              label={t("enrollments.openLibrary.type")}
              value={filter.courseType ?? ""}
              placeholder={t("enrollments.openLibrary.allTypes")}
              options={courseTypes.map((type) => ({ value: type.key, label: type.name }))}
              onChange={(value) => update({ type: value })}
            />
          </div>
          {library.isError ? (
            <LoadFailed retrying={library.isFetching} onRetry={() => void library.refetch()}>
              {t("enrollments.openLibrary.loadFailed")}
            </LoadFailed>
          ) : library.isPending ? (
            <div className={styles.tiles} aria-busy="true">
              {[0, 1, 2].map((key) => (
                <Skeleton key={key} height={220} />
              ))}
            </div>
          ) : tiles.length === 0 ? (
            <p>{t("enrollments.openLibrary.noResults")}</p>
          ) : (
            <div className={styles.tiles}>
              {tiles.map((course) => (
                <OpenLibraryTile
                  key={course.id}
                  course={course}
                  to={`/open-library/${course.id}`}
                />
              ))}
            </div>
          )}
          {library.data && library.data.meta.lastPage > 1 && (
            <Pagination
              currentPage={page}
              lastPage={library.data.meta.lastPage}
              onPageChange={(next) => update({ page: String(next) })}
            />
          )}
        </>
      )}
    </div>
  );
}
