import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { Button } from "../../../ui/button/button";
import { CenteredLayout } from "../../layouts/centered-layout";
import { UnknownEnvironmentPage } from "./not-found.route";

/** Shown when the page could not load at all; an unknown host is the not-found page. */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (error instanceof ApiError && error.status === 404) return <UnknownEnvironmentPage />;
  return (
    <CenteredLayout>
      <h1>{t("pages.error.title")}</h1>
      <p>{t("pages.error.text")}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t("pages.error.reload")}
      </Button>
    </CenteredLayout>
  );
}
