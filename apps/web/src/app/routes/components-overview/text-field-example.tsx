import { useTranslation } from "react-i18next";
import { TextField } from "../../../ui/text-field/text-field";
import { Example, FormGrid } from "./overview-example";

export function TextFieldExample() {
  const { t } = useTranslation();
  return (
    <Example section="textField">
      <FormGrid>
        <TextField label={t("componentsOverview.textField.firstName")} autoComplete="off" />
        <TextField
          label={t("componentsOverview.textField.lastName")}
          required
          error={t("componentsOverview.textField.lastNameError")}
          autoComplete="off"
        />
        <TextField
          label={t("componentsOverview.textField.email")}
          hint={t("componentsOverview.textField.emailHint")}
          type="email"
          maxLength={255}
          autoComplete="off"
        />
        <TextField
          label={t("componentsOverview.textField.price")}
          addonStart="€"
          addonEnd={t("componentsOverview.textField.perPerson")}
          inputMode="decimal"
        />
      </FormGrid>
    </Example>
  );
}
