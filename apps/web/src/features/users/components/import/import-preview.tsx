import type { ImportPreview, ImportRow } from "@leerlijn/contracts/users/import.contract";
import { CircleAlert, CircleCheck } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../../ui/alert/alert";
import { Pagination } from "../../../../ui/pagination/pagination";
import { Table, type TableColumn } from "../../../../ui/table/table";
import styles from "./import-preview.module.css";

const PAGE_SIZE = 50;

type Shown = "problems" | "all";

/** What the server read from the file: totals, what will happen, and every row with its problems. */
export function ImportPreviewReport({ preview }: { preview: ImportPreview }) {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Shown>(preview.invalid > 0 ? "problems" : "all");
  const [page, setPage] = useState(1);
  const rows =
    shown === "problems" ? preview.rows.filter((row) => row.errors.length) : preview.rows;
  const lastPage = Math.max(1, Math.ceil(rows.length / PAGE_SIZE));
  const visible = rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
  const show = (next: Shown) => {
    setShown(next);
    setPage(1);
  };

  const columns: TableColumn<ImportRow>[] = [
    { key: "line", header: t("users.import.line"), align: "end" },
    {
      key: "name",
      header: t("users.import.name"),
      render: (row) => [row.firstName, row.middleName, row.lastName].filter(Boolean).join(" "),
    },
    {
      key: "email",
      header: t("users.import.email"),
      render: (row) =>
        row.email || <span className={styles.muted}>{t("users.import.noEmail")}</span>,
    },
    { key: "groups", header: t("users.import.groups"), render: (row) => row.groups.join(", ") },
    {
      key: "check",
      header: t("users.import.check"),
      render: (row) =>
        row.errors.length === 0 ? (
          <span className={styles.ok}>
            <CircleCheck size={16} aria-hidden="true" />
            {t("users.import.ok")}
          </span>
        ) : (
          <div className={styles.problem}>
            <span className={styles.problemLabel}>
              <CircleAlert size={16} aria-hidden="true" />
              {t("users.import.problem")}
            </span>
            <ul className={styles.reasons}>
              {row.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </div>
        ),
    },
  ];

  return (
    <div className={styles.preview}>
      <p className={styles.summary}>
        {t("users.import.summary", { count: preview.total, fileName: preview.fileName })}{" "}
        <span className={styles.muted}>
          {preview.encoding && preview.separator
            ? t("users.import.read", {
                encoding: t(`users.import.encodings.${preview.encoding}`),
                separator: t(`users.import.separators.${preview.separator}`),
              })
            : t("users.import.readXlsx")}
        </span>
      </p>
      <ul className={styles.totals}>
        <li className={styles.validTotal}>
          <CircleCheck size={20} aria-hidden="true" />
          {t("users.import.valid", { count: preview.valid })}
        </li>
        {preview.invalid > 0 && (
          <li className={styles.invalidTotal}>
            <CircleAlert size={20} aria-hidden="true" />
            {t("users.import.invalid", { count: preview.invalid })}
          </li>
        )}
      </ul>
      {preview.valid === 0 ? (
        <Alert tone="danger">{t("users.import.noneValid")}</Alert>
      ) : (
        preview.invalid > 0 && <Alert tone="warning">{t("users.import.invalidExplain")}</Alert>
      )}
      {preview.newGroups.length > 0 && (
        <Alert tone="info">
          {t("users.import.newGroups", { names: preview.newGroups.join(", ") })}
        </Alert>
      )}
      {preview.ignoredColumns.length > 0 && (
        <Alert tone="info">
          {t("users.import.ignoredColumns", { names: preview.ignoredColumns.join(", ") })}
        </Alert>
      )}
      {preview.invalid > 0 && preview.valid > 0 && (
        <div className={styles.switch} role="group" aria-label={t("users.import.rowsLabel")}>
          {(["problems", "all"] as const).map((option) => (
            <button
              key={option}
              type="button"
              aria-pressed={shown === option}
              className={shown === option ? styles.active : undefined}
              onClick={() => show(option)}
            >
              {option === "problems"
                ? t("users.import.showProblems", { count: preview.invalid })
                : t("users.import.showAll", { count: preview.total })}
            </button>
          ))}
        </div>
      )}
      <Table
        caption={t("users.import.caption")}
        captionHidden
        columns={columns}
        rows={visible}
        getRowKey={(row) => row.line}
        emptyText={t("users.import.noRows")}
        className={styles.table}
      />
      <Pagination currentPage={page} lastPage={lastPage} onPageChange={setPage} />
    </div>
  );
}
