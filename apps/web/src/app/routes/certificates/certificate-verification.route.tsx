import type { CertificateVerification } from "@leerlijn/contracts/certificates/certificate.schema";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, CircleAlert, CircleX } from "lucide-react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { certificateVerificationQuery } from "../../../features/certificates/api/certificate-verification";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { BrandLogo } from "../../../features/companies/components/brand-logo";
import { ApiError } from "../../../lib/api-client";
import { formatDate } from "../../../lib/i18n";
import { Alert } from "../../../ui/alert/alert";
import { Spinner } from "../../../ui/spinner/spinner";
import { Verdict, VerdictFacts, type VerdictTone } from "../../../ui/verdict/verdict";
import { CenteredLayout } from "../../layouts/centered-layout";
import { useDocumentTitle } from "../../use-document-title";

/**
 * /certificaat/{code}: the public check of a certificate, on the issuing company's own host and
 * without signing in, as an inspector or client opens it from the QR code on a phone: valid,
 * expired (since when) or revoked (when), who holds it, for what, and from whom.
 */
export function CertificateVerificationPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const { code = "" } = useParams();
  const check = useQuery(certificateVerificationQuery(code));
  useDocumentTitle(t("certificates.verify.title"));

  let content;
  if (check.data) content = <CertificateVerdict certificate={check.data} />;
  else if (check.error instanceof ApiError && check.error.status === 404)
    content = (
      <Alert tone="danger" title={t("certificates.verify.notFoundTitle")}>
        {t("certificates.verify.notFound")}
      </Alert>
    );
  else if (check.error instanceof ApiError && check.error.status === 429)
    content = (
      <Alert tone="warning" title={t("certificates.verify.tooManyTitle")}>
        {check.error.body?.message ?? t("certificates.verify.tooMany")}
      </Alert>
    );
  else if (check.error)
    content = (
      <Alert tone="danger" title={t("certificates.verify.failedTitle")}>
        {t("errors.network")}
      </Alert>
    );
  else content = <Spinner label={t("certificates.verify.busy")} />;

  return (
    <CenteredLayout logo={<BrandLogo company={company} background="brand" />}>
      <h1>{t("certificates.verify.title")}</h1>
      {content}
    </CenteredLayout>
  );
}

/** How each state reads at a glance. */
const TONES: Record<CertificateVerification["status"], VerdictTone> = {
  valid: "success",
  expired: "warning",
  revoked: "danger",
};

function CertificateVerdict({ certificate }: { certificate: CertificateVerification }) {
  const { t } = useTranslation();
  const { status } = certificate;
  const Icon = status === "valid" ? BadgeCheck : status === "expired" ? CircleAlert : CircleX;
  const detail =
    status === "expired" && certificate.expiredSince
      ? t("certificates.verify.expiredSince", { date: formatDate(certificate.expiredSince) })
      : status === "revoked" && certificate.revokedOn
        ? t("certificates.verify.revokedOn", { date: formatDate(certificate.revokedOn) })
        : t("certificates.verify.validText");
  return (
    <>
      <Verdict
        tone={TONES[status]}
        icon={<Icon size={32} aria-hidden="true" />}
        title={t(`certificates.verify.status.${status}`)}
        text={detail}
      />
      <VerdictFacts>
        <dt>{t("certificates.verify.holder")}</dt>
        <dd>{certificate.holderName}</dd>
        <dt>
          {certificate.kind === "course"
            ? t("certificates.verify.course")
            : t("certificates.verify.training")}
        </dt>
        <dd>{certificate.trainingName}</dd>
        {certificate.certificateType && (
          <>
            <dt>{t("certificates.verify.type")}</dt>
            <dd>{certificate.certificateType}</dd>
          </>
        )}
        <dt>{t("certificates.verify.issuer")}</dt>
        <dd>{certificate.company.name}</dd>
        <dt>{t("certificates.verify.issuedOn")}</dt>
        <dd>{formatDate(certificate.issuedOn)}</dd>
        <dt>{t("certificates.verify.expiresOn")}</dt>
        <dd>
          {certificate.expiresOn
            ? formatDate(certificate.expiresOn)
            : t("certificates.verify.noExpiry")}
        </dd>
        <dt>{t("certificates.verify.number")}</dt>
        <dd>{certificate.number}</dd>
      </VerdictFacts>
    </>
  );
}
