import { useTranslation } from "react-i18next";
import { NavLink } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { canSee } from "../../navigation/nav-items";
import { routeMeta } from "../../route-meta";
import styles from "../../navigation/lms-tabs.module.css";

/** A person's courses, trainings and documents side by side, for the educator who may open both. */
export function PersonTabs({ userId }: { userId: string }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const tabs = [
    {
      meta: routeMeta.lmsUserEnrollments,
      to: `/lms/users/${userId}/enrollments`,
      label: t("trainingParticipants.person.courses"),
    },
    {
      meta: routeMeta.lmsUserTrainings,
      to: `/lms/users/${userId}/trainings`,
      label: t("trainingParticipants.person.trainings"),
    },
    {
      meta: routeMeta.lmsUserDocuments,
      to: `/lms/users/${userId}/documents`,
      label: t("documents.person.tab"),
    },
  ].filter((tab) => canSee(user, tab.meta));
  if (tabs.length < 2) return null;
  return (
    <nav className={styles.tabs} aria-label={t("trainingParticipants.person.tabs")}>
      {tabs.map((tab) => (
        <NavLink key={tab.to} to={tab.to} end className={styles.tab}>
          {tab.label}
        </NavLink>
      ))}
    </nav>
  );
}
