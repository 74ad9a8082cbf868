import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import styles from "./assign-document-dialog.module.css";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { groupOptionsQuery } from "../../../features/groups/api/groups";
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
  const groups = useQuery({ ...groupOptionsQuery, enabled: open });
  const assign = useAssignDocument(document.id);
  const close = () => {
    onOpenChange(false);
    setPeople([]);
    setGroupIds([]);
    setMissing(false);
    assign.reset();
  };
  const toggleGroup = (id: string) =>
    setGroupIds((current) =>
      current.includes(id) ? current.filter((other) => other !== id) : [...current, id],
    );
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
            <fieldset className={styles.groups}>
              <legend className={styles.hint}>{t("documents.page.groupsHint")}</legend>
              {groups.isPending ? (
                <Skeleton height={120} />
              ) : (groups.data ?? []).length === 0 ? (
                <p>{t("enrollments.assign.noGroups")}</p>
              ) : (
                (groups.data ?? []).map((group) => (
                  <label key={group.id} className={styles.row}>
                    <input
                      type="checkbox"
                      checked={groupIds.includes(group.id)}
                      onChange={() => toggleGroup(group.id)}
                    />
                    <span className={styles.rowText}>{group.name}</span>
                    <span className={styles.muted}>
                      {t("enrollments.assign.members", { count: group.memberCount })}
                    </span>
                  </label>
                ))
              )}
            </fieldset>
          ),
        },
      ]}
    >
      {missing && <Alert tone="warning">{t("enrollments.assign.chooseSomeone")}</Alert>}
      {error && <Alert tone="danger">{error}</Alert>}
    </Modal>
  );
}
