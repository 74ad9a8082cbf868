import { useTranslation } from "react-i18next";
import { Alert } from "../../../ui/alert/alert";
import { Example } from "./overview-example";

export function AlertExample() {
  const { t } = useTranslation();
  return (
    <Example section="alert">
      <Alert tone="info" title={t("componentsOverview.alert.infoTitle")}>
        {t("componentsOverview.alert.infoText")}
      </Alert>
      <Alert tone="success" title={t("componentsOverview.alert.successTitle")} />
      <Alert tone="warning" title={t("componentsOverview.alert.warningTitle")}>
        {t("componentsOverview.alert.warningText")}
      </Alert>
      <Alert tone="danger" title={t("componentsOverview.alert.dangerTitle")}>
        {t("componentsOverview.alert.dangerText")}
      </Alert>
    </Example>
  );
}
