import { useQuery } from "@tanstack/react-query";
import { Award, Download, ExternalLink } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { myCertificatesQuery } from "../../../features/certificates/api/my-certificates";
import {
  CertificateStatusBadge,
  certificateDateLine,
} from "../../../features/certificates/components/certificate-status-badge";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import styles from "./my-trainings-section.module.css";

/**
 * The "Mijn certificaten" part of `/my-trainings`: every certificate the participant holds here
 * (one per training or course: the one that counts, else the last revoked) with its status
 * today, the file and the public check. Someone without certificates does not see the section.
 */
export function MyCertificatesSection() {
  const { t } = useTranslation();
  const list = useQuery(myCertificatesQuery());
  if (list.isError)
    return (
      <LoadFailed retrying={list.isFetching} onRetry={() => void list.refetch()}>
        {t("certificates.mine.loadFailed")}
      </LoadFailed>
    );
  if (!list.data || list.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="my-certificates-title">
      <h2 id="my-certificates-title" className={styles.title}>
        {t("certificates.mine.title")}
      </h2>
      <ul className={styles.certificates}>
        {list.data.map((certificate) => (
          <li key={certificate.id} className={styles.certificate}>
            <Award size={18} aria-hidden="true" />
            <div className={styles.certificateBody}>
              <p className={styles.certificateName}>
                {certificate.trainingId ? (
                  <Link to={`/my-trainings/${certificate.trainingId}`}>
                    {certificate.trainingName}
                  </Link>
                ) : (
                  certificate.trainingName
                )}{" "}
                <CertificateStatusBadge status={certificate.status} />
              </p>
              <p className={styles.none}>
                {certificateDateLine(t, certificate)}
                {certificate.number &&
                  ` · ${t("trainingParticipants.certificate.number", { number: certificate.number })}`}
              </p>
              {certificate.status !== "revoked" && (
                <p className={styles.certificateLinks}>
                  {certificate.fileUrl && (
                    <a href={certificate.fileUrl} target="_blank" rel="noreferrer">
                      <Download size={14} aria-hidden="true" />
                      {t("certificates.mine.download", { training: certificate.trainingName })}
                    </a>
                  )}
                  {certificate.verificationUrl && (
                    <a href={certificate.verificationUrl} target="_blank" rel="noreferrer">
                      {t("trainingParticipants.certificate.verify")}
                      <ExternalLink size={14} aria-hidden="true" />
                    </a>
                  )}
                </p>
              )}
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
