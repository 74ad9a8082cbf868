import { Inbox, Plus } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { Example } from "./overview-example";

export function EmptyStateExample() {
  const { t } = useTranslation();
  return (
    <Example section="emptyState">
      <EmptyState
        titleAs="h3"
        icon={<Inbox size={28} />}
        title={t("componentsOverview.emptyState.heading")}
        text={t("componentsOverview.emptyState.text")}
        action={
          <Button variant="primary" icon={<Plus size={20} aria-hidden="true" />}>
            {t("componentsOverview.emptyState.action")}
          </Button>
        }
      />
    </Example>
  );
}
