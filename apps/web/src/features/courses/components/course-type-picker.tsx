import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import { useTranslation } from "react-i18next";
import { useCourseTypes } from "../api/course-types";
import styles from "./course-type-picker.module.css";

/** The first choice of a new course: its type, as large radio cards. */
export function CourseTypePicker({
  value,
  onChange,
}: {
  value: CourseTypeKey | null;
  onChange: (type: CourseTypeKey) => void;
}) {
  const { t } = useTranslation();
  const types = useCourseTypes();
  return (
    <fieldset className={styles.grid}>
      <legend className={styles.legend}>{t("courses.create.chooseType")}</legend>
      {types.map((type) => (
        <label key={type.key} className={styles.card}>
          <input
            type="radio"
            name="courseType"
            value={type.key}
            checked={value === type.key}
            onChange={() => onChange(type.key)}
          />
          <span
            className={styles.swatch}
            style={{ background: type.colorProfile.background, color: type.colorProfile.text }}
            aria-hidden="true"
          >
            {type.name.slice(0, 1)}
          </span>
          <span>
            <strong className={styles.name}>{type.name}</strong>
            <span className={styles.description}>
              {t(`courses.create.typeDescriptions.${type.key}`)}
            </span>
          </span>
        </label>
      ))}
    </fieldset>
  );
}
