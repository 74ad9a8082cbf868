import { grantableRoles, learnerRoleFor } from "@leerlijn/contracts/users/grantable-roles";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCurrentUser } from "../../../features/auth/api/current-user";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { useFormCompanies } from "../../../features/users/api/form-companies";
import { newUserFieldError } from "../../../features/users/api/create-user";
import { newUserBodyOf, UserForm } from "../../../features/users/components/user-form";
import { useAddPerson } from "../../../features/users/use-add-person";
import { Breadcrumbs } from "../../../ui/breadcrumbs/breadcrumbs";
import { Card } from "../../../ui/card/card";
import { useDocumentTitle } from "../../use-document-title";

/** /lms/users/create */
export function CreateUserPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const company = useCurrentCompany();
  const navigate = useNavigate();
  const companies = useFormCompanies(user, company);
  const person = useAddPerson();
  useDocumentTitle(t("users.create.title"));

  return (
    <>
      <Breadcrumbs
        items={[
          { label: t("users.breadcrumbs.users"), to: "/lms/users" },
          { label: t("users.create.title") },
        ]}
      />
      <h1>{t("users.create.title")}</h1>
      <p>{t("users.create.intro")}</p>
      <Card>
        <UserForm
          defaultValues={{ companyId: company.id, role: learnerRoleFor(company.type) }}
          companies={companies}
          roles={grantableRoles(user.roles)}
          companyType={company.type}
          pending={person.pending}
          error={person.error}
          submitLabel={t("users.form.add")}
          pendingLabel={t("users.form.adding")}
          onCancel={() => void navigate("/lms/users")}
          validateOnServer={(values, field) => newUserFieldError(newUserBodyOf(values), field)}
          onSubmit={(values) =>
            void person.add(values, { onAdded: () => void navigate("/lms/users") })
          }
        />
      </Card>
    </>
  );
}
