import { can } from "@leerlijn/contracts/permissions";
import { useQuery } from "@tanstack/react-query";
import { Pencil, Trash2 } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { groupQuery, useDeleteGroup } from "../../../features/groups/api/groups";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button, buttonClassName } from "../../../ui/button/button";
import { Card } from "../../../ui/card/card";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "../lists/list-page.module.css";

/** /lms/groups/{groupId} */
export function GroupDetailPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const { groupId = "" } = useParams();
  // Once deleted, the page must not ask for the group again while it is still on screen.
  const [deleted, setDeleted] = useState(false);
  const group = useQuery({ ...groupQuery(groupId), enabled: !deleted });
  const remove = useDeleteGroup(groupId, async () => {
    setDeleted(true);
    await navigate("/lms/groups", { replace: true });
  });
  useDocumentTitle(group.data?.name ?? t("groups.list.title"));

  if (!group.data)
    return (
      <div aria-busy="true">
        <Skeleton height={32} width="40%" />
        <span className="visually-hidden">{t("common.loading")}</span>
      </div>
    );
  const { name, members } = group.data;

  const handleDelete = async () => {
    const sure = await confirm({
      title: t("groups.detail.deleteTitle", { name }),
      description: t("groups.detail.deleteText"),
      confirmLabel: t("groups.detail.delete"),
      tone: "danger",
    });
    if (!sure) return;
    remove.mutate(undefined, {
      onSuccess: () =>
        toasts.show({ type: "success", title: t("groups.detail.deleted", { name }) }),
    });
  };

  return (
    <>
      <Breadcrumbs
        items={[{ label: t("groups.breadcrumb"), to: "/lms/groups" }, { label: name }]}
      />
      <div className={styles.header}>
        <div>
          <h1>{name}</h1>
          <p className={styles.intro}>{t("groups.detail.members", { count: members.length })}</p>
        </div>
        <div className={styles.actions}>
          {can(user, "lms.groups.edit") && (
            <Link
              to={`/lms/groups/${groupId}/edit`}
              className={buttonClassName({ variant: "primary" })}
            >
              <Pencil size={18} aria-hidden="true" />
              {t("groups.detail.edit")}
            </Link>
          )}
          {can(user, "lms.groups.delete") && (
            <Button
              variant="danger"
              icon={<Trash2 size={18} aria-hidden="true" />}
              disabled={remove.isPending}
              onClick={() => void handleDelete()}
            >
              {t("groups.detail.delete")}
            </Button>
          )}
        </div>
      </div>
      <Card>
        <Table
          columns={[
            {
              key: "name",
              header: t("users.list.name"),
              render: (member) =>
                can(user, "lms.users.show") ? (
                  <Link to={`/lms/users/${member.id}/edit`}>{member.name}</Link>
                ) : (
                  member.name
                ),
            },
            { key: "email", header: t("users.form.email") },
          ]}
          rows={members}
          getRowKey={(member) => member.id}
          emptyText={t("groups.detail.noMembers")}
          caption={t("groups.form.members")}
          captionHidden
          narrow="stack"
        />
      </Card>
    </>
  );
}
