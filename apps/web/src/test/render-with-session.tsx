import type { Company } from "@leerlijn/contracts/companies/company.schema";
import { permissionsForRoles, type Role } from "@leerlijn/contracts/permissions";
import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import type { ReactNode } from "react";
import { createMemoryRouter, MemoryRouter, type RouteObject, RouterProvider } from "react-router";
import { currentCompanyQuery } from "../features/companies/api/current-company";
import { currentUserQueryKey } from "../lib/query-keys";
import { ConfirmDialogHost } from "../ui/confirm-dialog/confirm-dialog";

export const testCompany: Company = {
  id: "00000000-0000-4000-8000-000000000001",
  name: "Demo Logistiek",
  type: "company",
  domainCode: "demo",
  parentDomainCode: null,
  primaryColor: "#1d4ed8",
  hasDarkPrimaryColor: true,
  logo: { light: null, dark: null },
  hasSubCompanies: false,
  canAddSubCompanies: false,
  openLibraryName: "openLibrary",
};

export function testUser(roles: Role[]): CurrentUser {
  return {
    id: "00000000-0000-4000-8000-000000000002",
    name: "Sanne de Vries",
    firstName: "Sanne",
    middleName: "de",
    lastName: "Vries",
    email: "sanne@demo.example",
    phoneNumber: null,
    dateOfBirth: null,
    signature: null,
    notificationPreference: 0,
    roles,
    permissions: permissionsForRoles(roles),
    companyUserId: null,
    avatarUrl: null,
    signDocumentsCount: 0,
    menuItems: [],
    onAdministrativeDomain: false,
  };
}

/** A query client that holds the signed-in user and the company, as the loaders would. */
export function sessionQueryClient({
  roles,
  data = [],
  company = testCompany,
}: {
  roles: Role[];
  data?: [readonly unknown[], unknown][];
  company?: Company;
}): QueryClient {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Infinity } },
  });
  client.setQueryData(currentUserQueryKey, testUser(roles));
  client.setQueryData(currentCompanyQuery.queryKey, company);
  for (const [key, value] of data) client.setQueryData(key, value);
  return client;
}

/**
 * Renders inside the providers a signed-in page has: a query client that already holds the
 * current user and company (as the loaders would have fetched them) plus any other data.
 */
export function renderWithSession(
  ui: ReactNode,
  {
    roles,
    data = [],
    company = testCompany,
    path = "/",
  }: { roles: Role[]; data?: [readonly unknown[], unknown][]; company?: Company; path?: string },
) {
  const client = sessionQueryClient({ roles, data, company });
  return render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        {ui}
        <ConfirmDialogHost />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

/**
 * The same providers around a data router (`createMemoryRouter`), for pages that block
 * navigation (`useBlocker`, the leave guard); returns the router to read or move its location.
 */
export function renderRoutesWithSession(
  routes: RouteObject[],
  {
    roles,
    data = [],
    company = testCompany,
    path = "/",
  }: { roles: Role[]; data?: [readonly unknown[], unknown][]; company?: Company; path?: string },
) {
  const client = sessionQueryClient({ roles, data, company });
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = render(
    <QueryClientProvider client={client}>
      <RouterProvider router={router} />
      <ConfirmDialogHost />
    </QueryClientProvider>,
  );
  return { router, ...rendered };
}
