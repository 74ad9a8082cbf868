import { useTranslation } from "react-i18next";
import { NavLink, Outlet } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { AvatarField } from "../../../features/profile/components/avatar-field";
import { PasswordForm } from "../../../features/profile/components/password-form";
import { PreferencesForm } from "../../../features/profile/components/preferences-form";
import { ProfileDetailsForm } from "../../../features/profile/components/profile-details-form";
import { SignOutEverywhere } from "../../../features/profile/components/sign-out-everywhere";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./profile.module.css";

export function ProfilePage() {
  const { t } = useTranslation();
  useDocumentTitle(t("pages.titles.profile"));
  return (
    <div className={styles.page}>
      <h1>{t("pages.titles.profile")}</h1>
      <p className={styles.intro}>{t("profile.intro")}</p>
      <nav className={styles.tabs} aria-label={t("pages.titles.profile")}>
        <NavLink end to="/profile" className={styles.tab}>
          {t("profile.tabs.details")}
        </NavLink>
        <NavLink to="/profile/preferences" className={styles.tab}>
          {t("profile.tabs.preferences")}
        </NavLink>
        <NavLink to="/profile/password" className={styles.tab}>
          {t("profile.tabs.password")}
        </NavLink>
      </nav>
      <Outlet />
    </div>
  );
}

export function ProfileDetailsTab() {
  const user = useCurrentUser();
  return (
    <>
      <AvatarField user={user} />
      <ProfileDetailsForm user={user} />
    </>
  );
}

export function ProfilePreferencesTab() {
  return <PreferencesForm user={useCurrentUser()} />;
}

export function ProfilePasswordTab() {
  return (
    <>
      <PasswordForm />
      <SignOutEverywhere />
    </>
  );
}
