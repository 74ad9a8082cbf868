import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useCurrentUser } from "../../features/auth/api/current-user";
import { routeMeta } from "../route-meta";
import { canSee } from "./nav-items";
import styles from "./lms-tabs.module.css";

/** The parts of "Leerbeheer" this user may open: cockpit, users, groups, documents. */
export function LmsTabs() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const tabs = [
    { meta: routeMeta.cockpit, label: t("pages.titles.cockpit") },
    { meta: routeMeta.lmsUsers, label: t("pages.titles.lmsUsers") },
    { meta: routeMeta.lmsGroups, label: t("pages.titles.lmsGroups") },
    { meta: routeMeta.lmsDocuments, label: t("pages.titles.lmsDocuments") },
  ].filter((tab) => canSee(user, tab.meta));
  if (tabs.length < 2) return null;
  return (
    <nav className={styles.tabs} aria-label={t("navigation.items.lms")}>
      {tabs.map((tab) => (
        <NavLink key={tab.meta.path} to={tab.meta.path} className={styles.tab}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
