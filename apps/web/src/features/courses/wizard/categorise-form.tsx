import type {
  Categorisation,
  CourseVersion,
} from "@leerlijn/contracts/courses/course-version.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { NumberInput } from "../../../ui/number-input/number-input";
import { TextField } from "../../../ui/text-field/text-field";
import styles from "./wizard.module.css";

const MAX_CATEGORIES = 10;

/** Comma-separated words to distinct tags, as typed. */
const tagsOf = (text: string) => [
  ...new Set(
    text
      .split(",")
      .map((tag) => tag.trim())
      .filter(Boolean),
  ),
];

/** Step 'categorise': the categories a course is found under, and how long it takes. */
export function CategoriseForm({
  version,
  readOnly,
  pending,
  failure,
  onSubmit,
}: {
  version: CourseVersion;
  readOnly: boolean;
  pending: boolean;
  failure: unknown;
  onSubmit: (values: Categorisation) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState(version.categories.join(", "));
  const [minutes, setMinutes] = useState<number | null>(version.estimatedMinutes);
  const [errors, setErrors] = useState<{ categories?: string; minutes?: string }>({});
  const apiError = failure instanceof ApiError ? failure : null;

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const categories = tagsOf(text);
    const found: typeof errors = {};
    if (categories.length > MAX_CATEGORIES)
      found.categories = t("courses.categorise.tooMany", { max: MAX_CATEGORIES });
    else if (categories.some((tag) => tag.length > 50))
      found.categories = t("courses.categorise.tooLong");
    if (minutes !== null && (minutes < 1 || !Number.isInteger(minutes)))
      found.minutes = t("courses.categorise.minutesInvalid");
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit({ categories, estimatedMinutes: minutes });
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      {apiError && !apiError.body?.errors && <Alert tone="danger">{apiError.message}</Alert>}
      <fieldset disabled={readOnly} className={styles.fields}>
        <TextField
          label={t("courses.categorise.categories")}
          hint={t("courses.categorise.categoriesHint")}
          value={text}
          maxLength={600}
          error={errors.categories ?? apiError?.fieldError("categorisation.categories")}
          onChange={(event) => setText(event.target.value)}
        />
        {tagsOf(text).length > 0 && (
          <ul className={styles.tags} aria-label={t("courses.categorise.chosen")}>
            {tagsOf(text).map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        )}
        <NumberInput
          label={t("courses.categorise.minutes")}
          hint={t("courses.categorise.minutesHint")}
          min={1}
          max={6000}
          addonEnd={t("courses.settings.minutesUnit")}
          value={minutes}
          error={errors.minutes ?? apiError?.fieldError("categorisation.estimated_minutes")}
          onChange={setMinutes}
        />
      </fieldset>
      {!readOnly && (
        <div className={styles.actions}>
          <Button type="submit" variant="primary" disabled={pending}>
            {pending ? t("common.saving") : t("courses.create.saveAndContinue")}
          </Button>
        </div>
      )}
    </form>
  );
}
