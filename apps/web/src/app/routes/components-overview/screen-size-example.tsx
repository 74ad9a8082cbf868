import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Alert } from "../../../ui/alert/alert";
import { Button } from "../../../ui/button/button";
import {
  ScreenSizeDialog,
  useScreenTooSmall,
} from "../../../ui/screen-size-dialog/screen-size-dialog";
import { Stack } from "../../../ui/stack/stack";
import { Example } from "./overview-example";

export function ScreenSizeExample() {
  const { t } = useTranslation();
  const tooSmall = useScreenTooSmall();
  const [preview, setPreview] = useState(false);
  return (
    <Example section="screenSize">
      <Stack gap={1} align="flex-start">
        <Alert
          tone={tooSmall ? "warning" : "success"}
          title={
            tooSmall
              ? t("componentsOverview.screenSize.tooSmall")
              : t("componentsOverview.screenSize.bigEnough")
          }
        />
        <Button onClick={() => setPreview(true)}>
          {t("componentsOverview.screenSize.preview")}
        </Button>
      </Stack>
      {preview && (
        <ScreenSizeDialog
          open
          action={
            <Button variant="primary" onClick={() => setPreview(false)}>
              {t("componentsOverview.screenSize.closePreview")}
            </Button>
          }
        />
      )}
    </Example>
  );
}
