import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { Stack } from "../../../ui/stack/stack";
import { toasts, type ToastType } from "../../../ui/toast/toast-store";
import { Example } from "./overview-example";

export function ToastExample() {
  const { t } = useTranslation();
  const show = (type: ToastType) => {
    toasts.show({
      type,
      title: t(`componentsOverview.toast.${type}Title`),
      description: t(`componentsOverview.toast.${type}Text`),
    });
  };
  return (
    <Example section="toast">
      <Stack direction="row" wrap gap={2}>
        <Button onClick={() => show("info")}>{t("componentsOverview.toast.info")}</Button>
        <Button onClick={() => show("success")}>{t("componentsOverview.toast.success")}</Button>
        <Button onClick={() => show("warning")}>{t("componentsOverview.toast.warning")}</Button>
        <Button onClick={() => show("error")}>{t("componentsOverview.toast.error")}</Button>
        <Button variant="ghost" onClick={() => toasts.clear()}>
          {t("componentsOverview.toast.clear")}
        </Button>
      </Stack>
    </Example>
  );
}
