import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useCourseFollowers } from "../../../features/enrollments/api/assignments";
import { GroupChecklist } from "../../../features/groups/components/group-checklist";
import { UserChecklist } from "../../../features/users/components/user-checklist";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import styles from "../../../ui/choice-list/choice-list.module.css";
import { type DialogProps, useAssignWithToast } from "./use-assign-with-toast";

/**
 * Assigning a course (from the course library) to people and groups of the company. People
 * who join a chosen group later get the course too.
 */
export function AssignPeopleDialog({
  open,
  onOpenChange,
  course,
}: DialogProps & { course: { id: string; name: string } }) {
  const { t } = useTranslation();
  const [people, setPeople] = useState<string[]>([]);
  const [groupIds, setGroupIds] = useState<string[]>([]);
  const [missing, setMissing] = useState(false);
  const followers = useCourseFollowers(course.id, open);
  const already = useMemo(
    () =>
      followers.data && {
        ids: new Set(followers.data),
        badge: t("enrollments.assign.following"),
      },
    [followers.data, t],
  );
  const close = () => {
    onOpenChange(false);
    setPeople([]);
    setGroupIds([]);
  };
  const assign = useAssignWithToast(close);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => (next ? onOpenChange(true) : close())}
      title={t("enrollments.assign.title", { course: course.name })}
      size="large"
      submitLabel={t("enrollments.assign.submit")}
      submitting={assign.pending}
      onSubmit={() => {
        if (people.length + groupIds.length === 0) return setMissing(true);
        setMissing(false);
        return assign.run(course.id, { companyUserIds: people, groupIds }).catch(() => undefined);
      }}
      tabs={[
        {
          id: "people",
          label: `${t("enrollments.assign.people")} (${people.length})`,
          content: (
            <>
              {already && already.ids.size > 0 && (
                <p className={styles.hint}>{t("enrollments.assign.followingHint")}</p>
              )}
              <UserChecklist
                label={t("enrollments.assign.peopleLabel")}
                value={people}
                onChange={setPeople}
                already={already}
              />
            </>
          ),
        },
        {
          id: "groups",
          label: `${t("enrollments.assign.groups")} (${groupIds.length})`,
          content: (
            <GroupChecklist
              legend={t("enrollments.assign.groupsHint")}
              value={groupIds}
              onChange={setGroupIds}
              enabled={open}
            />
          ),
        },
      ]}
    >
      {missing && <Alert tone="warning">{t("enrollments.assign.chooseSomeone")}</Alert>}
      {assign.error && <Alert tone="danger">{assign.error}</Alert>}
    </Modal>
  );
}
