import { useState } from "react";
import { useForm, useWatch } from "react-hook-form";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { useServerFieldError } from "../../../lib/use-server-field-error";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { Field, FieldAddons, fieldControlClassName } from "../../../ui/field/field";
import { TextField } from "../../../ui/text-field/text-field";
import type { NewCompanyForm } from "../api/create-company";
import { LogoField } from "./logo-field";
import styles from "./company-form.module.css";

// The same rules as the server (contracts/companies/new-company.ts), checked before sending.
const DOMAIN_CODE = /^[a-z0-9](?:[a-z0-9-]{0,38}[a-z0-9])$/;
const COLOR = /^#[0-9a-fA-F]{6}$/;

type Props = {
  /** The host the new environment is placed under, shown after the domain code. */
  baseHost: string;
  defaultColor: string;
  pending: boolean;
  error: Error | null;
  onSubmit: (values: NewCompanyForm) => void;
  onCancel: () => void;
};

/** Name, domain code, brand colour and the two logos of a new sub company. */
export function CompanyForm({ baseHost, defaultColor, pending, error, onSubmit, onCancel }: Props) {
  const { t } = useTranslation();
  const [logoLight, setLogoLight] = useState<File | null>(null);
  const [logoDark, setLogoDark] = useState<File | null>(null);
  const { register, handleSubmit, formState, control, setValue, watch } = useForm({
    defaultValues: { name: "", domainCode: "", primaryColor: defaultColor },
  });
  const failure = error instanceof ApiError ? error : null;
  const serverError = useServerFieldError(error, watch);
  const errorOf = (field: string) =>
    formState.errors[field as "name"]?.message ?? serverError(field);
  const generalError =
    failure && !failure.body?.errors
      ? failure.message
      : error && !failure
        ? t("errors.network")
        : null;
  const color = useWatch({ control, name: "primaryColor" });

  return (
    <form
      className={styles.form}
      noValidate
      onSubmit={(event) =>
        void handleSubmit((values) =>
          onSubmit({
            name: values.name.trim(),
            domainCode: values.domainCode.trim().toLowerCase(),
            primaryColor: values.primaryColor,
            logoLight,
            logoDark,
          }),
        )(event)
      }
    >
      {generalError && <Alert tone="danger">{generalError}</Alert>}
      <TextField
        label={t("companies.form.name")}
        required
        maxLength={255}
        autoComplete="organization"
        hint={t("companies.form.nameHint")}
        error={errorOf("name")}
        {...register("name", {
          validate: (value) => value.trim() !== "" || t("companies.form.nameRequired"),
        })}
      />
      <Field
        label={t("companies.form.domainCode")}
        required
        hint={t("companies.form.domainCodeHint")}
        error={errorOf("domainCode")}
      >
        {(ids) => (
          <FieldAddons end={`.${baseHost}`} invalid={Boolean(errorOf("domainCode"))}>
            <input
              {...ids}
              className={fieldControlClassName()}
              required
              maxLength={40}
              autoCapitalize="none"
              autoComplete="off"
              spellCheck={false}
              {...register("domainCode", {
                setValueAs: (value: string) => value.trim().toLowerCase(),
                validate: (value) =>
                  value === ""
                    ? t("companies.form.domainCodeRequired")
                    : DOMAIN_CODE.test(value) || t("companies.form.domainCodeFormat"),
              })}
            />
          </FieldAddons>
        )}
      </Field>
      <Field
        label={t("companies.form.color")}
        required
        hint={t("companies.form.colorHint")}
        error={errorOf("primaryColor")}
      >
        {(ids) => (
          <div className={styles.color}>
            <input
              type="color"
              className={styles.swatch}
              value={COLOR.test(color) ? color.toLowerCase() : "#000000"}
              aria-label={t("companies.form.colorPicker")}
              onChange={(event) => setValue("primaryColor", event.target.value)}
            />
            <input
              {...ids}
              className={fieldControlClassName()}
              maxLength={7}
              spellCheck={false}
              {...register("primaryColor", {
                validate: (value) => COLOR.test(value) || t("companies.form.colorFormat"),
              })}
            />
          </div>
        )}
      </Field>
      <div className={styles.logos}>
        <LogoField
          label={t("companies.form.logoLight")}
          hint={t("companies.form.logoLightHint")}
          background="light"
          file={logoLight}
          error={failure?.fieldError("logo_light")}
          onChange={setLogoLight}
        />
        <LogoField
          label={t("companies.form.logoDark")}
          hint={t("companies.form.logoDarkHint")}
          background={color}
          file={logoDark}
          error={failure?.fieldError("logo_dark")}
          onChange={setLogoDark}
        />
      </div>
      <div className={styles.actions}>
        <Button type="submit" variant="primary" disabled={pending}>
          {pending ? t("companies.form.creating") : t("companies.form.create")}
        </Button>
        <Button variant="secondary" onClick={onCancel}>
          {t("companies.form.cancel")}
        </Button>
      </div>
    </form>
  );
}
