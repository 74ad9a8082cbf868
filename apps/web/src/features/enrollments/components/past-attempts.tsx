import type { PastAttempt } from "@leerlijn/contracts/enrollments/enrollment-result.schema";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/i18n";
import { Table } from "../../../ui/table/table";
import { PassedBadge } from "./enrollment-badges";

/** Attempts closed by a reassign, newest first: nothing of a learner's history is lost. */
export function PastAttempts({ attempts }: { attempts: readonly PastAttempt[] }) {
  const { t } = useTranslation();
  return (
    <Table
      rows={attempts}
      getRowKey={(row) => row.attempt}
      emptyText=""
      narrow="stack"
      columns={[
        {
          key: "attempt",
          header: t("enrollments.results.pastColumns.attempt"),
          // "Poging 2" rather than "2": on a phone this cell is the title of the attempt's card.
          render: (row) => t("enrollments.results.pastAttemptNumber", { number: row.attempt }),
        },
        {
          key: "version",
          header: t("enrollments.results.pastColumns.version"),
          render: (row) => String(row.versionNumber),
        },
        {
          key: "progress",
          header: t("enrollments.results.pastColumns.progress"),
          render: (row) => `${row.percentage}%`,
        },
        {
          key: "result",
          header: t("enrollments.results.pastColumns.result"),
          render: (row) =>
            row.isPassed !== null && row.score ? (
              <>
                <PassedBadge isPassed={row.isPassed} /> {row.score.percentage}%
              </>
            ) : (
              "–"
            ),
        },
        {
          key: "finished",
          header: t("enrollments.results.pastColumns.finished"),
          render: (row) => (row.finishedAt ? formatDate(row.finishedAt) : "–"),
        },
        {
          key: "reassigned",
          header: t("enrollments.results.pastColumns.reassigned"),
          render: (row) =>
            [formatDate(row.reassignedAt), row.reassignedBy].filter(Boolean).join(", "),
        },
      ]}
    />
  );
}
