import type { AdminUser } from "@leerlijn/contracts/users/admin-users.contract";
import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router";
import { subCompaniesQuery } from "../../../features/companies/api/list-companies";
import { adminUserQuery, useUpdateAdminUser } from "../../../features/users/api/admin-users";
import { AdminUserForm } from "../../../features/users/components/admin/admin-user-form";
import { personBodyOf } from "../../../features/users/components/person-fields";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Card } from "../../../ui/card/card";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";

/** /admin/users/{userId}/edit: name, email, companies and roles of one person. */
export function AdminUserEditPage() {
  const { t } = useTranslation();
  const { userId = "" } = useParams();
  const person = useQuery(adminUserQuery(userId));
  const companies = useQuery(subCompaniesQuery);
  const title = t("users.admin.editTitle", { name: person.data?.name ?? "" });
  useDocumentTitle(person.data ? title : t("pages.titles.adminUserEdit"));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("users.admin.breadcrumb"), to: "/admin/users" },
          ...(person.data
            ? [{ label: person.data.name, to: `/admin/users/${person.data.id}` }]
            : []),
          { label: t("users.admin.edit") },
        ]}
      />
      {person.data && companies.data ? (
        <>
          <h1>{title}</h1>
          <Card>
            <EditForm key={person.data.id} person={person.data} companies={companies.data} />
          </Card>
        </>
      ) : (
        <div aria-busy="true">
          <Skeleton height={32} width="40%" />
          <span className="visually-hidden">{t("common.loading")}</span>
        </div>
      )}
    </>
  );
}

function EditForm({
  person,
  companies,
}: {
  person: AdminUser;
  companies: readonly CompanySummary[];
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const update = useUpdateAdminUser(person.id);
  const detailPath = `/admin/users/${person.id}`;
  return (
    <AdminUserForm
      companies={companies}
      emailRequired={person.email !== null}
      defaultValues={{
        firstName: person.firstName,
        middleName: person.middleName ?? "",
        lastName: person.lastName,
        email: person.email ?? "",
        memberships: person.memberships.map((membership) => ({
          companyId: membership.companyId,
          role: membership.roles[0] ?? "",
        })),
      }}
      pending={update.isPending}
      error={update.error}
      submitLabel={t("common.save")}
      pendingLabel={t("common.saving")}
      onCancel={() => void navigate(detailPath)}
      onSubmit={(values) =>
        update.mutate(
          {
            ...personBodyOf(values),
            memberships: values.memberships.flatMap((membership) =>
              membership.role ? [{ companyId: membership.companyId, role: membership.role }] : [],
            ),
          },
          {
            onSuccess: ({ data }) => {
              toasts.show({
                type: "success",
                title: t("users.edit.saved", { name: data.name }),
                description: data.pendingEmail
                  ? t("users.edit.emailPending", {
                      email: data.pendingEmail,
                      current: data.email,
                    })
                  : undefined,
                // The change is not done yet: the note stays until it is read and closed.
                durationMs: data.pendingEmail ? null : undefined,
              });
              void navigate(detailPath);
            },
          },
        )
      }
    />
  );
}
