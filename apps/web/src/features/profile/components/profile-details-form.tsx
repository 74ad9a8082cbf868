import type { ProfileBody } from "@leerlijn/contracts/users/profile.contract";
import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import { Controller, useForm } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useServerFieldError } from "../../../lib/use-server-field-error";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { DateInput } from "../../../ui/date-input/date-input";
import { TextField } from "../../../ui/text-field/text-field";
import { toasts } from "../../../ui/toast/toast-store";
import { profileBodyOf, useUpdateProfile } from "../api/update-profile";
import styles from "./profile-form.module.css";

const MAX = 255;

export function ProfileDetailsForm({ user }: { user: CurrentUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const today = new Date().toISOString().slice(0, 10);
  const { register, handleSubmit, control, formState, watch } = useForm<ProfileBody>({
    defaultValues: profileBodyOf(user),
  });
  const failure = update.error instanceof ApiError ? update.error : null;
  const serverError = useServerFieldError(update.error, watch);
  const errorOf = (field: keyof ProfileBody) =>
    formState.errors[field]?.message ?? serverError(field);
  const tooLong = { value: MAX, message: t("profile.tooLong") };

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) =>
          update.mutate(values, {
            onSuccess: () => toasts.show({ type: "success", title: t("profile.saved") }),
          }),
        )(event)
      }
    >
      {failure && !failure.body?.errors && <Alert tone="danger">{failure.message}</Alert>}
      <div className={styles.row}>
        <TextField
          label={t("profile.firstName")}
          required
          autoComplete="given-name"
          maxLength={MAX}
          error={errorOf("firstName")}
          {...register("firstName", {
            required: t("profile.firstNameRequired"),
            maxLength: tooLong,
          })}
        />
        <TextField
          label={t("profile.middleName")}
          autoComplete="additional-name"
          maxLength={MAX}
          error={errorOf("middleName")}
          {...register("middleName", { maxLength: tooLong })}
        />
      </div>
      <TextField
        label={t("profile.lastName")}
        required
        autoComplete="family-name"
        maxLength={MAX}
        error={errorOf("lastName")}
        {...register("lastName", { required: t("profile.lastNameRequired"), maxLength: tooLong })}
      />
      <TextField
        label={t("profile.email")}
        value={user.email ?? ""}
        hint={t("profile.emailHint")}
        readOnly
        disabled
      />
      <TextField
        label={t("profile.phoneNumber")}
        type="tel"
        autoComplete="tel"
        maxLength={32}
        error={errorOf("phoneNumber")}
        {...register("phoneNumber")}
      />
      <Controller
        control={control}
        name="dateOfBirth"
        render={({ field }) => (
          <DateInput
            label={t("profile.dateOfBirth")}
            value={field.value ?? null}
            onChange={field.onChange}
            max={today}
            error={errorOf("dateOfBirth")}
          />
        )}
      />
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={update.isPending}>
          {update.isPending ? t("common.saving") : t("common.save")}
        </Button>
      </div>
    </form>
  );
}
