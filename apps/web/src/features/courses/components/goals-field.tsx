import { Plus, X } from "lucide-react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { RequiredMark } from "../../../ui/field/field";
import { TextField } from "../../../ui/text-field/text-field";
import styles from "./goals-field.module.css";

/** A list of short texts (learning goals, test topics): one field each, add and remove. */
export function GoalsField({
  legend,
  hint,
  itemLabel,
  addLabel,
  value,
  onChange,
  error,
}: {
  legend: string;
  hint: string;
  itemLabel: (number: number) => string;
  addLabel: string;
  value: string[];
  onChange: (value: string[]) => void;
  error?: string | undefined;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  return (
    <fieldset className={styles.fieldset} aria-describedby={hintId}>
      <legend className={styles.legend}>
        {legend}
        <RequiredMark />
      </legend>
      <p id={hintId} className={styles.hint}>
        {hint}
      </p>
      {value.map((goal, index) => {
        const label = itemLabel(index + 1);
        return (
          <div key={index} className={styles.row}>
            <TextField
              label={label}
              value={goal}
              maxLength={255}
              onChange={(event) =>
                onChange(value.map((v, i) => (i === index ? event.target.value : v)))
              }
            />
            <Button
              variant="ghost"
              aria-label={t("courses.create.removeGoal", { label })}
              onClick={() => onChange(value.filter((_, i) => i !== index))}
              icon={<X size={18} aria-hidden="true" />}
            />
          </div>
        );
      })}
      {error && (
        <p className={styles.error} role="alert">
          {error}
        </p>
      )}
      <Button
        variant="secondary"
        size="small"
        icon={<Plus size={16} aria-hidden="true" />}
        onClick={() => onChange([...value, ""])}
        disabled={value.length >= 20}
      >
        {addLabel}
      </Button>
    </fieldset>
  );
}
