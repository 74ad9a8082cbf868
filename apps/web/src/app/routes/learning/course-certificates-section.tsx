import type { CourseCertificate } from "@leerlijn/contracts/certificates/certificate.schema";
import { Award } from "lucide-react";
import { useTranslation } from "react-i18next";
import {
  CertificateStatusBadge,
  certificateDateLine,
} from "../../../features/certificates/components/certificate-status-badge";
import styles from "./my-trainings-section.module.css";

/**
 * A person's certificates of courses passed online, under their trainings on
 * `/lms/users/{userId}/trainings`: the same proof as a training's, so the educator sees both in
 * one place. Nothing is shown for someone without any.
 */
export function CourseCertificatesSection({
  certificates,
}: {
  certificates: readonly CourseCertificate[];
}) {
  const { t } = useTranslation();
  if (certificates.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="course-certificates-title">
      <h2 id="course-certificates-title" className={styles.title}>
        {t("trainingParticipants.person.courseCertificates")}
      </h2>
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
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
