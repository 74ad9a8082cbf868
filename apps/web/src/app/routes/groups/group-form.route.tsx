import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { groupQuery } from "../../../features/groups/api/groups";
import { GroupForm } from "../../../features/groups/components/group-form";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Card } from "../../../ui/card/card";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";

/** /lms/groups/create and /lms/groups/{groupId}/edit */
export function GroupFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { groupId } = useParams();
  const existing = useQuery({ ...groupQuery(groupId ?? ""), enabled: groupId !== undefined });
  const title = groupId ? (existing.data?.name ?? "") : t("groups.create.title");
  useDocumentTitle(title || t("groups.list.title"));
  const back = groupId ? `/lms/groups/${groupId}` : "/lms/groups";

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("groups.breadcrumb"), to: "/lms/groups" },
          ...(groupId && existing.data ? [{ label: existing.data.name, to: back }] : []),
          { label: groupId ? t("groups.detail.edit") : t("groups.create.title") },
        ]}
      />
      <h1>{title}</h1>
      <Card>
        {groupId && !existing.data ? (
          <div aria-busy="true">
            <Skeleton height={40} />
            <span className="visually-hidden">{t("common.loading")}</span>
          </div>
        ) : (
          <GroupForm
            group={existing.data}
            onCancel={() => void navigate(back)}
            onSaved={(group) => {
              toasts.show({ type: "success", title: t("groups.saved", { name: group.name }) });
              void navigate(`/lms/groups/${group.id}`, { replace: true });
            }}
          />
        )}
      </Card>
    </>
  );
}
