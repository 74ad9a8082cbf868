import type { EnrollmentListItem } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/i18n";
import { Badge } from "../../../ui/badge/badge";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { Table } from "../../../ui/table/table";
import { EnrollmentStatusBadge, PassedBadge } from "./enrollment-badges";
import styles from "./results.module.css";

/** The outcome of one enrollment in a word or two: passed/failed with score, or why none. */
export function ResultCell({ enrollment }: { enrollment: EnrollmentListItem }) {
  const { t } = useTranslation();
  if (!enrollment.finishedAt)
    return <span className={styles.muted}>{t("enrollments.results.notFinished")}</span>;
  if (!enrollment.hasScore || enrollment.isPassed === null || !enrollment.score)
    return <span className={styles.muted}>{t("enrollments.results.noScore")}</span>;
  return (
    <span className={styles.result}>
      <PassedBadge isPassed={enrollment.isPassed} />
      <span>{enrollment.score.percentage}%</span>
    </span>
  );
}

/** A learner's enrollments for an educator; each row opens its detailed result. */
export function UserEnrollmentsTable({
  enrollments,
  detailPath,
  emptyText,
}: {
  enrollments: readonly EnrollmentListItem[];
  detailPath: (enrollment: EnrollmentListItem) => string;
  emptyText: string;
}) {
  const { t } = useTranslation();
  return (
    <Table
      rows={enrollments}
      getRowKey={(row) => row.id}
      emptyText={emptyText}
      narrow="stack"
      columns={[
        {
          key: "course",
          header: t("enrollments.results.columns.course"),
          render: (row) => (
            <div className={styles.courseCell}>
              <Link to={detailPath(row)}>{row.course.name}</Link>
              {row.deletedAt && (
                <Badge tone="danger">
                  {t("enrollments.results.deletedOn", { date: formatDate(row.deletedAt) })}
                </Badge>
              )}
            </div>
          ),
        },
        {
          key: "status",
          header: t("enrollments.results.columns.status"),
          render: (row) => <EnrollmentStatusBadge status={row.status} />,
        },
        {
          key: "progress",
          header: t("enrollments.results.columns.progress"),
          render: (row) => (
            <ProgressBar
              className={styles.progress}
              value={row.progress.percentage}
              label={t("enrollments.overview.progress")}
              hideLabel
              showValue
            />
          ),
        },
        {
          key: "result",
          header: t("enrollments.results.columns.result"),
          render: (row) => <ResultCell enrollment={row} />,
        },
        {
          key: "assignedBy",
          header: t("enrollments.results.columns.assignedBy"),
          render: (row) =>
            row.source === "open-library"
              ? t("enrollments.results.selfEnrolled")
              : [row.assignedBy, row.source === "group" ? t("enrollments.results.viaGroup") : null]
                  .filter(Boolean)
                  .join(" ") || "–",
        },
        {
          key: "updated",
          header: t("enrollments.results.columns.updated"),
          render: (row) => formatDate(row.updatedAt),
        },
      ]}
    />
  );
}
