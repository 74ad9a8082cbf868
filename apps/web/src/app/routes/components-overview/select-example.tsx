import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Select } from "../../../ui/select/select";
import { Example, FormGrid, Muted } from "./overview-example";

export function SelectExample() {
  const { t } = useTranslation();
  const [courseType, setCourseType] = useState("");
  const [city, setCity] = useState("");
  const types = ["skill", "elearning", "microlearning", "document", "video", "test"] as const;
  return (
    <Example section="select">
      <FormGrid>
        <div>
          <Select
            label={t("componentsOverview.select.courseType")}
            options={types.map((type) => ({
              value: type,
              label: t(`componentsOverview.select.types.${type}`),
            }))}
            value={courseType}
            onChange={setCourseType}
            required
          />
          <Muted>
            {courseType
              ? t("componentsOverview.select.chosen", { value: courseType })
              : t("componentsOverview.select.nothingChosen")}
          </Muted>
        </div>
        <Select
          label={t("componentsOverview.select.city")}
          options={["Amsterdam", "Rotterdam", "Utrecht", "Zwolle"]}
          value={city}
          onChange={setCity}
          error={city ? undefined : t("componentsOverview.select.cityError")}
        />
      </FormGrid>
    </Example>
  );
}
