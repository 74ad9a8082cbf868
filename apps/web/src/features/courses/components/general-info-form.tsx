import {
  courseMessages,
  type GeneralInfo,
  MIN_LEARNING_GOALS,
  MIN_TEST_GOALS,
} from "@leerlijn/contracts/courses/course-version.schema";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import { type FormEvent, useState } from "react";
import { useTranslation } from "react-i18next";
import { ApiError } from "../../../lib/api-client";
import { MediaPicker } from "../../media/components/media-picker";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import { TextField } from "../../../ui/text-field/text-field";
import { Textarea } from "../../../ui/textarea/textarea";
import { GoalsField } from "./goals-field";
import styles from "./general-info-form.module.css";

type Errors = Partial<Record<"name" | "learningGoals" | "testGoals", string>>;

const filled = (goals: string[]) => goals.map((goal) => goal.trim()).filter(Boolean);

/** Step 'general information': name, description, what you will learn and, for tests, what we test. */
export function GeneralInfoForm({
  initial,
  initialImage = null,
  isTest,
  readOnly = false,
  pending,
  failure,
  onSubmit,
}: {
  initial: GeneralInfo;
  /** The course image as the media picker shows it. */
  initialImage?: MediaItem | null;
  isTest: boolean;
  readOnly?: boolean;
  pending: boolean;
  failure: unknown;
  onSubmit: (values: GeneralInfo) => void;
}) {
  const { t } = useTranslation();
  const [values, setValues] = useState<GeneralInfo>(() => ({
    ...initial,
    learningGoals: initial.learningGoals.length > 0 ? initial.learningGoals : ["", ""],
    testGoals: isTest && initial.testGoals.length === 0 ? ["", ""] : initial.testGoals,
  }));
  const [image, setImage] = useState<MediaItem | null>(initialImage);
  const [errors, setErrors] = useState<Errors>({});
  const apiError = failure instanceof ApiError ? failure : null;
  const serverError = (field: string) =>
    apiError?.fieldError(field) ?? apiError?.fieldError(`general.${field}`);

  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned: GeneralInfo = {
      ...values,
      imageMediaId: image?.id ?? null,
      name: values.name.trim(),
      learningGoals: filled(values.learningGoals),
      testGoals: isTest ? filled(values.testGoals) : [],
    };
    const found: Errors = {};
    if (!cleaned.name) found.name = t("courses.create.nameRequired");
    if (cleaned.learningGoals.length < MIN_LEARNING_GOALS)
      found.learningGoals = courseMessages.tooFewLearningGoals;
    if (isTest && cleaned.testGoals.length < MIN_TEST_GOALS)
      found.testGoals = courseMessages.tooFewTestGoals;
    setErrors(found);
    if (Object.keys(found).length === 0) onSubmit(cleaned);
  };

  return (
    <form className={styles.form} noValidate onSubmit={handleSubmit}>
      {apiError && !apiError.body?.errors && <Alert tone="danger">{apiError.message}</Alert>}
      <fieldset disabled={readOnly} className={styles.fields}>
        <TextField
          label={t("courses.create.name")}
          required
          maxLength={255}
          value={values.name}
          error={errors.name ?? serverError("name")}
          onChange={(event) => setValues({ ...values, name: event.target.value })}
        />
        <Textarea
          label={t("courses.create.description")}
          rows={4}
          maxLength={5000}
          value={values.description}
          error={serverError("description")}
          onChange={(event) => setValues({ ...values, description: event.target.value })}
        />
        <MediaPicker
          label={t("courses.create.image")}
          accept={["image"]}
          value={image}
          changeable={!readOnly}
          error={serverError("image_media_id")}
          onChange={setImage}
        />
        <GoalsField
          legend={t("courses.create.learningGoals")}
          hint={t("courses.create.learningGoalsHint")}
          itemLabel={(number) => t("courses.create.goal", { number })}
          addLabel={t("courses.create.addGoal")}
          value={values.learningGoals}
          onChange={(learningGoals) => setValues({ ...values, learningGoals })}
          error={errors.learningGoals ?? serverError("learningGoals")}
        />
        {isTest && (
          <GoalsField
            legend={t("courses.create.testGoals")}
            hint={t("courses.create.testGoalsHint")}
            itemLabel={(number) => t("courses.create.testGoal", { number })}
            addLabel={t("courses.create.addTestGoal")}
            value={values.testGoals}
            onChange={(testGoals) => setValues({ ...values, testGoals })}
            error={errors.testGoals ?? serverError("testGoals")}
          />
        )}
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
