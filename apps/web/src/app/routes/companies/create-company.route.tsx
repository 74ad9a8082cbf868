import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { useQuery } from "@tanstack/react-query";
import { Building2 } from "lucide-react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { useCreateCompany } from "../../../features/companies/api/create-company";
import { useCurrentCompany } from "../../../features/companies/api/current-company";
import { subCompaniesQuery } from "../../../features/companies/api/list-companies";
import { CompanyForm } from "../../../features/companies/components/company-form";
import {
  companyUrl,
  SubCompanyList,
} from "../../../features/companies/components/sub-company-list";
import { Alert } from "../../../ui/alert/alert";
import { Card } from "../../../ui/card/card";
import { EmptyState } from "../../../ui/empty-state/empty-state";
import { Skeleton } from "../../../ui/skeleton/skeleton";
import { toasts } from "../../../ui/toast/toast-store";
import { useDocumentTitle } from "../../use-document-title";
import styles from "./create-company.module.css";

/** Addresses have no sub domains; development then uses *.localhost, as the server does. */
function baseHostOf(hostname: string): string {
  return /^[\d.]+$|:/.test(hostname) ? "localhost" : hostname;
}

/** /companies/create: a new sub company of this one, and the ones it already has. */
export function CreateCompanyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const company = useCurrentCompany();
  const create = useCreateCompany();
  // On the administrative domain the list holds every company; this page is about this one's own.
  const existing = useQuery({
    ...subCompaniesQuery,
    select: (companies) => companies.filter((other) => other.parentId === company.id),
  });
  const [created, setCreated] = useState<CompanySummary | null>(null);
  const [formKey, setFormKey] = useState(0);
  useDocumentTitle(t("companies.create.title"));

  const listFailed = existing.isError;
  useEffect(() => {
    if (!listFailed) return;
    toasts.show({
      type: "error",
      title: t("companies.listFailed.title"),
      description: t("companies.listFailed.description"),
    });
  }, [listFailed, t]);

  return (
    <div className={styles.page}>
      <h1>{t("companies.create.title")}</h1>
      <p className={styles.intro}>{t("companies.create.intro", { company: company.name })}</p>
      {created?.host && (
        <Alert tone="success" title={t("companies.created.title", { name: created.name })}>
          {t("companies.created.text")}{" "}
          <a href={companyUrl(created.host)} target="_blank" rel="noreferrer">
            {t("companies.created.open", { host: created.host })}
          </a>
        </Alert>
      )}
      <div className={styles.columns}>
        <Card title={t("companies.create.formTitle")}>
          <CompanyForm
            key={formKey}
            baseHost={baseHostOf(window.location.hostname)}
            defaultColor={company.primaryColor}
            pending={create.isPending}
            error={create.error}
            onCancel={() => void navigate(-1)}
            onSubmit={(values) =>
              create.mutate(values, {
                onSuccess: ({ data }) => {
                  setCreated(data);
                  setFormKey((key) => key + 1);
                  create.reset();
                  toasts.show({
                    type: "success",
                    title: t("companies.created.title", { name: data.name }),
                  });
                },
              })
            }
          />
        </Card>
        <Card title={t("companies.list.title")} className={styles.side}>
          {existing.isPending ? (
            <div aria-busy="true">
              <Skeleton height={20} />
              <Skeleton height={20} />
            </div>
          ) : existing.data && existing.data.length > 0 ? (
            <SubCompanyList companies={existing.data} />
          ) : existing.isError ? (
            <p className={styles.muted}>{t("companies.listFailed.description")}</p>
          ) : (
            <EmptyState
              titleAs="p"
              icon={<Building2 size={28} aria-hidden="true" />}
              title={t("companies.list.empty")}
              text={t("companies.list.emptyText")}
            />
          )}
        </Card>
      </div>
    </div>
  );
}
