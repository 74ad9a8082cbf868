import type { AdminUser } from "@leerlijn/contracts/users/admin-users.contract";
import type { ManagedUser } from "@leerlijn/contracts/users/managed-user.schema";
import { render, screen, within } from "@testing-library/react";
import type { ReactNode } from "react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { AdminUsersTable } from "./admin/admin-users-table";
import { UsersTable } from "./users-table";

const identity = {
  name: "Fatima Yilmaz",
  firstName: "Fatima",
  middleName: null,
  lastName: "Yilmaz",
  email: "fatima@demo.example",
  createdAt: "2026-11-01T09:00:00.000Z",
};

const member: ManagedUser = {
  ...identity,
  id: "member-1",
  userId: "person-1",
  companyId: "demo",
  companyName: "Demo Logistiek",
  roles: ["company-student"],
  status: "active",
  groups: [{ id: "g1", name: "Magazijn" }],
  canEditIdentity: true,
  canManage: true,
};

const person: AdminUser = {
  ...identity,
  id: "person-1",
  email: null,
  status: "no_account",
  memberships: [
    {
      id: "member-1",
      companyId: "demo",
      companyName: "Demo Logistiek",
      companyType: "company",
      roles: ["admin-group-leader"],
      deactivated: false,
      pending: false,
    },
  ],
};

const inRouter = (ui: ReactNode) => render(<MemoryRouter>{ui}</MemoryRouter>);

function columnsAndFirstRow() {
  const table = screen.getByRole("table", { name: "Gebruikers" });
  const [, row] = within(table).getAllByRole("row");
  return {
    headers: within(table)
      .getAllByRole("columnheader")
      .map((cell) => cell.textContent),
    cells: within(row!)
      .getAllByRole("cell")
      .map((cell) => ({ text: cell.textContent, label: cell.dataset.label })),
    link: within(row!).getByRole("link"),
  };
}

describe("the people table shared by user management and the platform admin", () => {
  it("shows a company's people with name and email first, their own columns, status last", () => {
    inRouter(<UsersTable users={[member]} companyType="company" showCompany emptyText="Niemand" />);
    const { headers, cells, link } = columnsAndFirstRow();
    expect(headers).toEqual(["Naam", "Rol", "Groepen", "Omgeving", "Status"]);
    expect(cells.map((cell) => cell.text)).toEqual([
      "Fatima Yilmazfatima@demo.example",
      "Medewerker",
      "Magazijn",
      "Demo Logistiek",
      "Actief",
    ]);
    expect(link).toHaveAttribute("href", "/lms/users/member-1/edit");
  });

  it("shows everyone on the platform with their companies and roles in the same shell", () => {
    inRouter(<AdminUsersTable users={[person]} emptyText="Niemand" />);
    const { headers, cells, link } = columnsAndFirstRow();
    expect(headers).toEqual(["Naam", "Omgevingen en rollen", "Status"]);
    expect(cells.map((cell) => cell.text)).toEqual([
      "Fatima YilmazGeen e-mailadres",
      "Demo LogistiekGroepsleider",
      "Geen account",
    ]);
    expect(link).toHaveAttribute("href", "/admin/users/person-1");
  });

  it("labels every cell with its column for the phone layout, outside the cell's text", () => {
    inRouter(<AdminUsersTable users={[person]} emptyText="Niemand" />);
    const { cells } = columnsAndFirstRow();
    expect(cells.map((cell) => cell.label)).toEqual(["Naam", "Omgevingen en rollen", "Status"]);
    expect(screen.getByRole("table").className).toMatch(/stack/);
  });

  it("says so in one row when nobody matches", () => {
    inRouter(
      <UsersTable users={[]} companyType="company" showCompany={false} emptyText="Niemand" />,
    );
    expect(screen.getByRole("cell", { name: "Niemand" })).toHaveAttribute("colspan", "4");
  });
});
