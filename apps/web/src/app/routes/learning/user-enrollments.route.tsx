import { can } from "@leerlijn/contracts/permissions";
import { Plus } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useParams, useSearchParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import {
  type UserEnrollmentState,
  useUserEnrollments,
} from "../../../features/enrollments/api/assignments";
import { UserEnrollmentsTable } from "../../../features/enrollments/components/user-enrollments-table";
import { Alert } from "../../../ui/alert/alert";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Button } from "../../../ui/button/button";
import { Pagination } from "../../../ui/pagination/pagination";
import { Select } from "../../../ui/select/select";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { useDocumentTitle } from "../../use-document-title";
import { AssignCourseToPersonDialog } from "./assign-course-to-person-dialog";
import styles from "./learning.module.css";
import { PersonTabs } from "./person-tabs";

const states: readonly UserEnrollmentState[] = ["all", "active", "deleted"];

/** `/lms/users/{userId}/enrollments`: a learner's courses and results, history included. */
export function UserEnrollmentsPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const { userId = "" } = useParams();
  const [params, setParams] = useSearchParams();
  const [assigning, setAssigning] = useState(false);
  const state = (states as readonly string[]).includes(params.get("state") ?? "")
    ? (params.get("state") as UserEnrollmentState)
    : "all";
  const page = Math.max(1, Number(params.get("page")) || 1);
  const list = useUserEnrollments(userId, { page, state });
  const name = list.data?.learner.name ?? "";
  useDocumentTitle(name ? t("enrollments.results.title", { name }) : undefined);

  return (
    <div className={styles.list}>
      <Breadcrumbs
        items={[
          { label: t("pages.titles.lmsUsers"), to: "/lms/users" },
          ...(name ? [{ label: name, to: `/lms/users/${userId}/edit` }] : []),
          { label: t("enrollments.results.breadcrumb") },
        ]}
      />
      <div className={styles.titleRow}>
        <h1>
          {name ? t("enrollments.results.title", { name }) : t("enrollments.results.breadcrumb")}
        </h1>
        {can(user, "lms.enrollments.create") && (
          <Button
            variant="primary"
            icon={<Plus size={18} aria-hidden="true" />}
            onClick={() => setAssigning(true)}
          >
            {t("enrollments.results.assign")}
          </Button>
        )}
      </div>
      <PersonTabs userId={userId} />
      <p className={styles.intro}>{t("enrollments.results.intro")}</p>
      <div className={styles.filterRow}>
        <Select
          label={t("enrollments.results.stateFilter")}
          value={state}
          placeholder={null}
          options={states.map((value) => ({
            value,
            label: t(`enrollments.results.states.${value}`),
          }))}
          onChange={(value) => setParams(value === "all" ? {} : { state: value })}
        />
      </div>
      {list.isError && <Alert tone="danger">{t("enrollments.results.loadFailed")}</Alert>}
      {list.isPending ? (
        <Skeleton height={200} />
      ) : (
        list.data && (
          <UserEnrollmentsTable
            enrollments={list.data.data}
            detailPath={(enrollment) => `/lms/users/${userId}/enrollments/${enrollment.id}`}
            emptyText={
              state === "all"
                ? t("enrollments.results.empty")
                : t("enrollments.results.emptyFiltered")
            }
          />
        )
      )}
      {list.data && list.data.meta.lastPage > 1 && (
        <Pagination
          currentPage={page}
          lastPage={list.data.meta.lastPage}
          onPageChange={(next) =>
            setParams({ ...(state === "all" ? {} : { state }), page: String(next) })
          }
        />
      )}
      {name && (
        <AssignCourseToPersonDialog
          open={assigning}
          onOpenChange={setAssigning}
          person={{ id: userId, name }}
        />
      )}
    </div>
  );
}
