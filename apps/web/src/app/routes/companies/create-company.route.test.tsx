import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { subCompaniesQuery } from "../../../features/companies/api/list-companies";
import { renderWithSession, testCompany } from "../../../test/render-with-session";
import { CreateCompanyPage } from "./create-company.route";

const admin = { ...testCompany, id: "a0", name: "Leerlijn Beheer", type: "administrator" as const };
const summary = (id: string, name: string, parentId: string | null): CompanySummary => ({
  id,
  name,
  type: "company",
  domainCode: id,
  host: `${id}.localhost`,
  parentId,
});

describe("CreateCompanyPage", () => {
  it("lists only this company's own sub companies, not every company the admin domain answers", () => {
    renderWithSession(<CreateCompanyPage />, {
      roles: ["admin-leerlijn"],
      company: admin,
      data: [
        [
          subCompaniesQuery.queryKey,
          [
            summary("a0", "Leerlijn Beheer", null),
            summary("demo", "Demo Logistiek", null),
            summary("noord", "Demo Logistiek Noord", "demo"),
            summary("proef", "Leerlijn Proefomgeving", "a0"),
          ],
        ],
      ],
    });
    const list = screen.getByRole("heading", { name: "Jouw subomgevingen" }).closest("section");
    expect(list).not.toBeNull();
    expect(within(list as HTMLElement).getByText("Leerlijn Proefomgeving")).toBeInTheDocument();
    for (const other of ["Leerlijn Beheer", "Demo Logistiek", "Demo Logistiek Noord"])
      expect(within(list as HTMLElement).queryByText(other)).not.toBeInTheDocument();
  });
});
