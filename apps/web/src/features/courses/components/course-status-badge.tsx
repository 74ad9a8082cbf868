import type { CourseStatus } from "@leerlijn/contracts/courses/course-status";
import { useTranslation } from "react-i18next";
import { Badge, type BadgeTone } from "../../../ui/badge/badge";

const tones: Record<CourseStatus, BadgeTone> = {
  concept: "neutral",
  review: "warning",
  reviewed: "warning",
  published: "success",
  accepted: "success",
  rejected: "danger",
  "publicly-published": "info",
};

export function CourseStatusBadge({ status }: { status: CourseStatus }) {
  const { t } = useTranslation();
  return <Badge tone={tones[status]}>{t(`courses.status.${status}`)}</Badge>;
}
