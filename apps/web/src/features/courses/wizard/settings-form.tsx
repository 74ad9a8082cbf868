import {
  courseMessages,
  type CourseSettingsInput,
  type CourseVersion,
  MAX_CERTIFICATE_VALIDITY_MONTHS,
  MAX_TIME_LIMIT_MINUTES,
  scoringMethods,
} from "@leerlijn/contracts/courses/course-version.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { NumberInput } from "../../../ui/number-input/number-input";
import styles from "./wizard.module.css";

type Errors = Partial<
  Record<
    "passPercentage" | "timeLimitMinutes" | "scoringMethod" | "certificateValidityMonths",
    string
  >
>;

/** The rules of spec §5 for settings, checked before saving; the server checks them again. */
export function settingsErrors(settings: CourseSettingsInput, isTest: boolean): Errors {
  const errors: Errors = {};
  if (isTest && settings.scoringMethod === "none")
    errors.scoringMethod = courseMessages.testNeedsScoring;
  if (settings.scoringMethod !== "none") {
    const pass = settings.passPercentage;
    if (pass === null || pass < 1 || pass > 100 || !Number.isInteger(pass))
      errors.passPercentage = courseMessages.passPercentageRequired;
  }
  if (settings.timeLimitEnabled) {
    const minutes = settings.timeLimitMinutes;
    if (minutes === null || minutes < 1 || !Number.isInteger(minutes))
      errors.timeLimitMinutes = courseMessages.timeLimitTooLow;
    else if (minutes > MAX_TIME_LIMIT_MINUTES)
      errors.timeLimitMinutes = courseMessages.timeLimitTooHigh;
  }
  const months = settings.certificateValidityMonths ?? null;
  if (
    settings.issuesCertificate &&
    months !== null &&
    (months < 1 || months > MAX_CERTIFICATE_VALIDITY_MONTHS || !Number.isInteger(months))
  )
    errors.certificateValidityMonths = courseMessages.certificateValidity;
  return errors;
}

/**
 * Step 'settings': scoring, pass percentage, time limit, check-answer mode, availability and
 * whether passing issues a certificate (valid for some months, or without end).
 */
export function SettingsForm({
  version,
  readOnly,
  isLast,
  pending,
  failure,
  onSubmit,
}: {
  version: CourseVersion;
  readOnly: boolean;
  /** The wizard's last step closes the editor after saving, and says so. */
  isLast: boolean;
  pending: boolean;
  failure: unknown;
  onSubmit: (settings: CourseSettingsInput) => void;
}) {
  const { t } = useTranslation();
  const isTest = version.courseTypeKey === "test";
  const [values, setValues] = useState<CourseSettingsInput>(() => ({
    ...version.settings,
    checkAnswerMode: isTest ? false : version.settings.checkAnswerMode,
  }));
  const [errors, setErrors] = useState<Errors>({});
  const apiError = failure instanceof ApiError ? failure : null;
  const serverError = (field: string) => apiError?.fieldError(`settings.${field}`);
  const set = (changes: Partial<CourseSettingsInput>) => setValues({ ...values, ...changes });

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found = settingsErrors(values, isTest);
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(values);
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      {apiError && !apiError.body?.errors && <Alert tone="danger">{apiError.message}</Alert>}
      <fieldset disabled={readOnly} className={styles.fields}>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t("courses.settings.scoring")}</legend>
          <p className={styles.hint}>{t("courses.settings.scoringHint")}</p>
          {scoringMethods.map((method) => (
            <label key={method} className={styles.choice}>
              <input
                type="radio"
                name="scoringMethod"
                value={method}
                checked={values.scoringMethod === method}
                disabled={isTest && method === "none"}
                onChange={() =>
                  set({
                    scoringMethod: method,
                    passPercentage:
                      method === "none" ? values.passPercentage : (values.passPercentage ?? 70),
                  })
                }
              />
              <span>
                <strong>{t(`courses.settings.methods.${method}`)}</strong>
                <span className={styles.choiceText}>
                  {t(`courses.settings.methodTexts.${method}`)}
                </span>
              </span>
            </label>
          ))}
          {(errors.scoringMethod ?? serverError("scoring_method")) && (
            <p className={styles.error}>{errors.scoringMethod ?? serverError("scoring_method")}</p>
          )}
        </fieldset>
        {values.scoringMethod !== "none" && (
          <NumberInput
            label={t("courses.settings.passPercentage")}
            hint={t("courses.settings.passPercentageHint")}
            required
            min={1}
            max={100}
            addonEnd="%"
            value={values.passPercentage}
            error={errors.passPercentage ?? serverError("pass_percentage")}
            onChange={(passPercentage) => set({ passPercentage })}
          />
        )}
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t("courses.settings.timeLimit")}</legend>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={values.timeLimitEnabled}
              onChange={(event) =>
                set({
                  timeLimitEnabled: event.target.checked,
                  timeLimitMinutes: values.timeLimitMinutes ?? 30,
                })
              }
            />
            {t("courses.settings.timeLimitEnabled")}
          </label>
          {values.timeLimitEnabled && (
            <NumberInput
              label={t("courses.settings.timeLimitMinutes")}
              min={1}
              max={MAX_TIME_LIMIT_MINUTES}
              addonEnd={t("courses.settings.minutesUnit")}
              value={values.timeLimitMinutes}
              error={errors.timeLimitMinutes ?? serverError("time_limit_minutes")}
              onChange={(timeLimitMinutes) => set({ timeLimitMinutes })}
            />
          )}
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t("courses.settings.learning")}</legend>
          {isTest ? (
            <p className={styles.hint}>{t("courses.settings.checkAnswerNotForTests")}</p>
          ) : (
            <label className={styles.choice}>
              <input
                type="checkbox"
                checked={values.checkAnswerMode}
                onChange={(event) => set({ checkAnswerMode: event.target.checked })}
              />
              <span>
                <strong>{t("courses.settings.checkAnswer")}</strong>
                <span className={styles.choiceText}>{t("courses.settings.checkAnswerText")}</span>
              </span>
            </label>
          )}
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={values.isAvailableForAllStudentsOfThisDomain}
              onChange={(event) =>
                set({ isAvailableForAllStudentsOfThisDomain: event.target.checked })
              }
            />
            <span>
              <strong>{t("courses.settings.forAll")}</strong>
              <span className={styles.choiceText}>
                {t("courses.settings.forAllText", { company: version.companyName })}
              </span>
            </span>
          </label>
        </fieldset>
        <fieldset className={styles.group}>
          <legend className={styles.legend}>{t("courses.settings.certificate")}</legend>
          <label className={styles.choice}>
            <input
              type="checkbox"
              checked={values.issuesCertificate ?? false}
              onChange={(event) => set({ issuesCertificate: event.target.checked })}
            />
            <span>
              <strong>{t("courses.settings.issuesCertificate")}</strong>
              <span className={styles.choiceText}>
                {t("courses.settings.issuesCertificateText")}
              </span>
            </span>
          </label>
          {values.issuesCertificate && (
            <NumberInput
              label={t("courses.settings.validityMonths")}
              hint={t("courses.settings.validityMonthsHint")}
              min={1}
              max={MAX_CERTIFICATE_VALIDITY_MONTHS}
              addonEnd={t("courses.settings.monthsUnit")}
              value={values.certificateValidityMonths ?? null}
              error={errors.certificateValidityMonths ?? serverError("certificate_validity_months")}
              onChange={(certificateValidityMonths) => set({ certificateValidityMonths })}
            />
          )}
        </fieldset>
      </fieldset>
      {!readOnly && (
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending
              ? t("common.saving")
              : t(isLast ? "courses.create.saveAndFinish" : "courses.create.saveAndContinue")}
          </Button>
        </div>
      )}
    </form>
  );
}
