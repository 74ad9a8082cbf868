import { can } from "@leerlijn/contracts/permissions";
import type { Training } from "@leerlijn/contracts/trainings/training.schema";
import { useQuery } from "@tanstack/react-query";
import type {
  TrainingAttendance,
  TrainingPresence,
} from "@leerlijn/contracts/trainings/attendance.schema";
import { CalendarDays, ClipboardCheck, ExternalLink, MapPin } from "lucide-react";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { trainingAttendanceQuery } from "../../../features/trainings/api/attendance";
import { trainingQuery } from "../../../features/trainings/api/trainings";
import {
  formatTrainingDate,
  formatTrainingDay,
  openStreetMapUrl,
} from "../../../features/trainings/training-dates";
import { TrainingActions } from "../../../features/trainings/wizard/training-actions";
import { formatDate } from "../../../lib/i18n";
import { Badge, type BadgeTone } from "../../../ui/badge/badge";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Card } from "../../../ui/card/card";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { CertificateStatusBadge } from "../../../features/certificates/components/certificate-status-badge";
import { useDocumentTitle } from "../../use-document-title";
import listStyles from "../lists/list-page.module.css";
import { AttendanceStateBadge } from "./training-attendance.route";
import styles from "./trainings.module.css";

/** /trainings/{trainingId}: when, where, who gives it, who takes part, and how it is set up. */
export function TrainingDetailPage() {
  const { t } = useTranslation();
  const { trainingId = "" } = useParams();
  const training = useQuery(trainingQuery(trainingId));
  useDocumentTitle(training.data?.name ?? t("pages.titles.trainings"));

  // An unknown or foreign id is a 404, which the app answers with the not-found page.
  if (training.isError && !training.data)
    return (
      <LoadFailed onRetry={() => void training.refetch()} retrying={training.isFetching}>
        {t("trainings.detail.failed")}
      </LoadFailed>
    );
  if (!training.data)
    return (
      <div aria-busy="true" className={listStyles.loading}>
        <Skeleton height={32} width="40%" />
        <Skeleton height={120} />
        <span className="visually-hidden">{t("common.loading")}</span>
      </div>
    );
  return <TrainingDetail training={training.data} />;
}

function TrainingDetail({ training }: { training: Training }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { name, dates, locationLine, instructors, registrar, registrarManagers, participants } =
    training;
  // Presence is a second read: the page shows the training without it when it fails.
  const attendance = useQuery(trainingAttendanceQuery(training.id));
  const stateOf = (dateId: string) =>
    attendance.data?.dates.find((date) => date.id === dateId)?.attendanceState;
  return (
    <>
      <Breadcrumbs
        items={[{ label: t("trainings.breadcrumb"), to: "/trainings" }, { label: name }]}
      />
      <div className={listStyles.header}>
        <div>
          <h1>{name}</h1>
          <p className={listStyles.intro}>
            {[
              t("trainings.detail.participantCount", {
                count: participants.length - training.waitingCount,
              }),
              ...(training.placesLeft === null
                ? []
                : [
                    training.placesLeft === 0
                      ? t("trainingParticipants.waiting.full")
                      : t("trainingParticipants.waiting.placesLeft", {
                          count: training.placesLeft,
                        }),
                  ]),
              ...(training.waitingCount > 0
                ? [
                    t("trainingParticipants.waiting.waitingCount", {
                      count: training.waitingCount,
                    }),
                  ]
                : []),
            ].join(" · ")}
          </p>
        </div>
        <TrainingActions
          training={training}
          mayEdit={can(user, "educator.trainings.edit")}
          mayTemplate={can(user, "educator.trainings.create")}
        />
      </div>
      <div className={styles.details}>
        <Card title={t("trainings.detail.dates")}>
          <ul className={styles.list}>
            {dates.map((date) => (
              <li key={date.id} className={styles.dateItem}>
                <span className={styles.item}>
                  <CalendarDays size={18} aria-hidden="true" />
                  <span>{formatTrainingDate(date.date, date.timeFrom, date.timeTo)}</span>
                </span>
                <span className={styles.dateAttendance}>
                  <AttendanceStateBadge
                    state={stateOf(date.id) ?? (date.hasAttendances ? "temporary" : "none")}
                  />
                  {/* Without an attendance list (a setting) there is no list to open. */}
                  {training.settings.attendanceList && (
                    <Link
                      to={`/trainings/${training.id}/attendance/${date.id}`}
                      className={styles.attendanceLink}
                      aria-label={t("trainings.attendance.dateLink", {
                        date: formatTrainingDay(date.date),
                      })}
                    >
                      <ClipboardCheck size={16} aria-hidden="true" />
                      {t("trainings.attendance.open")}
                    </Link>
                  )}
                </span>
              </li>
            ))}
          </ul>
        </Card>
        <Card title={t("trainings.detail.location")}>
          <p className={`${styles.item} ${styles.location}`}>
            <MapPin size={18} aria-hidden="true" />
            <span>{locationLine}</span>
          </p>
          <a href={openStreetMapUrl(locationLine)} target="_blank" rel="noreferrer">
            {t("trainings.detail.showOnMap")}
            <ExternalLink size={14} aria-hidden="true" className={styles.external} />
          </a>
        </Card>
        <Card title={t("trainings.detail.trainers")}>
          <h3 className={styles.label}>{t("trainings.detail.instructors")}</h3>
          <Names people={instructors} none={t("trainings.detail.noInstructors")} />
          <h3 className={styles.label}>{t("trainings.detail.registrar")}</h3>
          <Names people={registrar ? [registrar] : []} none={t("trainings.detail.noRegistrar")} />
          {registrarManagers.length > 0 && (
            <>
              <h3 className={styles.label}>{t("trainings.detail.registrarManagers")}</h3>
              <Names people={registrarManagers} none="" />
            </>
          )}
        </Card>
        <Card title={t("trainings.detail.settings")}>
          <ul className={styles.settings}>
            {settingsInWords(t, training).map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </Card>
        <Card title={t("trainings.attendance.overview")} className={styles.wide}>
          {attendance.isError ? (
            <p className={styles.muted}>{t("trainings.attendance.overviewFailed")}</p>
          ) : attendance.data ? (
            <PresenceTable attendance={attendance.data} />
          ) : (
            <Skeleton height={80} />
          )}
        </Card>
        <Card title={t("trainings.detail.participants")} className={styles.wide}>
          <Table
            columns={[
              {
                key: "name",
                header: t("trainings.detail.participantName"),
                render: (person) =>
                  person.waiting ? (
                    <>
                      {person.name}{" "}
                      <Badge tone="warning">
                        {t("trainingParticipants.waiting.badge", {
                          position: person.waitingListPosition,
                        })}
                      </Badge>
                    </>
                  ) : (
                    person.name
                  ),
              },
              {
                key: "email",
                header: t("trainings.detail.participantEmail"),
                render: (person) => person.email ?? t("trainings.detail.noEmail"),
              },
              {
                key: "addedVia",
                header: t("trainings.detail.addedVia"),
                render: (person) =>
                  person.addedViaGroupId ? (
                    <Badge tone="info">
                      {person.addedViaGroupName
                        ? t("trainings.detail.addedViaNamedGroup", {
                            group: person.addedViaGroupName,
                          })
                        : t("trainings.detail.addedViaGroup")}
                    </Badge>
                  ) : (
                    <Badge>{t("trainings.detail.addedDirectly")}</Badge>
                  ),
              },
              ...(training.settings.generateCertificates ||
              participants.some((person) => person.certificateStatus !== "notOwned")
                ? [
                    {
                      key: "certificate",
                      header: t("trainings.detail.certificate"),
                      render: (person: (typeof participants)[number]) => (
                        <CertificateStatusBadge status={person.certificateStatus} />
                      ),
                    },
                  ]
                : []),
            ]}
            rows={participants}
            getRowKey={(person) => person.trainingUserId}
            emptyText={t("trainings.detail.noParticipants")}
            caption={t("trainings.detail.participants")}
            captionHidden
            narrow="stack"
          />
        </Card>
      </div>
    </>
  );
}

const presenceTone: Record<TrainingPresence, BadgeTone> = {
  unassigned: "neutral",
  assigned: "neutral",
  present: "success",
  partiallyPresent: "warning",
  absent: "danger",
};

/** Each participant's presence per date, one column per date. */
function PresenceTable({ attendance }: { attendance: TrainingAttendance }) {
  const { t } = useTranslation();
  type Row = TrainingAttendance["participants"][number];
  return (
    <Table<Row>
      columns={[
        { key: "name", header: t("trainings.attendance.participant") },
        ...attendance.dates.map((date) => ({
          key: date.id,
          header: formatTrainingDay(date.date),
          render: (row: Row) => {
            const presence = row.presences[date.id] ?? "assigned";
            return (
              <Badge tone={presenceTone[presence]}>
                {t(`trainings.attendance.overviewPresence.${presence}`)}
              </Badge>
            );
          },
        })),
      ]}
      rows={attendance.participants}
      getRowKey={(row) => row.trainingUserId}
      emptyText={t("trainings.attendance.overviewEmpty")}
      caption={t("trainings.attendance.overview")}
      captionHidden
      narrow="stack"
    />
  );
}

function Names({
  people,
  none,
}: {
  people: readonly { id: string; name: string }[];
  none: string;
}) {
  if (people.length === 0) return <p className={styles.muted}>{none}</p>;
  return (
    <ul className={styles.list}>
      {people.map((person) => (
        <li key={person.id}>{person.name}</li>
      ))}
    </ul>
  );
}

/** The training's settings as sentences a coordinator reads at a glance. */
function settingsInWords(t: TFunction, training: Training): string[] {
  const { settings } = training;
  const lines: string[] = [];
  if (!settings.inviteParticipants) lines.push(t("trainings.detail.inviteOff"));
  else if (settings.daysBeforeInvite === 0) lines.push(t("trainings.detail.inviteOnSameDay"));
  else lines.push(t("trainings.detail.inviteOn", { count: settings.daysBeforeInvite }));
  if (training.hasNotifiedParticipants) lines.push(t("trainings.detail.invited"));
  lines.push(
    t(settings.attendanceList ? "trainings.detail.attendanceOn" : "trainings.detail.attendanceOff"),
  );
  if (training.attendancesCompleted) lines.push(t("trainings.detail.attendancesCompleted"));
  lines.push(
    t(
      settings.generateCertificates
        ? "trainings.detail.certificatesOn"
        : "trainings.detail.certificatesOff",
    ),
  );
  if (settings.generateCertificates && settings.certificateExpiryDate)
    lines.push(
      t("trainings.detail.certificateExpiry", { date: formatDate(settings.certificateExpiryDate) }),
    );
  if (settings.generateCertificates && settings.certificateReminderDate)
    lines.push(
      t("trainings.detail.certificateReminder", {
        date: formatDate(settings.certificateReminderDate),
      }),
    );
  if (training.recertifiesTemplateName)
    lines.push(t("trainings.detail.recertifies", { name: training.recertifiesTemplateName }));
  return lines;
}
