import type { CourseCertificate } from "@leerlijn/contracts/certificates/certificate.schema";
import { can } from "@leerlijn/contracts/permissions";
import { Award } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { useCourseCertificateDecisions } from "./course-certificate-decisions";
import {
  CertificateStatusBadge,
  certificateDateLine,
} from "../../../features/certificates/components/certificate-status-badge";
import { RevokeCertificateDialog } from "../../../features/certificates/components/revoke-certificate-dialog";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import styles from "./my-trainings-section.module.css";

const failureOf = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.body?.message ? error.body.message : fallback;

/**
 * A person's certificates of courses passed online, under their trainings on
 * `/lms/users/{userId}/trainings`: the same proof as a training's, so the educator sees both in
 * one place. Who manages the person's courses may revoke one (with a reason) or issue a new
 * one. Nothing is shown for someone without any.
 */
export function CourseCertificatesSection({
  userId,
  personName,
  certificates,
}: {
  userId: string;
  personName: string;
  certificates: readonly CourseCertificate[];
}) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const decisions = useCourseCertificateDecisions(userId);
  const [revoking, setRevoking] = useState<string | null>(null);
  if (certificates.length === 0) return null;
  const decides = can(user, "lms.enrollments.create");
  const busy = decisions.revoke.isPending || decisions.reissue.isPending;
  const failed = decisions.reissue.isError ? decisions.reissue.error : null;

  async function handleReissue(certificate: CourseCertificate) {
    const sure = await confirm({
      title: t("trainingParticipants.person.reissueTitle"),
      description: t("trainingParticipants.person.reissueText", {
        name: personName,
        course: certificate.courseName,
      }),
      confirmLabel: t("trainings.attendance.certificate.reissue"),
    });
    if (sure) decisions.reissue.mutate(certificate.id);
  }

  return (
    <section className={styles.section} aria-labelledby="course-certificates-title">
      <h2 id="course-certificates-title" className={styles.title}>
        {t("trainingParticipants.person.courseCertificates")}
      </h2>
      {failed && (
        <Alert tone="danger">
          {failureOf(failed, t("trainings.attendance.certificate.failed"))}
        </Alert>
      )}
      <ul className={styles.certificates}>
        {certificates.map((certificate) => (
          <li key={certificate.id} className={styles.certificate}>
            <Award size={18} aria-hidden="true" />
            <div className={styles.certificateBody}>
              <p className={styles.certificateName}>
                {certificate.courseName} <CertificateStatusBadge status={certificate.status} />
              </p>
              <p className={styles.none}>
                {certificateDateLine(t, certificate)}
                {certificate.number &&
                  ` · ${t("trainingParticipants.certificate.number", { number: certificate.number })}`}
              </p>
              {decides && (
                <div
                  className={styles.certificateActions}
                  role="group"
                  aria-label={certificate.courseName}
                >
                  {certificate.status !== "revoked" && (
                    <Button
                      variant="secondary"
                      size="small"
                      disabled={busy}
                      onClick={() => {
                        decisions.revoke.reset();
                        setRevoking(certificate.id);
                      }}
                    >
                      {t("trainings.attendance.certificate.revoke")}
                    </Button>
                  )}
                  <Button
                    variant="secondary"
                    size="small"
                    disabled={busy}
                    onClick={() => void handleReissue(certificate)}
                  >
                    {t("trainings.attendance.certificate.reissue")}
                  </Button>
                </div>
              )}
            </div>
          </li>
        ))}
      </ul>
      {decides && (
        <RevokeCertificateDialog
          key={revoking ?? "closed"}
          open={revoking !== null}
          name={personName}
          onOpenChange={(open) => {
            if (!open) setRevoking(null);
          }}
          submitting={decisions.revoke.isPending}
          failure={
            decisions.revoke.isError
              ? failureOf(decisions.revoke.error, t("trainings.attendance.certificate.failed"))
              : null
          }
          onRevoke={(reason) =>
            revoking &&
            decisions.revoke.mutate(
              { certificateId: revoking, reason },
              { onSuccess: () => setRevoking(null) },
            )
          }
        />
      )}
    </section>
  );
}
