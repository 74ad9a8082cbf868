import type { RefObject } from "react";
import { useFormContext } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { useServerFieldError } from "../../../lib/use-server-field-error";
import { TextField } from "../../../ui/text-field/text-field";
import styles from "./user-form.module.css";

export type PersonFieldValues = {
  firstName: string;
  middleName: string;
  lastName: string;
  email: string;
};

const MAX = 255;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/**
 * First and last name (required, marked *), middle name and email (required only when asked),
 * each at most 255 characters, with the browser's and then the server's message under it.
 */
export function PersonFields({
  error,
  emailRequired,
  emailHint,
  readOnly,
  firstFieldRef,
  validateOnServer,
}: {
  error: Error | null;
  emailRequired: boolean;
  emailHint: string | undefined;
  readOnly: boolean;
  firstFieldRef?: RefObject<HTMLInputElement | null> | undefined;
  validateOnServer?: ((field: keyof PersonFieldValues) => Promise<string | undefined>) | undefined;
}) {
  const { t } = useTranslation();
  const { register, formState, watch, trigger, setError } = useFormContext<PersonFieldValues>();
  const serverError = useServerFieldError(error, watch);
  const errorOf = (field: keyof PersonFieldValues) =>
    formState.errors[field]?.message ?? serverError(field);
  const tooLong = { value: MAX, message: t("users.form.tooLong") };
  // The server's rule is the authority; it is asked once the form's own check passes.
  const askServer = async (
    field: keyof PersonFieldValues,
    validate: (field: keyof PersonFieldValues) => Promise<string | undefined>,
  ) => {
    if (!(await trigger(field))) return;
    const message = await validate(field);
    if (message) setError(field, { type: "server", message });
  };
  const required = (message: string) => (value: string) => value.trim() !== "" || message;
  const text = { maxLength: MAX, autoComplete: "off", readOnly };
  const firstName = register("firstName", {
    validate: required(t("users.form.firstNameRequired")),
    maxLength: { value: MAX, message: t("users.form.firstNameTooLong") },
  });
  return (
    <>
      <div className={styles.names}>
        <TextField
          label={t("users.form.firstName")}
          required
          {...text}
          error={errorOf("firstName")}
          {...firstName}
          ref={(element) => {
            firstName.ref(element);
            if (firstFieldRef) firstFieldRef.current = element;
          }}
        />
        <TextField
          label={t("users.form.middleName")}
          {...text}
          error={errorOf("middleName")}
          {...register("middleName", { maxLength: tooLong })}
        />
      </div>
      <TextField
        label={t("users.form.lastName")}
        required
        {...text}
        error={errorOf("lastName")}
        {...register("lastName", {
          validate: required(t("users.form.lastNameRequired")),
          maxLength: { value: MAX, message: t("users.form.lastNameTooLong") },
        })}
      />
      <TextField
        label={t("users.form.email")}
        type="email"
        inputMode="email"
        required={emailRequired}
        {...text}
        hint={emailHint}
        error={errorOf("email")}
        {...register("email", {
          maxLength: tooLong,
          onBlur: () => {
            if (validateOnServer) void askServer("email", validateOnServer);
          },
          validate: (value) => {
            const email = value.trim();
            if (email === "") return !emailRequired || t("users.form.emailRequired");
            return EMAIL.test(email) || t("users.form.emailInvalid");
          },
        })}
      />
    </>
  );
}

/** Name and email as a call sends them: trimmed, an empty middle name or email absent. */
export function personBodyOf(values: PersonFieldValues) {
  return {
    firstName: values.firstName.trim(),
    middleName: values.middleName.trim() || null,
    lastName: values.lastName.trim(),
    email: values.email.trim() || null,
  };
}
