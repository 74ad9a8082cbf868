import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { toasts } from "../../../ui/toast/toast-store";
import { useDeleteTemplate } from "../api/training-wizard";

/**
 * Deleting a template after the confirm dialog, with a toast once it is gone; a failure goes to
 * `onFailure` as the server's Dutch message. Shared by the list page and the wizard's picker.
 */
export function useDeleteTemplateAfterConfirm(onFailure: (message: string) => void) {
  const { t } = useTranslation();
  const remove = useDeleteTemplate();
  const drop = async (template: { id: string; name: string }) => {
    const sure = await confirm({
      title: t("trainings.templates.deleteTitle", { name: template.name }),
      description: t("trainings.templates.deleteText"),
      confirmLabel: t("trainings.templates.delete"),
      tone: "danger",
    });
    if (!sure) return;
    remove.mutate(template.id, {
      onSuccess: () => toasts.show({ type: "success", title: t("trainings.templates.deleted") }),
      onError: (error) =>
        onFailure(error instanceof ApiError ? error.message : t("errors.generic")),
    });
  };
  return { drop, deleting: remove.isPending ? remove.variables : null };
}
