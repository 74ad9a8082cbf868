import { listCompanies } from "@leerlijn/contracts/companies/companies.contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/** Every sub company of this company at once (for selects); needs domain.companies.list. */
export const subCompaniesQuery = queryOptions({
  queryKey: ["companies", "list", "all"],
  queryFn: async ({ signal }) => {
    const response = await callApi(listCompanies, { query: { paginate: "false" }, signal });
    return response.data;
  },
  // The caller shows the spec's own toast for this failure.
  meta: { showsErrors: true },
});
