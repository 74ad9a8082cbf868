import type { EnrollmentStatus } from "@leerlijn/contracts/enrollments/enrollment-status";
import { CircleCheck, CircleDashed, CircleX, Clock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../ui/badge/badge";

const tones: Record<EnrollmentStatus, BadgeTone> = {
  open: "neutral",
  "in-progress": "info",
  done: "success",
};
const icons = { open: CircleDashed, "in-progress": Clock, done: CircleCheck } as const;

/** Open (grey), in progress (blue) or done (green), always with its text. */
export function EnrollmentStatusBadge({ status }: { status: EnrollmentStatus }) {
  const { t } = useTranslation();
  const Icon = icons[status];
  return (
    <Badge tone={tones[status]} icon={<Icon size={14} />}>
      {t(`enrollments.status.${status}`)}
    </Badge>
  );
}

/** Passed (green) or failed (red), for a finished course with a score. */
export function PassedBadge({ isPassed }: { isPassed: boolean }) {
  const { t } = useTranslation();
  return isPassed ? (
    <Badge tone="success" icon={<CircleCheck size={14} />}>
      {t("enrollments.result.passed")}
    </Badge>
  ) : (
    <Badge tone="danger" icon={<CircleX size={14} />}>
      {t("enrollments.result.failed")}
    </Badge>
  );
}
