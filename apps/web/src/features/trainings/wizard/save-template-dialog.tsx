import type { Training } from "@leerlijn/contracts/trainings/training.schema";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Modal } from "../../../ui/modal/modal";
import { TextField } from "../../../ui/text-field/text-field";
import { toasts } from "../../../ui/toast/toast-store";
import { useSaveTemplate } from "../api/training-wizard";
import { templateBodyOf } from "./wizard-draft";

/** "Opslaan als sjabloon": asks a name and keeps the training's set-up without its days. */
export function SaveTemplateDialog({
  training,
  open,
  onOpenChange,
}: {
  training: Training;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useTranslation();
  const [name, setName] = useState(training.name);
  const save = useSaveTemplate();
  const failure = save.error instanceof ApiError ? save.error : null;
  return (
    <Modal
      open={open}
      onOpenChange={(next) => {
        if (!next) save.reset();
        onOpenChange(next);
      }}
      title={t("trainings.templates.saveTitle")}
      description={t("trainings.templates.saveText")}
      size="small"
      submitLabel={t("trainings.templates.save")}
      submitting={save.isPending}
      onSubmit={() =>
        save.mutateAsync(templateBodyOf(name, training)).then(
          () => {
            toasts.show({ type: "success", title: t("trainings.templates.saved") });
            onOpenChange(false);
          },
          () => undefined,
        )
      }
    >
      {failure && !failure.body?.errors?.name && <Alert tone="danger">{failure.message}</Alert>}
      <TextField
        label={t("trainings.templates.name")}
        required
        maxLength={255}
        value={name}
        error={failure?.fieldError("name")}
        onChange={(event) => setName(event.target.value)}
      />
    </Modal>
  );
}
