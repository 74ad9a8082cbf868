import { useTranslation } from "react-i18next";
import styles from "./courses-pages.module.css";

/** What a course teaches and, when it has any, what its test checks: for whoever chooses or reviews it. */
export function CourseGoals({
  learningGoals,
  testGoals,
}: {
  learningGoals: readonly string[];
  testGoals: readonly string[];
}) {
  const { t } = useTranslation();
  return (
    <>
      <h2>{t("courses.library.learningGoals")}</h2>
      <ul className={styles.goals}>
        {learningGoals.map((goal) => (
          <li key={goal}>{goal}</li>
        ))}
      </ul>
      {testGoals.length > 0 && (
        <>
          <h2>{t("courses.library.testGoals")}</h2>
          <ul className={styles.goals}>
            {testGoals.map((goal) => (
              <li key={goal}>{goal}</li>
            ))}
          </ul>
        </>
      )}
    </>
  );
}
