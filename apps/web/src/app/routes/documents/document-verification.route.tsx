import type { SealVerification } from "@leerlijn/contracts/documents/document-seal.schema";
import { useQuery } from "@tanstack/react-query";
import { BadgeCheck, CircleX, FileCheck, FileSearch } from "lucide-react";
import { type DragEvent, useId, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams } from "react-router";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { BrandLogo } from "../../../features/companies/components/brand-logo";
import {
  sealRecordQuery,
  useVerifySealedPdf,
} from "../../../features/documents/api/document-seals";
import { ApiError } from "../../../lib/api-client";
import { formatDate, formatTime } from "../../../lib/i18n";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import zone from "../../../ui/drop-zone/drop-zone.module.css";
import { Spinner } from "../../../ui/spinner/spinner";
import { Verdict, VerdictFacts } from "../../../ui/verdict/verdict";
import { CenteredLayout } from "../../layouts/centered-layout";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./document-verification.module.css";

/**
 * /verificatie (and /verificatie/{code} from a sealed PDF's QR code): anyone, without signing
 * in, checks on the company's own host whether a PDF is an unchanged sealed original of it,
 * and sees its audit trail. The file is only hashed by the server, never kept.
 */
export function DocumentVerificationPage() {
  const { t } = useTranslation();
  const company = useCurrentCompany();
  const { code } = useParams();
  const record = useQuery({ ...sealRecordQuery(code ?? ""), enabled: code !== undefined });
  const check = useVerifySealedPdf();
  const [fileName, setFileName] = useState<string | null>(null);
  useDocumentTitle(t("documentSeals.title"));

  const verify = (file: File) => {
    setFileName(file.name);
    check.mutate(file);
  };

  let result;
  if (check.isPending) result = <Spinner label={t("documentSeals.busy")} />;
  else if (check.data) result = <SealVerdict verification={check.data} />;
  else if (check.error) result = <Failure error={check.error} changed />;
  else if (record.data) result = <SealVerdict verification={record.data} />;
  else if (record.error) result = <Failure error={record.error} />;
  else if (code !== undefined && record.isPending)
    result = <Spinner label={t("documentSeals.loading")} />;

  return (
    <CenteredLayout logo={<BrandLogo company={company} background="brand" />}>
      <h1>{t("documentSeals.title")}</h1>
      <p className={styles.intro}>
        {code !== undefined
          ? t("documentSeals.introRecord")
          : t("documentSeals.intro", { company: company?.name ?? "" })}
      </p>
      <PdfZone onFile={verify} disabled={check.isPending} />
      {fileName && !check.isPending && (
        <p className={styles.chain}>{t("documentSeals.chosen", { name: fileName })}</p>
      )}
      <div aria-live="polite">{result}</div>
    </CenteredLayout>
  );
}

function Failure({ error, changed = false }: { error: Error; changed?: boolean }) {
  const { t } = useTranslation();
  const message = error instanceof ApiError ? error.body?.message : undefined;
  if (error instanceof ApiError && error.status === 429)
    return (
      <Alert tone="warning" title={t("documentSeals.tooManyTitle")}>
        {message}
      </Alert>
    );
  if (
    error instanceof ApiError &&
    (error.status === 404 || error.status === 422 || error.status === 413)
  )
    return (
      <Verdict
        tone="danger"
        icon={<CircleX size={32} aria-hidden="true" />}
        title={changed ? t("documentSeals.verdict.changed") : t("documentSeals.notFoundTitle")}
        text={error.body?.errors?.pdf?.[0] ?? message}
      />
    );
  return (
    <Alert tone="danger" title={t("documentSeals.failedTitle")}>
      {t("errors.network")}
    </Alert>
  );
}

function PdfZone({ onFile, disabled }: { onFile: (file: File) => void; disabled: boolean }) {
  const { t } = useTranslation();
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  const [over, setOver] = useState(false);
  const take = (list: FileList | null) => {
    const file = list?.[0];
    if (file) onFile(file);
  };
  return (
    <div
      className={[zone.zone, over && zone.over].filter(Boolean).join(" ")}
      onDragOver={(event: DragEvent) => {
        event.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={(event: DragEvent) => {
        event.preventDefault();
        setOver(false);
        if (!disabled) take(event.dataTransfer.files);
      }}
    >
      <FileSearch size={32} aria-hidden="true" className={zone.icon} />
      <p className={zone.drop}>{t("documentSeals.drop")}</p>
      <p className={zone.or}>{t("documentSeals.or")}</p>
      <Button
        variant="primary"
        onClick={() => input.current?.click()}
        aria-describedby={hintId}
        disabled={disabled}
      >
        {t("documentSeals.browse")}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept=".pdf,application/pdf"
        aria-label={t("documentSeals.browse")}
        onChange={(event) => {
          take(event.target.files);
          event.target.value = "";
        }}
      />
      <p id={hintId} className={zone.hint}>
        {t("documentSeals.accepted")}
      </p>
    </div>
  );
}

const when = (iso: string) => `${formatDate(iso)} ${formatTime(iso)}`;

function SealVerdict({ verification }: { verification: SealVerification }) {
  const { t } = useTranslation();
  const { verdict } = verification;
  const tone = verdict === "unchanged" ? "success" : verdict === "record" ? "info" : "danger";
  const Icon = verdict === "unchanged" ? BadgeCheck : verdict === "record" ? FileCheck : CircleX;
  const title =
    verdict === "unchanged"
      ? t("documentSeals.verdict.unchanged")
      : verdict === "record"
        ? t("documentSeals.verdict.record")
        : t("documentSeals.verdict.signatureBroken");
  const text =
    verdict === "unchanged"
      ? t("documentSeals.verdict.unchangedText")
      : verdict === "record"
        ? t("documentSeals.verdict.recordText")
        : t("documentSeals.verdict.signatureBrokenText");
  return (
    <>
      <Verdict tone={tone} icon={<Icon size={32} aria-hidden="true" />} title={title} text={text} />
      <VerdictFacts>
        <dt>{t("documentSeals.document")}</dt>
        <dd>{verification.documentTitle}</dd>
        <dt>{t("documentSeals.company")}</dt>
        <dd>{verification.company}</dd>
        <dt>{t("documentSeals.signer")}</dt>
        <dd>{verification.signerName}</dd>
        <dt>{t("documentSeals.signedAt")}</dt>
        <dd>{when(verification.signedAt)}</dd>
        {verification.sealedBy && (
          <>
            <dt>{t("documentSeals.sealedBy")}</dt>
            <dd>{verification.sealedBy}</dd>
          </>
        )}
        <dt>{t("documentSeals.documentHash")}</dt>
        <dd className={styles.hash}>{verification.pdfSha256}</dd>
        {verification.sealedSha256 && (
          <>
            <dt>{t("documentSeals.sealedHash")}</dt>
            <dd className={styles.hash}>{verification.sealedSha256}</dd>
          </>
        )}
      </VerdictFacts>
      <h2 className={styles.trailTitle}>{t("documentSeals.trail")}</h2>
      <ol className={styles.trail}>
        {verification.trail.map((event) => (
          <li key={event.hash}>
            <span className={styles.trailWhen}>{when(event.occurredAt)}</span>
            <strong>{t(`documentSeals.event.${event.type}`)}</strong>
            <span>{event.actorName ?? t("documentSeals.system")}</span>
          </li>
        ))}
      </ol>
      <p className={styles.chain}>
        {verification.trailIntact ? t("documentSeals.trailIntact") : t("documentSeals.trailBroken")}
      </p>
    </>
  );
}
