import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { myCourseGroupsQuery } from "../../../features/course-groups/api/my-course-groups";
import { MyCourseGroupTile } from "../../../features/course-groups/components/my-course-group-tile";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import styles from "./my-trainings-section.module.css";

/**
 * The "Trajecten" part of `/my-trainings`: each onboarding path the learner follows as one tile
 * with its progress. Someone without a path does not see the section.
 */
export function MyCourseGroupsSection() {
  const { t } = useTranslation();
  const list = useQuery(myCourseGroupsQuery());
  if (list.isPending)
    return (
      <section className={styles.section} aria-busy="true" aria-label={t("onboarding.mine.title")}>
        <Skeleton height={24} width={160} />
        <Skeleton height={112} />
      </section>
    );
  if (list.isError)
    return (
      <LoadFailed retrying={list.isFetching} onRetry={() => void list.refetch()}>
        {t("onboarding.mine.loadFailed")}
      </LoadFailed>
    );
  if (list.data.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby="my-course-groups-title">
      <h2 id="my-course-groups-title" className={styles.title}>
        {t("onboarding.mine.title")}
      </h2>
      <ul className={styles.list}>
        {list.data.map((path) => (
          <li key={path.id}>
            <MyCourseGroupTile path={path} />
          </li>
        ))}
      </ul>
    </section>
  );
}
