import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "../../../ui/button/button";
import { confirm } from "../../../ui/confirm-dialog/confirm-dialog";
import { Stack } from "../../../ui/stack/stack";
import { Example } from "./overview-example";

export function ConfirmExample() {
  const { t } = useTranslation();
  const [answer, setAnswer] = useState<boolean | null>(null);
  const ask = async (tone: "danger" | "primary") => {
    const confirmed =
      tone === "danger"
        ? await confirm({
            tone,
            title: t("componentsOverview.confirm.deleteTitle"),
            description: t("componentsOverview.confirm.deleteText"),
            confirmLabel: t("componentsOverview.confirm.deleteConfirm"),
          })
        : await confirm({
            tone,
            title: t("componentsOverview.confirm.publishTitle"),
            description: t("componentsOverview.confirm.publishText"),
            confirmLabel: t("componentsOverview.confirm.publishConfirm"),
          });
    setAnswer(confirmed);
  };
  return (
    <Example section="confirm">
      <Stack direction="row" wrap gap={2}>
        <Button variant="danger" onClick={() => void ask("danger")}>
          {t("componentsOverview.confirm.deleteButton")}
        </Button>
        <Button variant="primary" onClick={() => void ask("primary")}>
          {t("componentsOverview.confirm.publishButton")}
        </Button>
      </Stack>
      <p role="status">
        {answer === null
          ? ""
          : answer
            ? t("componentsOverview.confirm.answerYes")
            : t("componentsOverview.confirm.answerNo")}
      </p>
    </Example>
  );
}
