import { useTranslation } from "react-i18next";
import { TabGroup } from "../../../ui/tab-group/tab-group";
import { Example } from "./overview-example";

export function TabGroupExample() {
  const { t } = useTranslation();
  const steps = ["general", "trainer", "participants", "settings"] as const;
  return (
    <Example section="tabGroup">
      <TabGroup
        label={t("componentsOverview.tabGroup.label")}
        tabs={steps.map((step) => ({
          id: step,
          label: t(`componentsOverview.tabGroup.${step}`),
          content: <p>{t(`componentsOverview.tabGroup.${step}Text`)}</p>,
        }))}
      />
    </Example>
  );
}
