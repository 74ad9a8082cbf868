import { can } from "@leerlijn/contracts/permissions";
import { UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import {
  useCourseLibrary,
  useCourseLibraryCourse,
} from "../../../features/courses/api/course-library";
import { CourseFilters } from "../../../features/courses/components/course-filters";
import { CourseStatusBadge } from "../../../features/courses/components/course-status-badge";
import { CourseTile } from "../../../features/courses/components/course-tile";
import { CourseHero } from "../../../features/courses/components/course-hero";
import { CourseTypeBadge } from "../../../features/courses/components/course-type-badge";
import { PreviewButton } from "../../../features/courses/components/preview-button";
import { CourseGoals } from "./course-goals";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { Pagination } from "../../../ui/pagination/pagination";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import { AssignPeopleDialog } from "../learning/assign-course-dialog";
import { useFilterParams } from "./author-tool.route";
import styles from "./courses-pages.module.css";

/** `/course-library`: the company's published courses as tiles. */
export function CourseLibraryPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  useDocumentTitle(t("pages.titles.courseLibrary"));
  const { values, page, filter, setValues, filtered } = useFilterParams();
  const library = useCourseLibrary({ page, filter });
  const tiles = library.data?.data ?? [];
  return (
    <>
      <h1>{t("pages.titles.courseLibrary")}</h1>
      <p className={styles.intro}>{t("courses.library.intro", { company: company.name })}</p>
      {library.data?.meta.total === 0 && !filtered ? (
        <EmptyState title={t("courses.library.emptyTitle")} text={t("courses.library.emptyText")} />
      ) : (
        <>
          <CourseFilters
            values={values}
            statuses={["published", "publicly-published"]}
            onChange={(next) => setValues(next)}
          />
          {library.isError && <Alert tone="danger">{t("courses.dashboard.loadFailed")}</Alert>}
          {library.isPending ? (
            <Skeleton height={240} />
          ) : tiles.length === 0 ? (
            <p>{t("courses.library.noResults")}</p>
          ) : (
            <div className={styles.tiles}>
              {tiles.map((course) => (
                <CourseTile key={course.id} course={course} to={`/course-library/${course.id}`} />
              ))}
            </div>
          )}
          {library.data && library.data.meta.lastPage > 1 && (
            <Pagination
              className={styles.pagination}
              currentPage={page}
              lastPage={library.data.meta.lastPage}
              onPageChange={(next) => setValues(values, next)}
            />
          )}
        </>
      )}
    </>
  );
}

/** `/course-library/{courseId}`: description, goals and outline of a published course. */
export function CourseLibraryDetailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [assigning, setAssigning] = useState(false);
  const { courseId = "" } = useParams();
  const course = useCourseLibraryCourse(courseId);
  useDocumentTitle(course.data?.name ?? t("pages.titles.courseLibrary"));
  if (course.isPending) return <Skeleton height={320} />;
  if (!course.data) return <Alert tone="danger">{t("courses.dashboard.loadFailed")}</Alert>;
  const data = course.data;
  return (
    <div className={styles.narrow}>
      <p>
        <Link to="/course-library">{t("courses.library.back")}</Link>
      </p>
      <CourseHero image={data.image} courseType={data.courseType} className={styles.hero}>
        <div className={styles.badges}>
          <CourseTypeBadge type={data.courseType.key} />
          <CourseStatusBadge status={data.status} />
        </div>
        <h1>{data.name}</h1>
      </CourseHero>
      <div className={styles.badges}>
        {can(user, "lms.enrollments.create") && (
          <Button
            variant="primary"
            icon={<UserPlus size={18} aria-hidden="true" />}
            onClick={() => setAssigning(true)}
          >
            {t("enrollments.assign.button")}
          </Button>
        )}
        <PreviewButton target={{ kind: "library", courseId: data.id }} />
      </div>
      <AssignPeopleDialog
        open={assigning}
        onOpenChange={setAssigning}
        course={{ id: data.id, name: data.name }}
      />
      <p className={styles.muted}>
        {t("courses.library.version", { number: data.versionNumber })}
        {data.estimatedMinutes !== null &&
          ` · ${t("courses.minutes", { count: data.estimatedMinutes })}`}
        {` · ${t("courses.library.questions", { count: data.questionCount })}`}
      </p>
      <p>{data.description}</p>
      <CourseGoals learningGoals={data.learningGoals} testGoals={data.testGoals} />
      <h2>{t("courses.library.outline")}</h2>
      <ol className={styles.outline}>
        {data.outline.map((section) => (
          <li key={section.id} style={{ paddingLeft: section.depth * 24 }}>
            <span>
              {!section.title
                .toLocaleLowerCase("nl-NL")
                .includes(
                  t(`courses.library.sectionTypes.${section.sectionTypeKey}`).toLocaleLowerCase(
                    "nl-NL",
                  ),
                ) && (
                <span className={styles.muted}>
                  {t(`courses.library.sectionTypes.${section.sectionTypeKey}`)}:{" "}
                </span>
              )}
              {section.title}
            </span>
            {section.sectionTypeKey !== "chapter" && (
              <span className={styles.muted}>
                {t("courses.library.blocks", { count: section.blockCount })}
              </span>
            )}
          </li>
        ))}
      </ol>
    </div>
  );
}
