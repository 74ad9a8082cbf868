import { MAX_REVOKE_REASON_LENGTH } from "@leerlijn/contracts/certificates/certificate.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import { Textarea } from "../../../ui/textarea/textarea";

/** Asks the educator why a certificate is revoked (required), before it is. */
export function RevokeCertificateDialog({
  open,
  name,
  onOpenChange,
  submitting,
  failure,
  onRevoke,
}: {
  open: boolean;
  name: string;
  onOpenChange: (open: boolean) => void;
  submitting: boolean;
  failure: string | null;
  onRevoke: (reason: string) => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState("");
  const [missing, setMissing] = useState(false);
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="small"
      title={t("trainings.attendance.certificate.revokeTitle")}
      description={t("trainings.attendance.certificate.revokeText", { name })}
      submitLabel={t("trainings.attendance.certificate.revoke")}
      submitting={submitting}
      onSubmit={() => {
        if (!reason.trim()) {
          setMissing(true);
          return;
        }
        onRevoke(reason.trim());
      }}
    >
      <Textarea
        label={t("trainings.attendance.certificate.reason")}
        value={reason}
        maxLength={MAX_REVOKE_REASON_LENGTH}
        required
        error={missing ? t("trainings.attendance.certificate.reasonMissing") : undefined}
        onChange={(event) => {
          setReason(event.target.value);
          setMissing(false);
        }}
      />
      {failure && <Alert tone="danger">{failure}</Alert>}
    </Modal>
  );
}
