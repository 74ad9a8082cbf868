import { useState } from "react";
import { useTranslation } from "react-i18next";
import { NumberInput } from "../../../ui/number-input/number-input";
import { ProgressBar } from "../../../ui/progress-bar/progress-bar";
import { Stack } from "../../../ui/stack/stack";
import { Example } from "./overview-example";

export function ProgressBarExample() {
  const { t } = useTranslation();
  const [value, setValue] = useState<number | null>(45);
  return (
    <Example section="progressBar">
      <Stack gap={4}>
        <ProgressBar
          value={value ?? 0}
          label={t("componentsOverview.progressBar.course")}
          showValue
        />
        <ProgressBar value={100} label={t("componentsOverview.progressBar.upload")} showValue />
        <div style={{ maxWidth: 240 }}>
          <NumberInput
            label={t("componentsOverview.progressBar.percentage")}
            value={value}
            onChange={setValue}
            min={0}
            max={100}
            step={5}
            addonEnd="%"
          />
        </div>
      </Stack>
    </Example>
  );
}
