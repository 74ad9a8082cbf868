import { useState } from "react";
import { useTranslation } from "react-i18next";
import { formatDate } from "../../../lib/i18n";
import { DateInput } from "../../../ui/date-input/date-input";
import { Example, Muted } from "./overview-example";

/** Today and the same day next year as yyyy-MM-dd, in Amsterdam time. */
function dateRange(): { today: string; inAYear: string } {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
    new Date(),
  );
  const [year, rest] = [today.slice(0, 4), today.slice(4)];
  const nextYear = `${Number(year) + 1}${rest}`;
  return { today, inAYear: rest === "-02-29" ? `${Number(year) + 1}-02-28` : nextYear };
}

export function DateInputExample() {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(null);
  const [{ today, inAYear }] = useState(dateRange);
  return (
    <Example section="dateInput">
      <DateInput
        label={t("componentsOverview.dateInput.label")}
        hint={t("componentsOverview.dateInput.hint")}
        value={date}
        onChange={setDate}
        min={today}
        max={inAYear}
      />
      <Muted>
        {date
          ? t("componentsOverview.dateInput.chosen", { date: formatDate(date) })
          : t("componentsOverview.dateInput.nothingChosen")}
      </Muted>
    </Example>
  );
}
