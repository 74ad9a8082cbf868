import type {
  ParticipantCertificate,
  PersonCertificateStatus,
} from "@leerlijn/contracts/certificates/certificate.schema";
import type { TFunction } from "i18next";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/i18n";
import { Badge, type BadgeTone } from "../../../ui/badge/badge";

const tones: Record<PersonCertificateStatus, BadgeTone> = {
  notOwned: "neutral",
  valid: "success",
  expired: "warning",
  revoked: "danger",
};

/** Where a person stands with a certificate: none, valid, expired or revoked. */
export function CertificateStatusBadge({ status }: { status: PersonCertificateStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`certificates.status.${status}`)}</Badge>;
}

/** "Geldig tot 1 maart 2028", "Verlopen sinds …", "Ingetrokken op …" or "Onbeperkt geldig". */
export function certificateDateLine(
  t: TFunction,
  certificate: Pick<ParticipantCertificate, "status" | "expiresOn" | "revokedOn">,
): string {
  const { status } = certificate;
  if (status === "revoked" && certificate.revokedOn)
    return t("trainingParticipants.certificate.revokedOn", {
      date: formatDate(certificate.revokedOn),
    });
  if (status === "expired" && certificate.expiresOn)
    return t("trainingParticipants.certificate.expiredSince", {
      date: formatDate(certificate.expiresOn),
    });
  return certificate.expiresOn
    ? t("trainingParticipants.certificate.validUntil", { date: formatDate(certificate.expiresOn) })
    : t("trainingParticipants.certificate.noExpiry");
}
