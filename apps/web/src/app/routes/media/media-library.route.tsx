import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { can, isPlatformAdmin } from "@leerlijn/contracts/permissions";
import { buttonClassName } from "../../../ui/button/button";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { MediaLibrary } from "../../../features/media/components/media-library";
import { Alert } from "../../../ui/alert/alert";
import { useDocumentTitle } from "../../use-document-title";

/** The media library of the author tool: the company's images, videos and PDFs. */
export function MediaLibraryPage() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.titles.mediaLibrary"));
  const user = useCurrentUser();
  const company = useCurrentCompany();
  const mayDelete = user.permissions.includes("media.delete") || user.onAdministrativeDomain;
  // The platform admin on the administrative domain is shown every company's library, each item
  // named by its company; a sub company sees its parent's items, which only the parent deletes.
  const everyCompany = user.onAdministrativeDomain && isPlatformAdmin(user);
  return (
    <>
      <h1>{t("media.library.title")}</h1>
      <p>{t("media.library.intro")}</p>
      {everyCompany && <Alert tone="info">{t("media.library.everyCompanyNote")}</Alert>}
      {company.parentDomainCode && <Alert tone="info">{t("media.library.parentNote")}</Alert>}
      <MediaLibrary
        canDelete={(item) =>
          mayDelete && (user.onAdministrativeDomain || item.companyId === company.id)
        }
        originOf={(item) => {
          if (everyCompany) return item.companyName ?? company.name;
          return item.companyId === company.id ? null : t("media.library.parentItem");
        }}
      />
    </>
  );
}

/** The way into the library from the author tool, for those who may open it. */
export function MediaLibraryLink() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  if (!can(user, "media.list")) return null;
  return (
    <Link to="/media" className={buttonClassName({ variant: "secondary" })}>
      {t("media.library.title")}
    </Link>
  );
}
