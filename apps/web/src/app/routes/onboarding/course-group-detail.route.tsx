import { can } from "@leerlijn/contracts/permissions";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Trash2, UserPlus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import {
  courseGroupFollowersQuery,
  courseGroupQuery,
  useDeleteCourseGroup,
} from "../../../features/course-groups/api/course-groups";
import { AssignPeopleDialog } from "../../../features/course-groups/components/assign-people-dialog";
import { formatDate } from "../../../lib/i18n";
import { Pagination } from "../../../ui/pagination/pagination";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button, buttonClassName } from "../../../ui/button/button";
import { Card } from "../../../ui/card/card";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "../lists/list-page.module.css";

/** /onboarding/{courseGroupId} */
export function CourseGroupDetailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { courseGroupId = "" } = useParams();
  // Once deleted, the page must not ask for the path again while it is still on screen.
  const [deleted, setDeleted] = useState(false);
  const path = useQuery({ ...courseGroupQuery(courseGroupId), enabled: !deleted });
  const [followerPage, setFollowerPage] = useState(1);
  const [assigning, setAssigning] = useState(false);
  const followers = useQuery({
    ...courseGroupFollowersQuery(courseGroupId, followerPage),
    enabled: !deleted,
  });
  const remove = useDeleteCourseGroup(courseGroupId, async () => {
    setDeleted(true);
    await navigate("/onboarding", { replace: true });
  });
  useDocumentTitle(path.data?.name ?? t("onboarding.list.title"));

  if (!path.data)
    return (
      <div aria-busy="true">
        <Skeleton height={32} width="40%" />
        <span className="visually-hidden">{t("common.loading")}</span>
      </div>
    );
  const { name, description, items, groups, followerCount, averageProgress } = path.data;

  const handleDelete = async () => {
    const sure = await confirm({
      title: t("onboarding.detail.deleteTitle", { name }),
      description: t("onboarding.detail.deleteText", { count: followerCount }),
      confirmLabel: t("onboarding.detail.delete"),
      tone: "danger",
    });
    if (!sure) return;
    remove.mutate(undefined, {
      onSuccess: () =>
        toasts.show({ type: "success", title: t("onboarding.detail.deleted", { name }) }),
    });
  };

  return (
    <>
      <Breadcrumbs
        items={[{ label: t("onboarding.list.title"), to: "/onboarding" }, { label: name }]}
      />
      <div className={styles.header}>
        <div>
          <h1>{name}</h1>
          {description && <p className={styles.intro}>{description}</p>}
          <p className={styles.intro}>
            {t("onboarding.detail.followers", { count: followerCount })}
            {averageProgress !== null &&
              ` · ${t("onboarding.detail.averageProgress", { percentage: averageProgress })}`}
          </p>
        </div>
        <div className={styles.actions}>
          {can(user, "course_groups.edit") && (
            <Link
              to={`/onboarding/${courseGroupId}/edit`}
              className={buttonClassName({ variant: "primary" })}
            >
              <Pencil size={18} aria-hidden="true" />
              {t("onboarding.detail.edit")}
            </Link>
          )}
          {can(user, "course_groups.edit") && (
            <Button
              variant="secondary"
              icon={<UserPlus size={18} aria-hidden="true" />}
              onClick={() => setAssigning(true)}
            >
              {t("onboarding.assign.open")}
            </Button>
          )}
          {can(user, "course_groups.delete") && (
            <Button
              variant="danger"
              icon={<Trash2 size={18} aria-hidden="true" />}
              disabled={remove.isPending}
              onClick={() => void handleDelete()}
            >
              {t("onboarding.detail.delete")}
            </Button>
          )}
        </div>
      </div>
      <Card>
        <Table
          columns={[
            {
              key: "position",
              header: t("onboarding.detail.position"),
              // "Stap 2" rather than "2": on a phone this cell is the title of the step's card.
              render: (item) => t("onboarding.detail.positionNumber", { number: item.position }),
            },
            {
              key: "course",
              header: t("onboarding.detail.course"),
              render: (item) => t(`onboarding.form.kind.${item.type}`, { name: item.name }),
            },
            {
              key: "dueDays",
              header: t("onboarding.detail.due"),
              render: (item) =>
                item.dueDays === null
                  ? t("onboarding.detail.noDue")
                  : t("onboarding.detail.dueWithin", { count: item.dueDays }),
            },
            {
              key: "lockedUntilPreviousDone",
              header: t("onboarding.detail.order"),
              render: (item) =>
                item.lockedUntilPreviousDone
                  ? t("onboarding.detail.locked")
                  : t("onboarding.detail.free"),
            },
          ]}
          rows={items}
          getRowKey={(item) => String(item.position)}
          emptyText={t("onboarding.detail.noSteps")}
          caption={t("onboarding.form.steps")}
          narrow="stack"
        />
      </Card>
      <AssignPeopleDialog
        courseGroupId={courseGroupId}
        open={assigning}
        onOpenChange={setAssigning}
      />
      <h2>{t("onboarding.detail.followersTitle")}</h2>
      {followers.data && (
        <Card>
          <Table
            columns={[
              {
                key: "name",
                header: t("onboarding.list.name"),
                render: (follower) => (
                  <Link to={`/lms/users/${follower.id}/course-group/${courseGroupId}`}>
                    {follower.name}
                  </Link>
                ),
              },
              {
                key: "startDate",
                header: t("onboarding.detail.startDate"),
                render: (follower) => formatDate(follower.startDate),
              },
              {
                key: "progressPercentage",
                header: t("onboarding.detail.progress"),
                render: (follower) => (
                  <ProgressBar
                    value={follower.progressPercentage}
                    label={t("onboarding.detail.progressOf", { name: follower.name })}
                    hideLabel
                    showValue
                  />
                ),
              },
            ]}
            rows={followers.data.data}
            getRowKey={(follower) => follower.id}
            emptyText={t("onboarding.detail.noFollowers")}
            caption={t("onboarding.detail.followersTitle")}
            captionHidden
            narrow="stack"
          />
          <Pagination
            currentPage={followers.data.meta.currentPage}
            lastPage={followers.data.meta.lastPage}
            onPageChange={setFollowerPage}
          />
        </Card>
      )}
      <h2>{t("onboarding.form.groups")}</h2>
      {groups.length === 0 ? (
        <p>{t("onboarding.detail.noGroups")}</p>
      ) : (
        <ul>
          {groups.map((group) => (
            <li key={group.id}>
              {can(user, "lms.groups.show") ? (
                <Link to={`/lms/groups/${group.id}`}>{group.name}</Link>
              ) : (
                group.name
              )}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
