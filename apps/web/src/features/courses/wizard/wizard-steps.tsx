import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import styles from "./wizard.module.css";

export const wizardStepKeys = ["general", "categorise", "create", "settings", "questions"] as const;
export type WizardStepKey = (typeof wizardStepKeys)[number];

/** Only tests have the question overview as step 5. */
export function stepsOf(type: CourseTypeKey): WizardStepKey[] {
  return type === "test" ? [...wizardStepKeys] : wizardStepKeys.slice(0, 4);
}

/** The wizard's steps as links; the current one is marked for screen readers too. */
export function WizardSteps({
  type,
  current,
  pathOf,
}: {
  type: CourseTypeKey;
  current: number;
  pathOf: (step: number) => string;
}) {
  const { t } = useTranslation();
  return (
    <nav aria-label={t("courses.editor.steps")}>
      <ol className={styles.steps}>
        {stepsOf(type).map((key, index) => (
          <li key={key}>
            <Link to={pathOf(index + 1)} aria-current={index + 1 === current ? "step" : undefined}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              {t(`courses.create.steps.${key}`)}
            </Link>
          </li>
        ))}
      </ol>
    </nav>
  );
}
