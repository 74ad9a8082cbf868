import type { MyCourseGroup } from "@leerlijn/contracts/course-groups/course-group.schema";
import { useQuery } from "@tanstack/react-query";
import { ArrowLeft, Check, Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { myCourseGroupQuery } from "../../../features/course-groups/api/my-course-groups";
import { formatDate } from "../../../lib/i18n";
import { Badge } from "../../../ui/badge/badge";
import { Card } from "../../../ui/card/card";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./my-course-group.module.css";

type Step = MyCourseGroup["items"][number];

/**
 * Where the learner does the step: the course's walk-through, the document, or the training
 * they are booked on; null while it is locked or there is nothing to open yet.
 */
function stepLink(step: Step): string | null {
  if (step.locked) return null;
  if (step.type === "course") return step.enrollmentId ? `/enrollments/${step.enrollmentId}` : null;
  if (step.type === "document")
    return step.document && step.status !== "unassigned" ? `/documents/${step.document.id}` : null;
  return step.plannedTrainingId ? `/my-trainings/${step.plannedTrainingId}` : null;
}

/** The step to do now: the first one not done that is open to the learner. */
const nextOf = (items: readonly Step[]) =>
  items.find((item) => item.status !== "done" && stepLink(item) !== null);

function StepState({ step, isNext, today }: { step: Step; isNext: boolean; today: string }) {
  const { t } = useTranslation();
  const overdue = step.dueDate !== null && step.status !== "done" && step.dueDate < today;
  return (
    <span className={styles.badges}>
      {step.status === "done" ? (
        <Badge tone="success" icon={<Check size={14} />}>
          {t("onboarding.person.status.done")}
        </Badge>
      ) : step.locked ? (
        <Badge icon={<Lock size={14} />}>
          {t("onboarding.mine.lockedUntil", { position: step.position - 1 })}
        </Badge>
      ) : isNext ? (
        <Badge tone="info">{t("onboarding.mine.nextBadge")}</Badge>
      ) : step.status === "in-progress" && step.type === "course" ? (
        <Badge tone="warning">
          {t("onboarding.person.percentage", { percentage: step.percentage })}
        </Badge>
      ) : step.type === "training" ? (
        <Badge tone={step.plannedTrainingId ? "warning" : "neutral"}>
          {step.plannedTrainingId
            ? t("onboarding.person.trainingPlanned")
            : t("onboarding.person.trainingNotPlanned")}
        </Badge>
      ) : step.type === "document" && step.status !== "unassigned" ? (
        <Badge>
          {step.document?.mustSign
            ? t("onboarding.person.documentToSign")
            : t("onboarding.person.documentToRead")}
        </Badge>
      ) : (
        <Badge>{t(`onboarding.person.status.${step.status}`)}</Badge>
      )}
      {step.dueDate &&
        step.status !== "done" &&
        (overdue ? (
          <Badge tone="danger">
            {t("onboarding.mine.overdueSince", { date: formatDate(step.dueDate) })}
          </Badge>
        ) : (
          <span className={styles.due}>
            {t("onboarding.person.dueOn", { date: formatDate(step.dueDate) })}
          </span>
        ))}
    </span>
  );
}

/** `/my-trainings/course-groups/{courseGroupId}`: the learner's own path, step by step. */
export function MyCourseGroupPage() {
  const { t } = useTranslation();
  const { courseGroupId = "" } = useParams();
  const path = useQuery(myCourseGroupQuery(courseGroupId));
  useDocumentTitle(path.data?.name ?? t("onboarding.mine.title"));
  const back = (
    <p className={styles.back}>
      <Link to="/my-trainings">
        <ArrowLeft size={18} aria-hidden="true" /> {t("enrollments.overview.back")}
      </Link>
    </p>
  );
  if (path.isPending)
    return (
      <div className={styles.page} aria-busy="true">
        <Skeleton height={32} width="50%" />
        <Skeleton height={80} />
        <Skeleton height={240} />
        <span className="visually-hidden">{t("common.loading")}</span>
      </div>
    );
  if (!path.data)
    return (
      <div className={styles.page}>
        {back}
        <LoadFailed retrying={path.isFetching} onRetry={() => void path.refetch()}>
          {t("onboarding.mine.loadFailed")}
        </LoadFailed>
      </div>
    );
  const { name, description, enrollmentGroup, progressPercentage, items, today } = path.data;
  const next = nextOf(items);

  return (
    <div className={styles.page}>
      {back}
      <header className={styles.header}>
        <p className={styles.kicker}>{t("onboarding.mine.kicker")}</p>
        <h1>{name}</h1>
        {description && <p className={styles.description}>{description}</p>}
        <p className={styles.muted}>
          {t("onboarding.person.startedOn", { date: formatDate(enrollmentGroup.startDate) })}
        </p>
      </header>
      <Card>
        <ProgressBar value={progressPercentage} label={t("onboarding.person.progress")} showValue />
      </Card>
      <section aria-labelledby="steps-title" className={styles.stepsSection}>
        <h2 id="steps-title">{t("onboarding.person.steps")}</h2>
        <ol className={styles.steps}>
          {items.map((step) => {
            const isNext = step === next;
            const link = stepLink(step);
            return (
              <li
                key={step.position}
                className={[
                  styles.step,
                  isNext && styles.current,
                  step.status === "done" && styles.done,
                  step.locked && styles.locked,
                ]
                  .filter(Boolean)
                  .join(" ")}
                aria-current={isNext ? "step" : undefined}
              >
                <span className={styles.number} aria-hidden="true">
                  {step.status === "done" ? <Check size={18} /> : step.position}
                </span>
                <span className={styles.stepBody}>
                  <span className="visually-hidden">
                    {t("onboarding.mine.stepNumber", { position: step.position })}
                  </span>
                  <span className={styles.kind}>{t(`onboarding.detail.kind.${step.type}`)}</span>
                  {link ? (
                    <Link to={link} className={styles.stepName}>
                      {step.name}
                    </Link>
                  ) : (
                    <span className={styles.stepName}>{step.name}</span>
                  )}
                  <StepState step={step} isNext={isNext} today={today} />
                </span>
              </li>
            );
          })}
        </ol>
      </section>
    </div>
  );
}
