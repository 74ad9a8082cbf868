import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { myTrainingsQuery } from "../../../features/trainings/api/participant-trainings";
import { ParticipantTrainingCard } from "../../../features/trainings/components/participant-training-card";
import { Button } from "../../../ui/button/button";
import { LoadFailed } from "../../../ui/load-failed/load-failed";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import styles from "./my-trainings-section.module.css";

/** Past trainings shown before "show all": the recent ones are what a participant looks for. */
const PAST_SHOWN = 3;

/**
 * The "Trainingen" part of `/my-trainings`: trainings on location, upcoming first (the next
 * date, its times and the place), then past ones. Someone without trainings does not see the
 * section at all; the courses below keep their own empty state.
 */
export function MyTrainingsSection() {
  const { t } = useTranslation();
  const list = useQuery(myTrainingsQuery());
  const [allPast, setAllPast] = useState(false);

  if (list.isPending)
    return (
      <section
        className={styles.section}
        aria-busy="true"
        aria-label={t("trainingParticipants.mine.title")}
      >
        <Skeleton height={24} width={160} />
        <Skeleton height={112} />
      </section>
    );
  if (list.isError)
    return (
      <LoadFailed retrying={list.isFetching} onRetry={() => void list.refetch()}>
        {t("trainingParticipants.mine.loadFailed")}
      </LoadFailed>
    );
  const trainings = list.data;
  if (trainings.length === 0) return null;
  const upcoming = trainings.filter((training) => training.nextDate !== null);
  const past = trainings.filter((training) => training.nextDate === null);
  const shownPast = allPast ? past : past.slice(0, PAST_SHOWN);

  return (
    <section className={styles.section} aria-labelledby="my-trainings-title">
      <h2 id="my-trainings-title" className={styles.title}>
        {t("trainingParticipants.mine.title")}
      </h2>
      <h3 className={styles.subtitle}>{t("trainingParticipants.mine.upcoming")}</h3>
      {upcoming.length === 0 ? (
        <p className={styles.none}>{t("trainingParticipants.mine.noUpcoming")}</p>
      ) : (
        <ul className={styles.list}>
          {upcoming.map((training) => (
            <li key={training.id}>
              <ParticipantTrainingCard training={training} />
            </li>
          ))}
        </ul>
      )}
      {past.length > 0 && (
        <>
          <h3 className={styles.subtitle}>{t("trainingParticipants.mine.past")}</h3>
          <ul className={styles.list}>
            {shownPast.map((training) => (
              <li key={training.id}>
                <ParticipantTrainingCard training={training} />
              </li>
            ))}
          </ul>
          {shownPast.length < past.length && (
            <div>
              <Button variant="secondary" onClick={() => setAllPast(true)}>
                {t("trainingParticipants.mine.showAllPast", { count: past.length })}
              </Button>
            </div>
          )}
        </>
      )}
    </section>
  );
}
