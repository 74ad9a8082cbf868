import { useTranslation } from "react-i18next";
import { useAssignCourse } from "../../../features/enrollments/api/assignments";
import { ApiError } from "../../../lib/api-client";
import { toasts } from "../../../ui/toast/toast-store";

export type DialogProps = { open: boolean; onOpenChange: (open: boolean) => void };

/** Assigns, says how many were enrolled (and who followed already), then closes the dialog. */
export function useAssignWithToast(onDone: () => void) {
  const { t } = useTranslation();
  const assign = useAssignCourse();
  const run = (courseId: string, body: { companyUserIds: string[]; groupIds: string[] }) =>
    assign.mutateAsync({ courseId, ...body }).then((result) => {
      toasts.show({
        type: "success",
        title: t("enrollments.assign.done", { count: result.enrolled }),
        ...(result.alreadyEnrolled > 0
          ? { description: t("enrollments.assign.already", { count: result.alreadyEnrolled }) }
          : {}),
      });
      onDone();
    });
  const error =
    assign.error instanceof ApiError
      ? assign.error.message
      : assign.error
        ? t("errors.generic")
        : null;
  return { run, pending: assign.isPending, error, reset: assign.reset };
}
