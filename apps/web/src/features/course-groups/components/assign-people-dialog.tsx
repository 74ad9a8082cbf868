import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError, fieldErrorOf } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import { toasts } from "../../../ui/toast/toast-store";
import { UserChecklist } from "../../users/components/user-checklist";
import { useAssignCourseGroup } from "../api/course-groups";

/** Gives a path to chosen people: an enrollment per step, reusing ones they already have. */
export function AssignPeopleDialog({
  courseGroupId,
  open,
  onOpenChange,
}: {
  courseGroupId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState<string[]>([]);
  const assign = useAssignCourseGroup(courseGroupId);
  const failure = assign.error instanceof ApiError ? assign.error : null;
  const message =
    fieldErrorOf(assign.error, "companyUserIds") ??
    failure?.message ??
    (assign.error ? t("errors.network") : undefined);

  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) setChosen([]);
        onOpenChange(next);
      }}
      title={t("onboarding.assign.title")}
      description={t("onboarding.assign.description")}
      size="medium"
      submitLabel={t("onboarding.assign.submit")}
      submitDisabled={chosen.length === 0}
      submitting={assign.isPending}
      onSubmit={() =>
        assign.mutate(
          { companyUserIds: chosen },
          {
            onSuccess: ({ data }) => {
              toasts.show({
                type: "success",
                title: t("onboarding.assign.done", { count: data.assigned }),
              });
              setChosen([]);
              onOpenChange(false);
            },
          },
        )
      }
    >
      {message && <Alert tone="danger">{message}</Alert>}
      <UserChecklist label={t("onboarding.assign.people")} value={chosen} onChange={setChosen} />
    </Modal>
  );
}
