import { MIN_PASSWORD_LENGTH } from "@leerlijn/contracts/auth/password";
import type { FieldValues, Path, PathValue, UseFormReturn } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/text-field/text-field";

type WithNewPassword = FieldValues & { password: string; passwordConfirmation: string };

/**
 * The new password typed twice, with the same rules and Dutch messages wherever a password is
 * chosen (reset, activation, the profile's password change). The form around it owns the call
 * and passes the server's message per field through `errorOf`.
 */
export function NewPasswordFields<V extends WithNewPassword>({
  form,
  errorOf,
}: {
  form: Pick<UseFormReturn<V>, "register" | "getValues">;
  errorOf: (field: "password" | "passwordConfirmation") => string | undefined;
}) {
  const { t } = useTranslation();
  const password = "password" as Path<V>;
  const confirmation = "passwordConfirmation" as Path<V>;
  return (
    <>
      <TextField
        label={t("auth.newPassword.password")}
        type="password"
        autoComplete="new-password"
        required
        hint={t("auth.newPassword.hint")}
        error={errorOf("password")}
        {...form.register(password, {
          required: t("auth.newPassword.required"),
          minLength: { value: MIN_PASSWORD_LENGTH, message: t("auth.newPassword.tooShort") },
        })}
      />
      <TextField
        label={t("auth.newPassword.confirmation")}
        type="password"
        autoComplete="new-password"
        required
        error={errorOf("passwordConfirmation")}
        {...form.register(confirmation, {
          required: t("auth.newPassword.confirmationRequired"),
          validate: (value: PathValue<V, Path<V>>) =>
            value === form.getValues(password) || t("auth.newPassword.mismatch"),
        })}
      />
    </>
  );
}
