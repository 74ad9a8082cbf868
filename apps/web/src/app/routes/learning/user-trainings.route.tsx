import {
  type ParticipantTraining,
  type TrainingPresenceFilter,
  trainingPresenceFilters,
} from "@leerlijn/contracts/trainings/participant-training.schema";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { userTrainingsQuery } from "../../../features/trainings/api/participant-trainings";
import { CertificateStatusBadge } from "../../../features/certificates/components/certificate-status-badge";
import { PresenceBadge } from "../../../features/trainings/components/presence-badge";
import { formatTrainingDate } from "../../../features/trainings/training-dates";
import { Alert } from "../../../ui/alert/alert";
import { Badge } from "../../../ui/badge/badge";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Pagination } from "../../../ui/pagination/pagination";
import { Select } from "../../../ui/select/select";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { Table } from "../../../ui/table/table";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./learning.module.css";
import { CourseCertificatesSection } from "./course-certificates-section";
import { PersonTabs } from "./person-tabs";
import own from "./user-trainings.module.css";

const isFilter = (value: string | null): value is TrainingPresenceFilter =>
  (trainingPresenceFilters as readonly (string | null)[]).includes(value);

/** `/lms/users/{userId}/trainings`: the trainings a person takes part in, with their presence. */
export function UserTrainingsPage() {
  const { t } = useTranslation();
  const { userId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const raw = params.get("presence");
  const presence = isFilter(raw) ? raw : undefined;
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useQuery(userTrainingsQuery(userId, { page, presence }));
  const name = list.data?.person.name ?? "";
  useDocumentTitle(name ? t("trainingParticipants.person.title", { name }) : undefined);

  return (
    <div className={styles.list}>
      <Breadcrumbs
        items={[
          { label: t("pages.titles.lmsUsers"), to: "/lms/users" },
          ...(name ? [{ label: name, to: `/lms/users/${userId}/edit` }] : []),
          { label: t("trainingParticipants.person.breadcrumb") },
        ]}
      />
      <h1>
        {name
          ? t("trainingParticipants.person.title", { name })
          : t("trainingParticipants.person.breadcrumb")}
      </h1>
      <PersonTabs userId={userId} />
      <p className={styles.intro}>{t("trainingParticipants.person.intro")}</p>
      <div className={styles.filterRow}>
        <Select
          label={t("trainingParticipants.person.filter")}
          value={presence ?? "all"}
          placeholder={null}
          options={(["all", ...trainingPresenceFilters] as const).map((value) => ({
            value,
            label: t(`trainingParticipants.person.filters.${value}`),
          }))}
          onChange={(value) => setParams(isFilter(value) ? { presence: value } : {})}
        />
      </div>
      {list.isError && <Alert tone="danger">{t("trainingParticipants.person.loadFailed")}</Alert>}
      {list.isPending ? (
        <Skeleton height={200} />
      ) : (
        list.data && (
          <Table<ParticipantTraining>
            columns={[
              {
                key: "name",
                header: t("trainingParticipants.person.name"),
                render: (training) => (
                  <span className={own.name}>
                    {training.name}
                    {training.waiting && (
                      <Badge tone="warning">
                        {t("trainingParticipants.waiting.badge", {
                          position: training.waitingListPosition,
                        })}
                      </Badge>
                    )}
                  </span>
                ),
              },
              {
                key: "dates",
                header: t("trainingParticipants.person.dates"),
                render: (training) => (
                  <ul className={own.dates}>
                    {training.dates.map((date) => (
                      <li key={date.id}>
                        <span>{formatTrainingDate(date.date, date.timeFrom, date.timeTo)}</span>
                        {date.presence !== null && <PresenceBadge presence={date.presence} />}
                      </li>
                    ))}
                  </ul>
                ),
              },
              { key: "locationLine", header: t("trainingParticipants.person.where") },
              {
                key: "presence",
                header: t("trainingParticipants.person.presence"),
                render: (training) => <PresenceBadge presence={training.presence} />,
              },
              {
                key: "certificate",
                header: t("trainingParticipants.person.certificate"),
                render: (training) => (
                  <CertificateStatusBadge status={training.certificateStatus} />
                ),
              },
            ]}
            rows={list.data.data}
            getRowKey={(training) => training.id}
            emptyText={
              presence
                ? t("trainingParticipants.person.emptyFiltered")
                : t("trainingParticipants.person.empty")
            }
            caption={t("trainingParticipants.person.breadcrumb")}
            captionHidden
            narrow="stack"
          />
        )
      )}
      {list.data && list.data.meta.lastPage > 1 && (
        <Pagination
          currentPage={page}
          lastPage={list.data.meta.lastPage}
          onPageChange={(next) =>
            setParams({ ...(presence ? { presence } : {}), page: String(next) })
          }
        />
      )}
      {list.data && (
        <CourseCertificatesSection
          userId={userId}
          personName={name}
          certificates={list.data.courseCertificates}
        />
      )}
    </div>
  );
}
