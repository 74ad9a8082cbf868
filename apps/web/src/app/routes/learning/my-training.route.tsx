import type { ParticipantCertificate } from "@leerlijn/contracts/certificates/certificate.schema";
import type { MyTraining } from "@leerlijn/contracts/trainings/participant-training.schema";
import { useQuery } from "@tanstack/react-query";
import {
  ArrowLeft,
  Award,
  CalendarDays,
  CalendarPlus,
  Download,
  ExternalLink,
  MapPin,
  User,
} from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import {
  myTrainingQuery,
  useDownloadMyTrainingCalendar,
} from "../../../features/trainings/api/participant-trainings";
import { certificateDateLine } from "../../../features/certificates/components/certificate-status-badge";
import { PresenceBadge } from "../../../features/trainings/components/presence-badge";
import { formatTrainingDay, openStreetMapUrl } from "../../../features/trainings/training-dates";
import { Alert } from "../../../ui/alert/alert";
import { Badge } from "../../../ui/badge/badge";
import { Button } from "../../../ui/button/button";
import { Card } from "../../../ui/card/card";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./my-training.module.css";

/**
 * `/my-trainings/{trainingId}`: the participant's own page of a training, made for a phone on
 * the way there: when, where (with a map link), who gives it, and their presence per date.
 */
export function MyTrainingPage() {
  const { t } = useTranslation();
  const { trainingId = "" } = useParams();
  const training = useQuery(myTrainingQuery(trainingId));
  useDocumentTitle(training.data?.name ?? t("pages.titles.myTrainings"));

  return (
    <div className={styles.page}>
      <p className={styles.back}>
        <Link to="/my-trainings">
          <ArrowLeft size={18} aria-hidden="true" />
          {t("trainingParticipants.detail.back")}
        </Link>
      </p>
      {training.data ? (
        <TrainingView training={training.data} />
      ) : training.isError ? (
        // A training they do not take part in is a 404: the app shows the not-found page.
        <LoadFailed onRetry={() => void training.refetch()} retrying={training.isFetching}>
          {t("trainingParticipants.detail.failed")}
        </LoadFailed>
      ) : (
        <div aria-busy="true" className={styles.page}>
          <Skeleton height={32} width="60%" />
          <Skeleton height={140} />
          <Skeleton height={100} />
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      )}
    </div>
  );
}

function TrainingView({ training }: { training: MyTraining }) {
  const { t } = useTranslation();
  const recorded = training.dates.some((date) => date.presence !== null);
  return (
    <>
      <h1 className={styles.title}>{training.name}</h1>
      {training.waiting ? (
        <Alert
          tone="warning"
          title={t("trainingParticipants.waiting.onList", {
            position: training.waitingListPosition,
          })}
        >
          {t("trainingParticipants.waiting.explain", { position: training.waitingListPosition })}
        </Alert>
      ) : (
        recorded && (
          <p className={styles.overall}>
            <span>{t("trainingParticipants.detail.presence")}</span>
            <PresenceBadge presence={training.presence} />
          </p>
        )
      )}
      {training.image?.url && (
        <img className={styles.image} src={training.image.url} alt="" loading="lazy" />
      )}
      <Card title={t("trainingParticipants.detail.dates")}>
        <ul className={styles.dates}>
          {training.dates.map((date) => (
            <li key={date.id} className={styles.date}>
              <CalendarDays size={18} aria-hidden="true" />
              <span className={styles.when}>
                <span className={styles.day}>{formatTrainingDay(date.date)}</span>
                <span className={styles.times}>
                  {date.timeFrom}–{date.timeTo}
                </span>
              </span>
              {date.presence !== null && <PresenceBadge presence={date.presence} />}
            </li>
          ))}
        </ul>
        {training.nextDate === null ? (
          <p className={styles.muted}>{t("trainingParticipants.detail.past")}</p>
        ) : (
          <CalendarDownload trainingId={training.id} />
        )}
      </Card>
      {training.certificate && <CertificateCard certificate={training.certificate} />}
      <Card title={t("trainingParticipants.detail.location")}>
        <p className={styles.item}>
          <MapPin size={18} aria-hidden="true" />
          <span>{training.locationLine}</span>
        </p>
        <a
          className={styles.mapLink}
          href={openStreetMapUrl(training.locationLine)}
          target="_blank"
          rel="noreferrer"
        >
          {t("trainingParticipants.detail.showOnMap")}
          <ExternalLink size={14} aria-hidden="true" />
        </a>
      </Card>
      <Card title={t("trainingParticipants.detail.trainers")}>
        {training.instructors.length === 0 ? (
          <p className={styles.muted}>{t("trainingParticipants.detail.noTrainers")}</p>
        ) : (
          <ul className={styles.dates}>
            {training.instructors.map((person) => (
              <li key={person.id} className={styles.item}>
                <User size={18} aria-hidden="true" />
                <span>{person.name}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {training.description && (
        <Card title={t("trainingParticipants.detail.about")}>
          {/* Sanitised on the server when it was saved (allowed tags only). */}
          <div
            className={styles.prose}
            dangerouslySetInnerHTML={{ __html: training.description }}
          />
        </Card>
      )}
    </>
  );
}

/** The dates as a file for the participant's own agenda (the same entries as the invitation). */
function CalendarDownload({ trainingId }: { trainingId: string }) {
  const { t } = useTranslation();
  const download = useDownloadMyTrainingCalendar(trainingId);
  return (
    <div className={styles.calendar}>
      <Button
        variant="secondary"
        onClick={() => download.mutate()}
        disabled={download.isPending}
        icon={<CalendarPlus size={18} aria-hidden="true" />}
      >
        {t("trainingParticipants.detail.addToCalendar")}
      </Button>
      {download.isError && (
        <Alert tone="danger">{t("trainingParticipants.detail.calendarFailed")}</Alert>
      )}
    </div>
  );
}

const certificateTone = { valid: "success", expired: "warning", revoked: "danger" } as const;

/** The participant's certificate of this training: its status, the file and the public check. */
function CertificateCard({ certificate }: { certificate: ParticipantCertificate }) {
  const { t } = useTranslation();
  const { status } = certificate;
  const when = certificateDateLine(t, certificate);
  return (
    <Card title={t("trainingParticipants.certificate.title")}>
      <p className={styles.item}>
        <Award size={18} aria-hidden="true" />
        <span>
          <Badge tone={certificateTone[status]}>
            {t(`trainingParticipants.certificate.status.${status}`)}
          </Badge>{" "}
          {when}
        </span>
      </p>
      {certificate.number && (
        <p className={styles.muted}>
          {t("trainingParticipants.certificate.number", { number: certificate.number })}
        </p>
      )}
      {status !== "revoked" && (
        <div className={styles.certificateLinks}>
          {certificate.fileUrl ? (
            <a
              className={styles.mapLink}
              href={certificate.fileUrl}
              target="_blank"
              rel="noreferrer"
            >
              <Download size={14} aria-hidden="true" />
              {t("trainingParticipants.certificate.download")}
            </a>
          ) : (
            <p className={styles.muted}>{t("trainingParticipants.certificate.pending")}</p>
          )}
          {certificate.verificationUrl && (
            <a
              className={styles.mapLink}
              href={certificate.verificationUrl}
              target="_blank"
              rel="noreferrer"
            >
              {t("trainingParticipants.certificate.verify")}
              <ExternalLink size={14} aria-hidden="true" />
            </a>
          )}
        </div>
      )}
    </Card>
  );
}
