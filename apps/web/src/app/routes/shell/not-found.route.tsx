import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { buttonClassName } from "../../../ui/button/button";
import { CenteredLayout } from "../../layouts/centered-layout";
import { useDocumentTitle } from "../../use-document-title";

export function NotFoundPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.titles.notFound"));
  return (
    <CenteredLayout>
      <h1>{t("pages.titles.notFound")}</h1>
      <p>{t("pages.notFound.text")}</p>
      <Link className={buttonClassName({ variant: "primary" })} to="/">
        {t("pages.notFound.home")}
      </Link>
    </CenteredLayout>
  );
}

/** For a host that belongs to no company: nothing to brand with and nowhere to go. */
export function UnknownEnvironmentPage() {
  const { t } = useTranslation();
  useEffect(() => {
    document.title = t("pages.titles.notFound");
  }, [t]);
  return (
    <CenteredLayout>
      <h1>{t("pages.titles.notFound")}</h1>
      <p>{t("pages.notFound.unknownEnvironment")}</p>
    </CenteredLayout>
  );
}
