import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useRouteError } from "react-router";
import { ApiError } from "../../../lib/api-client";
import { reportError } from "../../../lib/error-reporting";
import { ChunkLoadError } from "../../../lib/load-chunk";
import { Button } from "../../../ui/button/button";
import { CenteredLayout } from "../../layouts/centered-layout";
import { UnknownEnvironmentPage } from "./not-found.route";

/**
 * Failed calls are the server's to report (it reports its own faults), and code that did not
 * arrive is the connection's doing; anything else is a fault in the app.
 */
const isAppFault = (error: unknown) =>
  !(error instanceof ApiError) && !(error instanceof ChunkLoadError);

/** Shown when the page could not load at all; an unknown host is the not-found page. */
export function RootError() {
  const error = useRouteError();
  const { t } = useTranslation();
  useEffect(() => {
    if (isAppFault(error)) reportError(error);
  }, [error]);
  if (error instanceof ApiError && error.status === 404) return <UnknownEnvironmentPage />;
  const page = error instanceof ChunkLoadError ? "pages.chunkError" : "pages.error";
  return (
    <CenteredLayout>
      <h1>{t(`${page}.title`)}</h1>
      <p>{t(`${page}.text`)}</p>
      <Button variant="primary" onClick={() => window.location.reload()}>
        {t("pages.error.reload")}
      </Button>
    </CenteredLayout>
  );
}
