import type { ParticipantCertificate as Certificate } from "@leerlijn/contracts/certificates/certificate.schema";
import type { AttendanceParticipant } from "@leerlijn/contracts/trainings/attendance.schema";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { RevokeCertificateDialog } from "../../../features/certificates/components/revoke-certificate-dialog";
import { useParticipantCertificate } from "../../../features/trainings/api/participant-certificates";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Badge } from "../../../ui/badge/badge";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import styles from "./training-attendance.module.css";

const tone = { valid: "success", expired: "warning", revoked: "danger" } as const;

const failureOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.body?.message ? error.body.message : fallback;

/**
 * A participant's certificate beside their row of the attendance list: its status, the file and
 * the public check, and what the educator may do: upload one from elsewhere (it replaces a
 * generated one), remove that upload, revoke with a reason, or issue a new one once passed.
 */
export function ParticipantCertificate({
  trainingId,
  participant,
  canIssue,
}: {
  trainingId: string;
  participant: AttendanceParticipant;
  /** The training is completed and makes certificates. */
  canIssue: boolean;
}) {
  const { t } = useTranslation();
  const { certificate } = participant;
  const actions = useParticipantCertificate(trainingId, participant.trainingUserId);
  const [revoking, setRevoking] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const busy = Object.values(actions).some((action) => action.isPending);
  const failed = Object.values(actions).find((action) => action.isError)?.error;
  const counts = certificate && certificate.status !== "revoked";

  async function handleRemove() {
    const sure = await confirm({
      title: t("trainings.attendance.certificate.removeTitle"),
      description: t("trainings.attendance.certificate.removeText", { name: participant.name }),
      confirmLabel: t("trainings.attendance.certificate.remove"),
    });
    if (sure) actions.remove.mutate();
  }

  return (
    <div className={styles.certificate}>
      {certificate ? (
        <CertificateStatus certificate={certificate} />
      ) : (
        <span className={styles.certificateText}>{t("trainings.attendance.certificate.none")}</span>
      )}
      <div className={styles.certificateActions}>
        <Button
          variant="secondary"
          size="small"
          disabled={busy}
          onClick={() => fileInput.current?.click()}
        >
          {t("trainings.attendance.certificate.upload")}
        </Button>
        <input
          ref={fileInput}
          type="file"
          hidden
          aria-label={t("trainings.attendance.certificate.upload")}
          accept=".pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png"
          disabled={busy}
          onChange={(event) => {
            const file = event.target.files?.[0];
            event.target.value = "";
            if (file) actions.upload.mutate(file);
          }}
        />
        {certificate?.source === "uploaded" && counts && (
          <Button
            variant="secondary"
            size="small"
            disabled={busy}
            onClick={() => void handleRemove()}
          >
            {t("trainings.attendance.certificate.remove")}
          </Button>
        )}
        {certificate?.source === "generated" && counts && (
          <Button
            variant="secondary"
            size="small"
            disabled={busy}
            onClick={() => setRevoking(true)}
          >
            {t("trainings.attendance.certificate.revoke")}
          </Button>
        )}
        {canIssue &&
          participant.passed === true &&
          (!counts || certificate?.fileFailed === true) && (
            <Button
              variant="secondary"
              size="small"
              disabled={busy}
              onClick={() => actions.reissue.mutate()}
            >
              {t(
                certificate
                  ? "trainings.attendance.certificate.reissue"
                  : "trainings.attendance.certificate.issue",
              )}
            </Button>
          )}
      </div>
      {failed && !revoking && (
        <Alert tone="danger">
          {failureOf(failed, t("trainings.attendance.certificate.failed"))}
        </Alert>
      )}
      <RevokeCertificateDialog
        open={revoking}
        name={participant.name}
        onOpenChange={setRevoking}
        submitting={actions.revoke.isPending}
        failure={
          actions.revoke.isError
            ? failureOf(actions.revoke.error, t("trainings.attendance.certificate.failed"))
            : null
        }
        onRevoke={(reason) =>
          actions.revoke.mutate(reason, { onSuccess: () => setRevoking(false) })
        }
      />
    </div>
  );
}

function CertificateStatus({ certificate }: { certificate: Certificate }) {
  const { t } = useTranslation();
  return (
    <>
      <Badge tone={tone[certificate.status]}>
        {t(`trainings.attendance.certificate.${certificate.status}`)}
      </Badge>
      <span className={styles.certificateText}>
        {certificate.source === "uploaded"
          ? t("trainings.attendance.certificate.uploaded")
          : certificate.fileUrl
            ? t("trainings.attendance.certificate.number", { number: certificate.number })
            : certificate.fileFailed
              ? t("trainings.attendance.certificate.fileFailed")
              : t("trainings.attendance.certificate.pending")}
      </span>
      {certificate.fileUrl && certificate.status !== "revoked" && (
        <a href={certificate.fileUrl} target="_blank" rel="noreferrer">
          {t("trainings.attendance.certificate.download")}
        </a>
      )}
      {certificate.verificationUrl && (
        <a href={certificate.verificationUrl} target="_blank" rel="noreferrer">
          {t("trainings.attendance.certificate.verify")}
        </a>
      )}
    </>
  );
}
