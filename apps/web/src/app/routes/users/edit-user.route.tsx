import { can } from "@leerlijn/contracts/permissions";
import { grantableRoles, isCompanyRole } from "@leerlijn/contracts/users/grantable-roles";
import type { ManagedUser, MemberStatus } from "@leerlijn/contracts/users/managed-user.schema";
import type { TFunction } from "i18next";
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate, useParams } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { useUpdateUser } from "../../../features/users/api/member-actions";
import { userDetailQuery } from "../../../features/users/api/user-detail";
import { AccountActions } from "../../../features/users/components/account-actions";
import { MemberStatusBadge } from "../../../features/users/components/member-status-badge";
import { UserForm } from "../../../features/users/components/user-form";
import { personBodyOf } from "../../../features/users/components/person-fields";
import { Alert } from "../../../ui/alert/alert";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Card } from "../../../ui/card/card";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./edit-user.module.css";

/** /lms/users/{userId}/edit: a person's details and their account in this company. */
export function EditUserPage() {
  const { t } = useTranslation();
  const { userId = "" } = useParams();
  const person = useQuery(userDetailQuery(userId));
  useDocumentTitle(person.data?.name ?? t("users.edit.title"));
  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("users.breadcrumbs.users"), to: "/lms/users" },
          { label: person.data?.name ?? t("users.edit.title") },
        ]}
      />
      {person.data ? (
        <EditUser key={person.data.id} person={person.data} />
      ) : (
        <div aria-busy="true">
          <Skeleton height={32} width="40%" />
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      )}
    </>
  );
}

function EditUser({ person }: { person: ManagedUser }) {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const update = useUpdateUser(person.id);
  const currentRole = person.roles.length === 1 ? person.roles[0] : undefined;
  const roles = grantableRoles(user.roles);
  const editable = person.canManage && can(user, "lms.users.edit");
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);

  return (
    <>
      <div className={styles.title}>
        <h1>{person.name}</h1>
        <MemberStatusBadge status={person.status} />
      </div>
      <p className={styles.meta}>
        {person.companyName}
        {person.email ? ` · ${person.email}` : ""}
      </p>
      {can(user, "lms.enrollments.list") && (
        <p>
          <Link to={`/lms/users/${person.id}/enrollments`}>
            {t("enrollments.results.linkFromUser")}
          </Link>
        </p>
      )}
      {can(user, ["lms.enrollments.list", "lms.users.show"]) && (
        <p>
          <Link to={`/lms/users/${person.id}/trainings`}>
            {t("trainingParticipants.person.linkFromUser")}
          </Link>
        </p>
      )}
      {pendingEmail && (
        <Alert tone="info" title={t("users.edit.emailPendingTitle")}>
          {t("users.edit.emailPending", { email: pendingEmail, current: person.email })}
        </Alert>
      )}
      <div className={styles.columns}>
        <Card title={t("users.edit.details")}>
          {editable ? (
            <UserForm
              defaultValues={{
                firstName: person.firstName,
                middleName: person.middleName ?? "",
                lastName: person.lastName,
                email: person.email ?? "",
                role: currentRole && isCompanyRole(currentRole) ? currentRole : "",
              }}
              roles={currentRole && isCompanyRole(currentRole) ? roles : undefined}
              companyType={company.type}
              identityLocked={!person.canEditIdentity}
              emailRequired={person.email !== null}
              emailHint={emailHintFor(person.status, t)}
              pending={update.isPending}
              error={update.error}
              submitLabel={t("common.save")}
              pendingLabel={t("common.saving")}
              onCancel={() => void navigate("/lms/users")}
              onSubmit={(values) =>
                update.mutate(
                  {
                    ...personBodyOf(values),
                    ...(values.role && values.role !== currentRole ? { role: values.role } : {}),
                  },
                  {
                    // A person who had no account gets an invitation with their new email;
                    // someone with a password keeps their address until they confirm the new one.
                    onSuccess: ({ data }) => {
                      setPendingEmail(data.pendingEmail ?? null);
                      toasts.show({
                        type: "success",
                        title: t("users.edit.saved", { name: data.name }),
                        ...(person.status === "no_account" && data.status === "invited"
                          ? { description: t("users.edit.invited", { email: data.email }) }
                          : {}),
                      });
                    },
                  },
                )
              }
            />
          ) : (
            <p>{t("users.edit.readOnly")}</p>
          )}
        </Card>
        <Card title={t("users.edit.account")}>
          <AccountActions person={person} />
        </Card>
      </div>
    </>
  );
}

/**
 * What the email means for this person. A deactivated person may well have an account already,
 * so the invitation hint would promise a mail that saving does not send.
 */
function emailHintFor(status: MemberStatus, t: TFunction): string | null | undefined {
  if (status === "active") return t("users.edit.emailHint");
  if (status === "deactivated") return null;
  return undefined;
}
