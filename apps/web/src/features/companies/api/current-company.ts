import type { getCurrentCompany } from "@leerlijn/contracts/companies/companies.contract";
import { currentCompanyEndpoint } from "@leerlijn/contracts/first-visit-endpoints";
import { queryOptions, useSuspenseQuery } from "@tanstack/react-query";
import { callEndpoint } from "../../../lib/api-client";

export const currentCompanyQuery = queryOptions({
  queryKey: ["companies", "current"],
  queryFn: ({ signal }) =>
    callEndpoint<typeof getCurrentCompany>(currentCompanyEndpoint, { signal }).then(
      (response) => response.data,
    ),
  staleTime: 5 * 60_000,
  // The root loader turns a failure into the not-found page; nothing else should react.
  meta: { showsErrors: true },
});

/** The company of this host; the root loader has loaded it before anything renders. */
export function useCurrentCompany() {
  return useSuspenseQuery(currentCompanyQuery).data;
}
