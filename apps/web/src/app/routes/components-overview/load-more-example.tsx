import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { Card } from "../../../ui/card/card";
import { LoadMore } from "../../../ui/load-more/load-more";
import { Stack } from "../../../ui/stack/stack";
import { Example } from "./overview-example";

export function LoadMoreExample() {
  const { t } = useTranslation();
  const [count, setCount] = useState(3);
  const [loading, setLoading] = useState(false);
  useEffect(() => {
    if (!loading) return;
    const timer = window.setTimeout(() => {
      setCount((value) => value + 3);
      setLoading(false);
    }, 800);
    return () => window.clearTimeout(timer);
  }, [loading]);
  return (
    <Example section="loadMore">
      <Stack as="ul" gap={2}>
        {Array.from({ length: count }, (_, index) => (
          <li key={index}>
            <Card>{t("componentsOverview.loadMore.item", { number: index + 1 })}</Card>
          </li>
        ))}
      </Stack>
      <LoadMore
        hasMore={count < 9}
        loading={loading}
        onLoadMore={() => setLoading(true)}
        label={t("componentsOverview.loadMore.label")}
      />
      {count >= 9 && (
        <Button size="small" variant="ghost" onClick={() => setCount(3)}>
          {t("componentsOverview.loadMore.reset")}
        </Button>
      )}
    </Example>
  );
}
