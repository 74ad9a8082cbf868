import type { MyDocument } from "@leerlijn/contracts/documents/document.schema";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { fieldErrorOf } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import { toasts } from "../../../ui/toast/toast-store";
import { useSignMyDocument } from "../api/my-documents";
import { SignaturePad } from "./signature-pad";
import { TypedSignature } from "./typed-signature";
import styles from "./sign-document-dialog.module.css";

type Props = {
  document: MyDocument;
  /** The signer's name, to start the typed signature with. */
  signerName: string;
  /** The person's saved signature (User.signature), offered instead of drawing. */
  savedSignature: string | null;
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Signing: the consent statement to confirm, then a signature drawn on the pad, the name typed
 * (for whoever cannot draw), or the saved one (confirmed again by the same statement). The server checks both; its messages show on
 * the fields.
 */
export function SignDocumentDialog({
  document,
  signerName,
  savedSignature,
  open,
  onOpenChange,
}: Props) {
  const { t } = useTranslation();
  const sign = useSignMyDocument(document.id);
  const [consent, setConsent] = useState(false);
  const [drawing, setDrawing] = useState<string | null>(null);
  const [typed, setTyped] = useState<string | null>(null);
  const [kind, setKind] = useState<"drawn" | "typed">("drawn");
  const image = kind === "typed" ? typed : drawing;
  const [useSaved, setUseSaved] = useState(savedSignature !== null);
  const [saveSignature, setSaveSignature] = useState(savedSignature === null);
  const [shown, setShown] = useState<{ consent?: string; signature?: string }>({});
  const consentId = useId();

  const submit = async () => {
    const missing = {
      ...(consent ? {} : { consent: t("documents.sign.consentRequired") }),
      ...(useSaved || image ? {} : { signature: t("documents.sign.signatureRequired") }),
    };
    setShown(missing);
    if (Object.keys(missing).length > 0) return;
    try {
      await sign.mutateAsync(
        useSaved
          ? { consent: true, useSavedSignature: true }
          : { consent: true, signature: image ?? "", signatureKind: kind, saveSignature },
      );
      toasts.show({ type: "success", title: t("documents.sign.success") });
      onOpenChange(false);
    } catch {
      // Shown below: the field's message, or the general failure.
    }
  };

  const serverConsent = fieldErrorOf(sign.error, "consent");
  const serverSignature = fieldErrorOf(sign.error, "signature");
  const consentError = shown.consent ?? serverConsent;
  const signatureError = shown.signature ?? serverSignature;

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={t("documents.sign.title")}
      description={t("documents.sign.description")}
      size="medium"
      onSubmit={submit}
      submitLabel={t("documents.sign.submit")}
      submitting={sign.isPending}
    >
      <div className={styles.body}>
        <blockquote className={styles.statement}>{document.consentStatement}</blockquote>
        <div className={styles.check}>
          <input
            id={consentId}
            type="checkbox"
            checked={consent}
            aria-invalid={consentError ? true : undefined}
            aria-describedby={consentError ? `${consentId}-error` : undefined}
            onChange={(event) => setConsent(event.target.checked)}
          />
          <label htmlFor={consentId}>{t("documents.sign.consent")}</label>
        </div>
        {consentError && (
          <p id={`${consentId}-error`} className={styles.error} role="alert">
            {consentError}
          </p>
        )}
        {savedSignature && (
          <label className={styles.check}>
            <input
              type="checkbox"
              checked={useSaved}
              onChange={(event) => setUseSaved(event.target.checked)}
            />
            {t("documents.sign.useSaved")}
          </label>
        )}
        {useSaved && savedSignature ? (
          <img className={styles.saved} src={savedSignature} alt={t("documents.sign.savedAlt")} />
        ) : (
          <>
            <fieldset className={styles.kinds}>
              <legend>{t("documents.sign.kindLegend")}</legend>
              {(["drawn", "typed"] as const).map((value) => (
                <label key={value} className={styles.check}>
                  <input
                    type="radio"
                    name={`${consentId}-kind`}
                    value={value}
                    checked={kind === value}
                    onChange={() => setKind(value)}
                  />
                  {t(`documents.sign.kind.${value}`)}
                </label>
              ))}
            </fieldset>
            {kind === "drawn" ? (
              <SignaturePad onChange={setDrawing} error={signatureError} />
            ) : (
              <TypedSignature defaultName={signerName} onChange={setTyped} error={signatureError} />
            )}
            <label className={styles.check}>
              <input
                type="checkbox"
                checked={saveSignature}
                onChange={(event) => setSaveSignature(event.target.checked)}
              />
              {t("documents.sign.saveSignature")}
            </label>
          </>
        )}
        {sign.isError && !serverConsent && !serverSignature && (
          <Alert tone="danger">{sign.error.message || t("documents.sign.failed")}</Alert>
        )}
      </div>
    </Modal>
  );
}
