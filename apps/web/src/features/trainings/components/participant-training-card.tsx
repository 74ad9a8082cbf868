import type { ParticipantTraining } from "@leerlijn/contracts/trainings/participant-training.schema";
import { CalendarDays, ChevronRight, Clock, MapPin } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { Badge } from "../../../ui/badge/badge";
import { formatTrainingDay } from "../training-dates";
import { PresenceBadge } from "./presence-badge";
import styles from "./participant-training-card.module.css";

/**
 * One of the participant's trainings as a row to tap: the date that matters (the next one, or
 * the last for a past training), its times and the place; whether they wait or how it went.
 */
export function ParticipantTrainingCard({ training }: { training: ParticipantTraining }) {
  const { t } = useTranslation();
  const upcoming = training.nextDate !== null;
  const shown =
    training.dates.find((date) => date.date === training.nextDate) ?? training.dates.at(-1);
  const index = shown ? training.dates.indexOf(shown) : -1;
  const later = upcoming ? training.dates.length - index - 1 : 0;
  return (
    <Link
      to={`/my-trainings/${training.id}`}
      className={[styles.card, upcoming ? undefined : styles.past].filter(Boolean).join(" ")}
    >
      <span className={styles.body}>
        <span className={styles.name}>{training.name}</span>
        {shown && (
          <span className={styles.line}>
            <CalendarDays size={16} aria-hidden="true" />
            <span>
              {formatTrainingDay(shown.date)}
              {later > 0 && (
                <span className={styles.more}>
                  {" "}
                  {t("trainingParticipants.mine.moreDates", { count: later })}
                </span>
              )}
            </span>
          </span>
        )}
        {shown && (
          <span className={styles.line}>
            <Clock size={16} aria-hidden="true" />
            <span>
              {shown.timeFrom}–{shown.timeTo}
            </span>
          </span>
        )}
        <span className={styles.line}>
          <MapPin size={16} aria-hidden="true" />
          <span>{training.locationLine}</span>
        </span>
        <span className={styles.badges}>
          {training.waiting ? (
            <Badge tone="warning">
              {t("trainingParticipants.waiting.onList", {
                position: training.waitingListPosition,
              })}
            </Badge>
          ) : (
            // A past training without an attendance list has nothing to tell.
            !upcoming &&
            training.presence !== "assigned" && <PresenceBadge presence={training.presence} />
          )}
        </span>
      </span>
      <ChevronRight size={20} aria-hidden="true" className={styles.chevron} />
    </Link>
  );
}
