import { can } from "@leerlijn/contracts/permissions";
import type { TrainingSummary } from "@leerlijn/contracts/trainings/training.schema";
import type { TrainingsListQuery } from "@leerlijn/contracts/trainings/trainings.contract";
import { useQueries, useQuery } from "@tanstack/react-query";
import { CalendarDays } from "lucide-react";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import {
  trainerOptionsQuery,
  trainerRoles,
  trainingsListQuery,
} from "../../../features/trainings/api/trainings";
import { TrainingTemplatesSection } from "../../../features/trainings/components/training-templates-section";
import { formatTrainingDate, formatTrainingDay } from "../../../features/trainings/training-dates";
import { PlanTrainingLink } from "../../../features/trainings/wizard/training-actions";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { FilterBar } from "../../../ui/filter-bar/filter-bar";
import { Table } from "../../../ui/table/table";
import { useDocumentTitle } from "../../use-document-title";
import listStyles from "../lists/list-page.module.css";
import { PagedList } from "../lists/paged-list";
import { useListFilters } from "../lists/use-list-filters";
import styles from "./trainings.module.css";

type TrainingFilterValues = { queryString: string; instructorId: string };
const FILTERS = ["queryString", "instructorId"] as const;

/** The company's educators for the trainer filter, each once, by name. */
function useTrainerOptions(enabled: boolean) {
  const answers = useQueries({
    queries: trainerRoles.map((role) => ({ ...trainerOptionsQuery(role), enabled })),
  });
  const byId = new Map<string, string>();
  for (const answer of answers)
    for (const person of answer.data ?? []) byId.set(person.id, person.name);
  return [...byId]
    .map(([value, label]) => ({ value, label }))
    .sort((a, b) => a.label.localeCompare(b.label, "nl"));
}

/** /trainings: upcoming trainings by their next date, then the past ones, apart. */
export function TrainingsListPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { page, filters, filter, filtered, setFilters, setPage } =
    useListFilters<TrainingFilterValues>(FILTERS);
  // Trainers see only the trainings they give, so only those who manage people choose a trainer.
  const trainers = useTrainerOptions(can(user, "lms.users.list"));
  const query: TrainingsListQuery = { page, filter };
  const list = useQuery(trainingsListQuery(query));
  useDocumentTitle(t("pages.titles.trainings"));

  return (
    <>
      <div className={listStyles.header}>
        <div>
          <h1>{t("pages.titles.trainings")}</h1>
          <p className={listStyles.intro}>{t("trainings.list.intro")}</p>
        </div>
        <PlanTrainingLink allowed={can(user, "educator.trainings.create")} />
      </div>
      <FilterBar<"instructorId", TrainingFilterValues>
        values={filters}
        onChange={setFilters}
        searchLabel={t("trainings.list.search")}
        searchPlaceholder={t("trainings.list.searchPlaceholder")}
        selects={
          trainers.length > 0
            ? [
                {
                  key: "instructorId",
                  label: t("trainings.list.trainer"),
                  placeholder: t("trainings.list.allTrainers"),
                  options: trainers,
                },
              ]
            : []
        }
      />
      <PagedList
        list={list}
        failedText={t("trainings.list.failed")}
        totalText={(count) => t("trainings.list.total", { count })}
        empty={
          !filtered && (
            <EmptyState
              icon={<CalendarDays size={28} aria-hidden="true" />}
              title={t("trainings.list.emptyTitle")}
              text={t("trainings.list.emptyText")}
              action={<PlanTrainingLink allowed={can(user, "educator.trainings.create")} />}
            />
          )
        }
        onPageChange={setPage}
      >
        {(rows) => <TrainingTables rows={rows} />}
      </PagedList>
      {can(user, "educator.trainings.create") && (
        <div className={styles.templates}>
          <TrainingTemplatesSection />
        </div>
      )}
    </>
  );
}

/** The page's rows in two tables: the upcoming ones, then (visibly apart) the past ones. */
function TrainingTables({ rows }: { rows: readonly TrainingSummary[] }) {
  const { t } = useTranslation();
  const upcoming = rows.filter((row) => row.nextDate !== null);
  const past = rows.filter((row) => row.nextDate === null);
  if (rows.length === 0) return <p className={styles.noMatches}>{t("trainings.list.noMatches")}</p>;
  return (
    <div className={styles.sections}>
      {upcoming.length > 0 && (
        <TrainingSection title={t("trainings.list.upcoming")} rows={upcoming} />
      )}
      {past.length > 0 && <TrainingSection title={t("trainings.list.past")} rows={past} past />}
    </div>
  );
}

function TrainingSection({
  title,
  rows,
  past = false,
}: {
  title: string;
  rows: readonly TrainingSummary[];
  past?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <section className={past ? styles.past : undefined} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      <Table<TrainingSummary>
        columns={[
          {
            key: "name",
            header: t("trainings.list.name"),
            render: (training) => <Link to={`/trainings/${training.id}`}>{training.name}</Link>,
          },
          {
            key: "when",
            header: t("trainings.list.when"),
            render: (training) => <When training={training} />,
          },
          { key: "locationLine", header: t("trainings.list.where") },
          {
            key: "instructors",
            header: t("trainings.list.trainers"),
            render: (training) =>
              training.instructors.length > 0
                ? training.instructors.map((person) => person.name).join(", ")
                : t("trainings.list.noTrainers"),
          },
          {
            key: "participantCount",
            header: t("trainings.list.participants"),
            align: "end",
            // Those with a place; the waiting list (not taking part yet) is shown beside it.
            render: (training) => (
              <>
                {training.participantCount}
                {training.waitingCount > 0 && (
                  <span className={styles.waiting}>
                    {t("trainings.list.waiting", { count: training.waitingCount })}
                  </span>
                )}
              </>
            ),
          },
        ]}
        rows={rows}
        getRowKey={(training) => training.id}
        emptyText={t("trainings.list.noMatches")}
        caption={title}
        captionHidden
        narrow="stack"
      />
    </section>
  );
}

/** The next date with its times; for a past training its last day. */
function When({ training }: { training: TrainingSummary }) {
  const { t } = useTranslation();
  if (!training.nextDate)
    return t("trainings.list.lastDate", { date: formatTrainingDay(training.lastDate) });
  // Before the first date every other date is still to come; later the count says too little.
  const later = training.nextDate === training.firstDate ? training.dateCount - 1 : 0;
  return (
    <>
      {training.nextTimeFrom && training.nextTimeTo
        ? formatTrainingDate(training.nextDate, training.nextTimeFrom, training.nextTimeTo)
        : formatTrainingDay(training.nextDate)}
      {later > 0 && (
        <span className={styles.more}> {t("trainings.list.moreDates", { count: later })}</span>
      )}
    </>
  );
}
