import type { MyCourseGroupSummary } from "@leerlijn/contracts/course-groups/course-group.schema";
import { ChevronRight, Route } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { formatDate } from "../../../lib/i18n";
import { Badge } from "../../../ui/badge/badge";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import styles from "./my-course-group-tile.module.css";

/** One path the learner follows, as one tile: how far they are and what comes next, by when. */
export function MyCourseGroupTile({ path }: { path: MyCourseGroupSummary }) {
  const { t } = useTranslation();
  const { next } = path;
  return (
    <Link to={`/my-trainings/course-groups/${path.id}`} className={styles.tile}>
      <span className={styles.icon} aria-hidden="true">
        <Route size={22} />
      </span>
      <span className={styles.body}>
        <span className={styles.name}>{path.name}</span>
        <span className={styles.muted}>
          {t("onboarding.mine.stepsDone", { done: path.doneCount, count: path.itemCount })}
        </span>
        <ProgressBar
          value={path.progressPercentage}
          label={t("onboarding.mine.progressOf", { name: path.name })}
          hideLabel
          showValue
        />
        {next ? (
          <span className={styles.next}>
            <span>
              {t("onboarding.mine.next", { position: next.position, name: next.courseName })}
            </span>
            {next.dueDate &&
              (next.overdue ? (
                <Badge tone="danger">
                  {t("onboarding.mine.overdueSince", { date: formatDate(next.dueDate) })}
                </Badge>
              ) : (
                <Badge tone="neutral">
                  {t("onboarding.person.dueOn", { date: formatDate(next.dueDate) })}
                </Badge>
              ))}
          </span>
        ) : (
          <span className={styles.next}>
            <Badge tone="success">{t("onboarding.mine.allDone")}</Badge>
          </span>
        )}
      </span>
      <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
    </Link>
  );
}
