import { useTranslation } from "react-i18next";
import { Badge } from "../../../ui/badge/badge";
import { Stack } from "../../../ui/stack/stack";
import { Example } from "./overview-example";

export function BadgeExample() {
  const { t } = useTranslation();
  return (
    <Example section="badge">
      <Stack direction="row" wrap gap={2}>
        <Badge tone="neutral">{t("componentsOverview.badge.open")}</Badge>
        <Badge tone="info">{t("componentsOverview.badge.inProgress")}</Badge>
        <Badge tone="success">{t("componentsOverview.badge.done")}</Badge>
        <Badge tone="warning">{t("componentsOverview.badge.review")}</Badge>
        <Badge tone="danger">{t("componentsOverview.badge.expired")}</Badge>
      </Stack>
    </Example>
  );
}
