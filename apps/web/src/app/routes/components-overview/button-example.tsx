import { Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { Stack } from "../../../ui/stack/stack";
import { Example } from "./overview-example";

export function ButtonExample() {
  const { t } = useTranslation();
  return (
    <Example section="button">
      <Stack gap={4}>
        <Stack direction="row" wrap gap={2}>
          <Button variant="primary">{t("componentsOverview.button.primary")}</Button>
          <Button variant="secondary">{t("componentsOverview.button.secondary")}</Button>
          <Button variant="danger">{t("componentsOverview.button.danger")}</Button>
          <Button variant="ghost">{t("componentsOverview.button.ghost")}</Button>
        </Stack>
        <Stack direction="row" wrap gap={2} align="center">
          <Button size="small">{t("componentsOverview.button.small")}</Button>
          <Button size="large">{t("componentsOverview.button.large")}</Button>
          <Button disabled>{t("componentsOverview.button.disabled")}</Button>
          <Button variant="primary" icon={<Plus size={20} aria-hidden="true" />}>
            {t("componentsOverview.button.withIcon")}
          </Button>
        </Stack>
      </Stack>
    </Example>
  );
}
