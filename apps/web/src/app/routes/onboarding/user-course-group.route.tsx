import type { PersonCourseGroupItem } from "@leerlijn/contracts/course-groups/course-group.schema";
import { can } from "@leerlijn/contracts/permissions";
import { useQuery } from "@tanstack/react-query";
import { Lock } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import {
  personCourseGroupQuery,
  useEndPersonCourseGroup,
} from "../../../features/course-groups/api/course-groups";
import { formatDate } from "../../../lib/i18n";
import { Badge, type BadgeTone } from "../../../ui/badge/badge";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button } from "../../../ui/button/button";
import { Card } from "../../../ui/card/card";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "../lists/list-page.module.css";

const statusTone: Record<PersonCourseGroupItem["status"], BadgeTone> = {
  unassigned: "neutral",
  open: "info",
  "in-progress": "warning",
  done: "success",
};

/** /lms/users/{userId}/course-group/{courseGroupId}: the educator's view of one person's path. */
export function UserCourseGroupPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { userId = "", courseGroupId = "" } = useParams();
  const path = useQuery(personCourseGroupQuery(userId, courseGroupId));
  const end = useEndPersonCourseGroup(userId, courseGroupId);
  /** The person's document (with its trail) or the training they are booked on, if allowed. */
  const stepLink = (item: PersonCourseGroupItem): string | null => {
    if (item.type === "document" && item.document && item.status !== "unassigned")
      return can(user, "lms.documents.list")
        ? `/lms/users/${userId}/documents/${item.document.id}`
        : null;
    if (item.type === "training" && item.plannedTrainingId)
      return can(user, "educator.trainings.show") ? `/trainings/${item.plannedTrainingId}` : null;
    return null;
  };
  useDocumentTitle(path.data?.name ?? t("onboarding.list.title"));

  if (!path.data)
    return (
      <div aria-busy="true">
        <Skeleton height={32} width="40%" />
        <span className="visually-hidden">{t("common.loading")}</span>
      </div>
    );
  const { name, learner, enrollmentGroup, progressPercentage, items } = path.data;

  const handleEnd = async () => {
    const sure = await confirm({
      title: t("onboarding.person.endTitle", { name: learner.name }),
      description: t("onboarding.person.endText"),
      confirmLabel: t("onboarding.person.end"),
      tone: "danger",
    });
    if (!sure) return;
    end.mutate(undefined, {
      onSuccess: () => toasts.show({ type: "success", title: t("onboarding.person.ended") }),
    });
  };

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("onboarding.person.breadcrumb"), to: "/lms/users" },
          { label: learner.name, to: `/lms/users/${learner.id}/edit` },
          { label: name },
        ]}
      />
      <div className={styles.header}>
        <div>
          <h1>{name}</h1>
          <p className={styles.intro}>
            {t("onboarding.person.intro", { name: learner.name })} ·{" "}
            {enrollmentGroup.type === "group"
              ? t("onboarding.person.viaGroup")
              : t("onboarding.person.direct")}{" "}
            · {t("onboarding.person.startedOn", { date: formatDate(enrollmentGroup.startDate) })}
            {enrollmentGroup.endedAt &&
              ` · ${t("onboarding.person.endedOn", { date: formatDate(enrollmentGroup.endedAt) })}`}
          </p>
        </div>
        {enrollmentGroup.status === "active" && can(user, "course_groups.edit") && (
          <div className={styles.actions}>
            <Button variant="danger" disabled={end.isPending} onClick={() => void handleEnd()}>
              {t("onboarding.person.end")}
            </Button>
          </div>
        )}
      </div>
      <Card>
        <ProgressBar value={progressPercentage} label={t("onboarding.person.progress")} showValue />
      </Card>
      <Card>
        <Table<PersonCourseGroupItem>
          columns={[
            { key: "position", header: t("onboarding.detail.position") },
            {
              key: "course",
              header: t("onboarding.detail.course"),
              render: (item) => {
                const link = stepLink(item);
                return (
                  <>
                    {t(`onboarding.detail.kind.${item.type}`)}:{" "}
                    {link ? <Link to={link}>{item.name}</Link> : item.name}
                  </>
                );
              },
            },
            {
              key: "status",
              header: t("onboarding.detail.order"),
              render: (item) =>
                item.locked ? (
                  <Badge icon={<Lock size={14} aria-hidden="true" />}>
                    {t("onboarding.person.lockedText")}
                  </Badge>
                ) : (
                  <Badge tone={statusTone[item.status]}>
                    {item.status === "in-progress"
                      ? t("onboarding.person.percentage", { percentage: item.percentage })
                      : t(`onboarding.person.status.${item.status}`)}
                  </Badge>
                ),
            },
            {
              key: "dueDate",
              header: t("onboarding.detail.due"),
              render: (item) =>
                item.dueDate
                  ? t("onboarding.person.dueOn", { date: formatDate(item.dueDate) })
                  : t("onboarding.detail.noDue"),
            },
          ]}
          rows={items}
          getRowKey={(item) => String(item.position)}
          emptyText={t("onboarding.detail.noSteps")}
          caption={t("onboarding.person.steps")}
          narrow="stack"
        />
      </Card>
    </>
  );
}
