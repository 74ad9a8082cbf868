import type { CourseSummary } from "@leerlijn/contracts/courses/course.schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatTime } from "../../../lib/i18n";
import { Table } from "../../../ui/table/table";
import { editorPath } from "../editor-path";
import { CourseActionsMenu } from "./course-actions-menu";
import { CourseStatusBadge } from "./course-status-badge";
import { CourseTypeBadge } from "./course-type-badge";
import styles from "./courses-table.module.css";
import { useCourseStatusLabel } from "../library-text";

/** The author tool's list: each course with its versions, type, status and last change. */
export function CoursesTable({
  courses,
  emptyText,
  canDeletePublic,
}: {
  courses: CourseSummary[];
  emptyText: string;
  /** The platform (the open library's provider) may delete courses that are shared there. */
  canDeletePublic: boolean;
}) {
  const { t } = useTranslation();
  const statusLabel = useCourseStatusLabel();
  return (
    <Table
      caption={t("pages.titles.authorTool")}
      captionHidden
      rows={courses}
      getRowKey={(course) => course.id}
      emptyText={emptyText}
      columns={[
        {
          key: "name",
          header: t("courses.dashboard.columns.name"),
          render: (course) => (
            <div>
              <Link className={styles.name} to={editorPath(course.id, course.latestVersionId)}>
                {course.name}
              </Link>
              <ul className={styles.versions}>
                {course.versions.map((version) => (
                  <li key={version.id}>
                    {t("courses.dashboard.versionLine", {
                      number: version.number,
                      status: statusLabel(version.status).toLowerCase(),
                    })}
                    {version.isLive && ` · ${t("courses.dashboard.live")}`}
                  </li>
                ))}
              </ul>
            </div>
          ),
        },
        {
          key: "type",
          header: t("courses.dashboard.columns.type"),
          render: (course) => <CourseTypeBadge type={course.courseTypeKey} />,
        },
        {
          key: "status",
          header: t("courses.dashboard.columns.status"),
          render: (course) => <CourseStatusBadge status={course.status} />,
        },
        {
          key: "updatedAt",
          header: t("courses.dashboard.columns.updated"),
          render: (course) => `${formatDate(course.updatedAt)}, ${formatTime(course.updatedAt)}`,
        },
        {
          key: "actions",
          header: <span className="visually-hidden">{t("courses.dashboard.columns.actions")}</span>,
          align: "end",
          render: (course) => (
            <CourseActionsMenu course={course} canDeletePublic={canDeletePublic} />
          ),
        },
      ]}
    />
  );
}
