import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import { toasts } from "../../../ui/toast/toast-store";
import { GroupChecklist } from "../../../features/groups/components/group-checklist";
import { UserChecklist } from "../../../features/users/components/user-checklist";
import { useAssignDocument } from "../../../features/documents/api/documents";

type Props = {
  document: { id: string; title: string };
  open: boolean;
  onOpenChange: (open: boolean) => void;
};

/**
 * Assigning a document to people and groups from its own page. A group gives its members of
 * this moment (those who join later are not assigned); those already assigned keep their status.
 */
export function AssignDocumentDialog({ document, open, onOpenChange }: Props) {
  const { t } = useTranslation();
  const [people, setPeople] = useState<string[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const assign = useAssignDocument(document.id);
  const close = () => {
    onOpenChange(false);
    setPeople([]);
    setGroupIds([]);
    setMissing(false);
    assign.reset();
  };
  const error =
    assign.error instanceof ApiError
      ? assign.error.message
      : assign.error
        ? t("errors.generic")
        : null;

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("documents.page.assignTitle", { title: document.title })}
      size="large"
      submitLabel={t("documents.assign.submit")}
      submitting={assign.isPending}
      onSubmit={async () => {
        if (people.length + groupIds.length === 0) return setMissing(true);
        setMissing(false);
        try {
          const result = await assign.mutateAsync({ companyUserIds: people, groupIds });
          toasts.show({
            type: "success",
            title: t("documents.page.assigned", { count: result.assigned }),
          });
          close();
        } catch {
          // Shown in the dialog.
        }
      }}
      tabs={[
        {
          id: "people",
          label: `${t("enrollments.assign.people")} (${people.length})`,
          content: (
            <UserChecklist
              label={t("enrollments.assign.peopleLabel")}
              value={people}
              onChange={setPeople}
            />
          ),
        },
        {
          id: "groups",
          label: `${t("enrollments.assign.groups")} (${groupIds.length})`,
          content: (
            <GroupChecklist
              legend={t("documents.page.groupsHint")}
              value={groupIds}
              onChange={setGroupIds}
              enabled={open}
            />
          ),
        },
      ]}
    >
      {missing && <Alert tone="warning">{t("enrollments.assign.chooseSomeone")}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
    </Modal>
  );
}
