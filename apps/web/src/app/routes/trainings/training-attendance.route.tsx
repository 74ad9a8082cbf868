import {
  attendanceMessages,
  type AttendanceParticipant,
  type AttendanceState,
  type DateAttendance,
} from "@leerlijn/contracts/trainings/attendance.schema";
import {
  MAX_ATTENDANCE_REMARKS_LENGTH,
  MAX_CERTIFICATE_TYPE_KEY_LENGTH,
} from "@leerlijn/contracts/trainings/attendance.schema";
import { useQuery } from "@tanstack/react-query";
import { CheckCheck, FileDown } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useLocation, useParams } from "react-router";
import {
  dateAttendanceQuery,
  useDownloadAttendanceSheet,
  useSaveAttendance,
} from "../../../features/trainings/api/attendance";
import { formatTrainingDate } from "../../../features/trainings/training-dates";
import { LeaveGuard } from "../../../features/trainings/wizard/leave-guard";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Badge } from "../../../ui/badge/badge";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { fieldControlClassName } from "../../../ui/field/field";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import listStyles from "../lists/list-page.module.css";
import { ParticipantCertificate } from "./participant-certificate";
import styles from "./training-attendance.module.css";

type Presence = "present" | "partiallyPresent" | "absent";
type Row = {
  presence: Presence | null;
  remarks: string;
  passed: boolean | null;
  certificateTypeKey: string;
  workUnderSupervision: boolean;
};

const presences: readonly Presence[] = ["present", "partiallyPresent", "absent"];

/**
 * /trainings/{trainingId}/attendance/{dateId}: the list a trainer fills in at the door, on a
 * tablet or a phone. "Everyone present" first, then the exceptions; saved as a draft or finally.
 */
export function TrainingAttendancePage() {
  const { t } = useTranslation();
  const { trainingId = "", dateId = "" } = useParams();
  const list = useQuery(dateAttendanceQuery(trainingId, dateId));
  useDocumentTitle(
    list.data
      ? t("trainings.attendance.title", { name: list.data.training.name })
      : t("pages.titles.trainingAttendance"),
  );

  // A training without an attendance list (its setting is off) is refused with a 422 that says so.
  if (list.error instanceof ApiError && list.error.status === 422 && !list.data)
    return (
      <EmptyState
        title={t("trainings.attendance.noListTitle")}
        text={list.error.message}
        action={
          <Link to={`/trainings/${trainingId}`}>{t("trainings.attendance.backToTraining")}</Link>
        }
      />
    );
  if (list.isError && !list.data)
    return (
      <LoadFailed onRetry={() => void list.refetch()} retrying={list.isFetching}>
        {t("trainings.attendance.failed")}
      </LoadFailed>
    );
  if (!list.data)
    return (
      <div aria-busy="true" className={listStyles.loading}>
        <Skeleton height={32} width="50%" />
        <Skeleton height={56} />
        <Skeleton height={120} />
        <Skeleton height={120} />
        <span className="visually-hidden">{t("common.loading")}</span>
      </div>
    );
  // Keyed by date: the entered rows belong to this list only; a later refetch does not reset them.
  return <AttendanceForm key={dateId} list={list.data} />;
}

function initialRows(participants: readonly AttendanceParticipant[]): Record<string, Row> {
  return Object.fromEntries(
    participants.map((participant) => [
      participant.trainingUserId,
      {
        presence:
          participant.presence === "present" ||
          participant.presence === "partiallyPresent" ||
          participant.presence === "absent"
            ? participant.presence
            : null,
        remarks: participant.remarks,
        passed: participant.passed,
        certificateTypeKey: participant.certificateTypeKey ?? "",
        workUnderSupervision: participant.workUnderSupervision,
      },
    ]),
  );
}

function AttendanceForm({ list }: { list: DateAttendance }) {
  const { t } = useTranslation();
  const { training, date, participants } = list;
  const { pathname } = useLocation();
  const [rows, setRows] = useState(() => initialRows(participants));
  // Entered since the last successful save: leaving (or closing the tab) asks first.
  const [dirty, setDirty] = useState(false);
  const [result, setResult] = useState<
    | { kind: "saved"; state: AttendanceState; completed: boolean }
    | { kind: "failed"; message: string | null }
    | { kind: "incomplete" }
    | null
  >(null);
  const save = useSaveAttendance(training.id, date.id);
  const sheet = useDownloadAttendanceSheet(training.id, date.id);

  const change = (id: string, patch: Partial<Row>) => {
    setRows((current) => ({ ...current, [id]: { ...current[id]!, ...patch } }));
    setDirty(true);
    if (result?.kind === "saved") setResult(null);
  };
  const everyonePresent = () => {
    setRows((current) =>
      Object.fromEntries(
        Object.entries(current).map(([id, row]) => [id, { ...row, presence: "present" }]),
      ),
    );
    setDirty(true);
    if (result?.kind === "saved") setResult(null);
  };

  const counts = { present: 0, partiallyPresent: 0, absent: 0, open: 0 };
  for (const row of Object.values(rows)) counts[row.presence ?? "open"]++;

  async function handleSave(saveTemporarily: boolean) {
    if (!saveTemporarily) {
      if (counts.open > 0) {
        setResult({ kind: "incomplete" });
        return;
      }
      const sure = await confirm({
        title: t("trainings.attendance.confirmFinalTitle"),
        description: t("trainings.attendance.confirmFinalText"),
        confirmLabel: t("trainings.attendance.saveFinal"),
      });
      if (!sure) return;
    }
    // Only rows with a presence are sent: a draft may leave people open for later.
    const body = {
      saveTemporarily,
      participants: Object.entries(rows).flatMap(([trainingUserId, row]) =>
        row.presence
          ? [
              {
                trainingUserId,
                isPresent: row.presence === "present",
                isPartiallyPresent: row.presence === "partiallyPresent",
                remarks: row.remarks,
                passed: row.passed,
                // Only asked when the training makes certificates; left out, it keeps its value.
                ...(training.generateCertificates
                  ? { certificateTypeKey: row.certificateTypeKey.trim() || null }
                  : {}),
                workUnderSupervision: row.workUnderSupervision,
              },
            ]
          : [],
      ),
    };
    save.mutate(body, {
      onSuccess: (saved) => {
        setDirty(false);
        setResult({
          kind: "saved",
          state: saved.date.attendanceState,
          completed: saved.attendancesCompleted,
        });
      },
      onError: (error) =>
        setResult({
          kind: "failed",
          message: error instanceof ApiError && error.status === 422 ? error.message : null,
        }),
    });
  }

  const when = formatTrainingDate(date.date, date.timeFrom, date.timeTo);
  return (
    <div className={styles.page}>
      <LeaveGuard
        when={dirty}
        within={pathname}
        description={t("trainings.attendance.leaveDescription")}
      />
      <Breadcrumbs
        items={[
          { label: t("trainings.breadcrumb"), to: "/trainings" },
          { label: training.name, to: `/trainings/${training.id}` },
          { label: t("trainings.attendance.breadcrumb") },
        ]}
      />
      <header className={styles.header}>
        <div>
          <h1 className={styles.title}>{t("trainings.attendance.heading")}</h1>
          <p className={styles.training}>{training.name}</p>
          <p className={styles.meta}>{when}</p>
          <p className={styles.meta}>{training.locationLine}</p>
        </div>
        <AttendanceStateBadge state={date.attendanceState} />
      </header>

      {participants.length === 0 ? (
        <EmptyState
          title={t("trainings.attendance.emptyTitle")}
          text={t("trainings.attendance.emptyText")}
        />
      ) : (
        <>
          <div className={styles.toolbar}>
            <Button
              variant="primary"
              size="large"
              className={styles.everyone}
              icon={<CheckCheck size={20} aria-hidden="true" />}
              onClick={everyonePresent}
            >
              {t("trainings.attendance.everyonePresent")}
            </Button>
            <Button
              variant="secondary"
              size="large"
              className={styles.touch}
              icon={<FileDown size={20} aria-hidden="true" />}
              onClick={() => sheet.mutate()}
              disabled={sheet.isPending}
            >
              {t("trainings.attendance.sheet")}
            </Button>
          </div>
          {sheet.isError && <Alert tone="danger">{t("trainings.attendance.sheetFailed")}</Alert>}
          <p className={styles.counts} aria-live="polite">
            {t("trainings.attendance.counts", counts)}
          </p>
          <ol className={styles.rows}>
            {participants.map((participant) => (
              <li key={participant.trainingUserId}>
                <ParticipantRow
                  trainingId={training.id}
                  participant={participant}
                  askCertificateType={training.generateCertificates}
                  canIssue={training.generateCertificates && list.attendancesCompleted}
                  row={rows[participant.trainingUserId]!}
                  onChange={(patch) => change(participant.trainingUserId, patch)}
                />
              </li>
            ))}
          </ol>
        </>
      )}

      <div className={styles.footer}>
        <div className={styles.messages}>
          {result?.kind === "saved" && (
            <Alert tone="success">
              {result.state === "final"
                ? t(
                    result.completed
                      ? "trainings.attendance.savedFinalCompleted"
                      : "trainings.attendance.savedFinal",
                  )
                : t("trainings.attendance.savedTemporarily")}
            </Alert>
          )}
          {result?.kind === "failed" && (
            <Alert tone="danger" title={t("trainings.attendance.saveFailed")}>
              {result.message ?? t("trainings.attendance.saveFailedRetry")}
            </Alert>
          )}
          {result?.kind === "incomplete" && (
            <Alert tone="warning">
              {attendanceMessages.finalNeedsEveryone}{" "}
              {t("trainings.attendance.openCount", { count: counts.open })}
            </Alert>
          )}
        </div>
        {participants.length > 0 && (
          <div className={styles.saveButtons}>
            <Button
              variant="secondary"
              size="large"
              className={styles.touch}
              disabled={save.isPending}
              onClick={() => void handleSave(true)}
            >
              {t("trainings.attendance.saveTemporarily")}
            </Button>
            <Button
              variant="primary"
              size="large"
              className={styles.touch}
              disabled={save.isPending}
              onClick={() => void handleSave(false)}
            >
              {t("trainings.attendance.saveFinal")}
            </Button>
          </div>
        )}
      </div>
    </div>
  );
}

export function AttendanceStateBadge({ state }: { state: AttendanceState }) {
  const { t } = useTranslation();
  const tone = state === "final" ? "success" : state === "temporary" ? "warning" : "neutral";
  return <Badge tone={tone}>{t(`trainings.attendance.state.${state}`)}</Badge>;
}

function ParticipantRow({
  trainingId,
  participant,
  askCertificateType,
  canIssue,
  row,
  onChange,
}: {
  trainingId: string;
  participant: AttendanceParticipant;
  askCertificateType: boolean;
  canIssue: boolean;
  row: Row;
  onChange: (patch: Partial<Row>) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <fieldset className={`${styles.row} ${row.presence ? styles[row.presence] : ""}`}>
      <legend className={styles.name}>{participant.name}</legend>
      <div className={styles.choices}>
        {presences.map((presence) => (
          <label key={presence} className={styles.choice}>
            <input
              type="radio"
              name={`${id}-presence`}
              value={presence}
              checked={row.presence === presence}
              onChange={() => onChange({ presence })}
            />
            <span>{t(`trainings.attendance.presence.${presence}`)}</span>
          </label>
        ))}
      </div>
      <div className={styles.extras}>
        <label className={styles.remarks}>
          <span className={styles.remarksLabel}>{t("trainings.attendance.remarks")}</span>
          <input
            type="text"
            className={fieldControlClassName()}
            value={row.remarks}
            maxLength={MAX_ATTENDANCE_REMARKS_LENGTH}
            onChange={(event) => onChange({ remarks: event.target.value })}
          />
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={row.passed === true}
            onChange={(event) => onChange({ passed: event.target.checked })}
          />
          <span>{t("trainings.attendance.passed")}</span>
        </label>
        <label className={styles.check}>
          <input
            type="checkbox"
            checked={row.workUnderSupervision}
            onChange={(event) => onChange({ workUnderSupervision: event.target.checked })}
          />
          <span>{t("trainings.attendance.workUnderSupervision")}</span>
        </label>
        {askCertificateType && (
          <label className={styles.remarks}>
            <span className={styles.remarksLabel}>{t("trainings.attendance.certificateType")}</span>
            <input
              type="text"
              className={fieldControlClassName()}
              value={row.certificateTypeKey}
              maxLength={MAX_CERTIFICATE_TYPE_KEY_LENGTH}
              onChange={(event) => onChange({ certificateTypeKey: event.target.value })}
            />
          </label>
        )}
      </div>
      {(askCertificateType || participant.certificate) && (
        <ParticipantCertificate
          trainingId={trainingId}
          participant={participant}
          canIssue={canIssue}
        />
      )}
    </fieldset>
  );
}
