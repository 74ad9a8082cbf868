import type { DocumentStatus } from "@leerlijn/contracts/documents/document.schema";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../ui/badge/badge";

const tones: Record<DocumentStatus, BadgeTone> = {
  unassigned: "neutral",
  assigned: "info",
  viewed: "warning",
  signed: "success",
  expired: "danger",
};

export function DocumentStatusBadge({ status }: { status: DocumentStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`documents.status.${status}`)}</Badge>;
}
