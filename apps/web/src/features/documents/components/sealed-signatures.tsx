import type { SealedSignature } from "@leerlijn/contracts/documents/document.schema";
import { Download, ShieldCheck } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate, formatTime } from "../../../lib/i18n";
import styles from "./sealed-signatures.module.css";

/**
 * The newest signatures given, newest first, each with its sealed PDF to download and its public
 * check: for the learner on their document, and for the educator on a person's document.
 */
export function SealedSignatures({
  signatures,
  total,
}: {
  signatures: readonly SealedSignature[];
  /** How many there are; the server sends the newest few. */
  total: number;
}) {
  const { t } = useTranslation();
  if (signatures.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="sealed-signatures">
      <h2 id="sealed-signatures" className={styles.title}>
        {t("documentSeals.signatures.title")}
      </h2>
      {total > signatures.length && (
        <p className={styles.muted}>
          {t("documentSeals.signatures.shown", { shown: signatures.length, total })}
        </p>
      )}
      <ul className={styles.list}>
        {signatures.map((signature) => (
          <li key={signature.id} className={styles.item}>
            <span>
              {t("documentSeals.signatures.signedAt", {
                date: formatDate(signature.signedAt),
                time: formatTime(signature.signedAt),
              })}
            </span>
            {signature.sealedPdfUrl ? (
              <a className={styles.link} href={signature.sealedPdfUrl} download>
                <Download size={16} aria-hidden="true" />
                {t("documentSeals.signatures.download")}
              </a>
            ) : (
              <span className={styles.muted}>{t("documentSeals.signatures.notSealed")}</span>
            )}
            {signature.verificationPath && (
              <Link className={styles.link} to={signature.verificationPath}>
                <ShieldCheck size={16} aria-hidden="true" />
                {t("documentSeals.signatures.verify")}
              </Link>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
