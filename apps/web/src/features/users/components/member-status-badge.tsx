import type { MemberStatus } from "@leerlijn/contracts/users/managed-user.schema";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../ui/badge/badge";

const tones: Record<MemberStatus, BadgeTone> = {
  active: "success",
  invited: "info",
  no_account: "neutral",
  deactivated: "danger",
};

export function MemberStatusBadge({ status }: { status: MemberStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`users.status.${status}`)}</Badge>;
}
