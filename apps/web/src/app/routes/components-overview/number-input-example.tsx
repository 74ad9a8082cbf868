import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberInput } from "../../../ui/number-input/number-input";
import { Example, FormGrid, Muted } from "./overview-example";

export function NumberInputExample() {
  const { t } = useTranslation();
  const [percentage, setPercentage] = useState<number | null>(70);
  const [minutes, setMinutes] = useState<number | null>(null);
  return (
    <Example section="numberInput">
      <FormGrid>
        <div>
          <NumberInput
            label={t("componentsOverview.numberInput.label")}
            hint={t("componentsOverview.numberInput.hint")}
            value={percentage}
            onChange={setPercentage}
            min={0}
            max={100}
            step={0.5}
            addonEnd="%"
          />
          <Muted>
            {percentage === null
              ? t("componentsOverview.numberInput.empty")
              : t("componentsOverview.numberInput.value", { value: percentage })}
          </Muted>
        </div>
        <NumberInput
          label={t("componentsOverview.numberInput.minutes")}
          value={minutes}
          onChange={setMinutes}
          min={1}
          max={240}
          addonEnd={t("componentsOverview.numberInput.minutesUnit")}
          size="small"
        />
      </FormGrid>
    </Example>
  );
}
