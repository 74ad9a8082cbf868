import { useTranslation } from "react-i18next";
import { Card } from "../../../ui/card/card";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Spinner } from "../../../ui/spinner/spinner";
import { Stack } from "../../../ui/stack/stack";
import { Example } from "./overview-example";

export function LoadingExample() {
  const { t } = useTranslation();
  return (
    <Example section="loading">
      <Stack direction="row" wrap gap={6} align="flex-start">
        <div aria-busy="true" style={{ flex: "1 1 280px", maxWidth: 420 }}>
          <span className="visually-hidden">{t("componentsOverview.loading.loadingCard")}</span>
          <Card>
            <Stack direction="row" gap={3} align="center">
              <Skeleton width={48} height={48} circle />
              <Stack gap={2}>
                <Skeleton width={180} height={16} />
                <Skeleton width={120} height={12} />
              </Stack>
            </Stack>
            <div style={{ marginTop: "var(--space-4)" }}>
              <Stack gap={2}>
                <Skeleton height={12} />
                <Skeleton height={12} width="85%" />
                <Skeleton height={12} width="60%" />
              </Stack>
            </div>
          </Card>
        </div>
        <Stack direction="row" gap={2} align="center">
          <Spinner label={t("componentsOverview.loading.spinner")} />
          <span aria-hidden="true">{t("componentsOverview.loading.spinner")}</span>
        </Stack>
      </Stack>
    </Example>
  );
}
