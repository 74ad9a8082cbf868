import { Plus, Trash2 } from "lucide-react";
import { useEffect, useRef } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { DateInput } from "../../../ui/date-input/date-input";
import { TextField } from "../../../ui/text-field/text-field";
import { type DateDraft, newDateRow } from "./wizard-draft";
import styles from "./training-wizard.module.css";

type DatesFieldProps = {
  value: DateDraft[];
  onChange: (dates: DateDraft[]) => void;
  /** The first server message of `dates` itself or of one row's field (`0.timeTo`). */
  error: (field: string) => string | undefined;
};

/** One or more dates, each a day with a time from and a time to; at least one row stays. */
export function DatesField({ value, onChange, error }: DatesFieldProps) {
  const { t } = useTranslation();
  const added = useRef<string | null>(null);
  const inputs = useRef(new Map<string, HTMLInputElement>());
  // A new row takes the focus, so keyboard users type its day at once.
  useEffect(() => {
    if (!added.current) return;
    inputs.current.get(added.current)?.focus();
    added.current = null;
  }, [value]);

  const change = (index: number, patch: Partial<DateDraft>) =>
    onChange(value.map((row, at) => (at === index ? { ...row, ...patch } : row)));
  const add = () => {
    const last = value[value.length - 1];
    const row = newDateRow(last ? { timeFrom: last.timeFrom, timeTo: last.timeTo } : {});
    added.current = row.key;
    onChange([...value, row]);
  };
  const whole = error("");

  return (
    <fieldset className={styles.group}>
      <legend className={styles.legend}>
        {t("trainings.wizard.dates.legend")}
        <span className={styles.required} aria-hidden="true">
          *
        </span>
      </legend>
      <p className={styles.hint}>{t("trainings.wizard.dates.hint")}</p>
      {whole && <p className={styles.error}>{whole}</p>}
      <ol className={styles.dateRows}>
        {value.map((row, index) => {
          const number = index + 1;
          return (
            <li key={row.key}>
              <fieldset className={styles.dateRow}>
                <legend className={styles.rowLegend}>
                  {t("trainings.wizard.dates.row", { number })}
                </legend>
                <DateInput
                  ref={(input) => {
                    if (input) inputs.current.set(row.key, input);
                    else inputs.current.delete(row.key);
                  }}
                  label={t("trainings.wizard.dates.date")}
                  required
                  value={row.date || null}
                  error={error(`${index}.date`)}
                  onChange={(date) => change(index, { date: date ?? "" })}
                />
                <TextField
                  type="time"
                  label={t("trainings.wizard.dates.timeFrom")}
                  required
                  value={row.timeFrom}
                  error={error(`${index}.timeFrom`)}
                  onChange={(event) => change(index, { timeFrom: event.target.value })}
                />
                <TextField
                  type="time"
                  label={t("trainings.wizard.dates.timeTo")}
                  required
                  value={row.timeTo}
                  error={error(`${index}.timeTo`)}
                  onChange={(event) => change(index, { timeTo: event.target.value })}
                />
                <Button
                  variant="ghost"
                  className={styles.removeDate}
                  icon={<Trash2 size={18} aria-hidden="true" />}
                  aria-label={t("trainings.wizard.dates.remove", { number })}
                  title={t("trainings.wizard.dates.remove", { number })}
                  disabled={value.length === 1}
                  onClick={() => onChange(value.filter((_, at) => at !== index))}
                />
              </fieldset>
            </li>
          );
        })}
      </ol>
      <div>
        <Button icon={<Plus size={18} aria-hidden="true" />} onClick={add}>
          {t("trainings.wizard.dates.add")}
        </Button>
      </div>
    </fieldset>
  );
}
