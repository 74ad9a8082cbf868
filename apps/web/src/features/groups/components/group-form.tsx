import type { Group } from "@leerlijn/contracts/groups/group.schema";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useServerFieldError } from "../../../lib/use-server-field-error";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { TextField } from "../../../ui/text-field/text-field";
import { UserChecklist } from "../../users/components/user-checklist";
import { useSaveGroup } from "../api/groups";
import styles from "./group-form.module.css";

type GroupFormValues = { name: string; memberIds: string[] };

/** A group's name and members; creates a new group or saves an existing one. */
export function GroupForm({
  group,
  onSaved,
  onCancel,
}: {
  group?: Group;
  onSaved: (group: Group) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const save = useSaveGroup(group?.id ?? null);
  const { register, handleSubmit, control, formState, watch } = useForm<GroupFormValues>({
    defaultValues: {
      name: group?.name ?? "",
      memberIds: group?.members.map((member) => member.id) ?? [],
    },
  });
  const failure = save.error instanceof ApiError ? save.error : null;
  const serverError = useServerFieldError(save.error, watch);
  const membersError = serverError("memberIds");

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) =>
          save.mutate(values, { onSuccess: ({ data }) => onSaved(data) }),
        )(event)
      }
    >
      {failure && !failure.body?.errors && <Alert tone="danger">{failure.message}</Alert>}
      {save.error && !failure && <Alert tone="danger">{t("errors.network")}</Alert>}
      <TextField
        label={t("groups.form.name")}
        required
        maxLength={255}
        autoComplete="off"
        error={formState.errors.name?.message ?? serverError("name")}
        {...register("name", {
          validate: (value) => value.trim() !== "" || t("groups.form.nameRequired"),
        })}
      />
      <Controller
        control={control}
        name="memberIds"
        render={({ field }) => (
          <UserChecklist
            label={t("groups.form.members")}
            value={field.value}
            onChange={field.onChange}
          />
        )}
      />
      {membersError && <Alert tone="danger">{membersError}</Alert>}
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={save.isPending}>
          {save.isPending ? t("common.saving") : t("groups.form.save")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
      </div>
    </form>
  );
}
