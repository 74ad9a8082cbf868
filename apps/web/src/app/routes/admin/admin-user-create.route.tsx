import { useQuery } from "@tanstack/react-query";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { subCompaniesQuery } from "../../../features/companies/api/list-companies";
import { useCreateAdminUser } from "../../../features/users/api/admin-users";
import { AdminUserForm } from "../../../features/users/components/admin/admin-user-form";
import { personBodyOf } from "../../../features/users/components/person-fields";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Card } from "../../../ui/card/card";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";

/** /admin/users/create: a person in any company, with any role there. */
export function AdminUserCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const companies = useQuery(subCompaniesQuery);
  const create = useCreateAdminUser();
  useDocumentTitle(t("pages.titles.adminUsersCreate"));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("users.admin.breadcrumb"), to: "/admin/users" },
          { label: t("pages.titles.adminUsersCreate") },
        ]}
      />
      <h1>{t("pages.titles.adminUsersCreate")}</h1>
      <p>{t("users.admin.createIntro")}</p>
      <Card>
        {companies.data ? (
          <AdminUserForm
            single
            companies={companies.data}
            defaultValues={{
              firstName: "",
              middleName: "",
              lastName: "",
              email: "",
              memberships: [{ companyId: "", role: "" }],
            }}
            pending={create.isPending}
            error={create.error}
            submitLabel={t("users.form.add")}
            pendingLabel={t("users.form.adding")}
            onCancel={() => void navigate("/admin/users")}
            onSubmit={(values) => {
              const [placement] = values.memberships;
              if (!placement?.role) return;
              create.mutate(
                {
                  ...personBodyOf(values),
                  companyId: placement.companyId,
                  role: placement.role,
                },
                {
                  onSuccess: ({ data }) => {
                    toasts.show({
                      type: "success",
                      title: t("users.created.title", { name: data.name }),
                      description: data.email
                        ? t("users.created.invited", { email: data.email })
                        : t("users.created.withoutAccount"),
                    });
                    void navigate(`/admin/users/${data.id}`);
                  },
                },
              );
            }}
          />
        ) : (
          <div aria-busy="true">
            <Skeleton height={200} />
            <span className="visually-hidden">{t("common.loading")}</span>
          </div>
        )}
      </Card>
    </>
  );
}
