import { createCompany } from "@leerlijn/contracts/companies/companies.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { currentCompanyQuery } from "./current-company";
import { subCompaniesQuery } from "./list-companies";

export type NewCompanyForm = {
  name: string;
  domainCode: string;
  primaryColor: string;
  logoLight: File | null;
  logoDark: File | null;
};

function formOf(values: NewCompanyForm): FormData {
  const form = new FormData();
  form.set("name", values.name);
  form.set("domainCode", values.domainCode);
  form.set("primaryColor", values.primaryColor);
  if (values.logoLight) form.set("logoLight", values.logoLight);
  if (values.logoDark) form.set("logoDark", values.logoDark);
  return form;
}

export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (values: NewCompanyForm) => callApi(createCompany, { body: formOf(values) }),
    meta: { showsErrors: true },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: subCompaniesQuery.queryKey });
      // The company now has sub companies, which the user form reads.
      await queryClient.invalidateQueries({ queryKey: currentCompanyQuery.queryKey });
    },
  });
}
