import type { TFunction } from "i18next";
import { confirm } from "../../../ui/confirm-dialog/confirm-store";

/**
 * A timed course asks before its clock starts: the limit and what it takes to pass, then the
 * learner's yes. Without a time limit there is nothing to ask.
 */
export function askToStart(
  t: TFunction,
  rules: { timeLimitMinutes: number | null; passPercentage: number | null },
): Promise<boolean> {
  if (rules.timeLimitMinutes === null) return Promise.resolve(true);
  return confirm({
    title: t("enrollments.start.confirmTitle"),
    description: [
      t("enrollments.start.confirmTime", { count: rules.timeLimitMinutes }),
      rules.passPercentage !== null &&
        t("enrollments.overview.aboutScore", { percentage: rules.passPercentage }),
    ]
      .filter(Boolean)
      .join(" "),
    confirmLabel: t("enrollments.start.confirm"),
    cancelLabel: t("enrollments.start.notYet"),
    tone: "primary",
  });
}
