import type { CourseStatus } from "@leerlijn/contracts/courses/course-status";
import { Badge, type BadgeTone } from "../../../ui/badge/badge";
import { useCourseStatusLabel } from "../library-text";

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
  const label = useCourseStatusLabel();
  return <Badge tone={tones[status]}>{label(status)}</Badge>;
}
