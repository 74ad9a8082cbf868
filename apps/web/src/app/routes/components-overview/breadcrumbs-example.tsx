import { useTranslation } from "react-i18next";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Example } from "./overview-example";

export function BreadcrumbsExample() {
  const { t } = useTranslation();
  return (
    <Example section="breadcrumbs">
      <Breadcrumbs
        items={[
          { label: t("componentsOverview.breadcrumbs.home"), to: "/" },
          { label: t("componentsOverview.breadcrumbs.trainings"), to: "/trainings" },
          { label: t("componentsOverview.breadcrumbs.training") },
        ]}
      />
    </Example>
  );
}
