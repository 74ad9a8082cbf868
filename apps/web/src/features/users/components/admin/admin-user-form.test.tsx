import type { CompanySummary } from "@leerlijn/contracts/companies/companies.contract";
import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../../lib/api-client";
import { AdminUserForm, type AdminUserFormValues } from "./admin-user-form";

const company = (id: string, name: string, type: CompanySummary["type"]): CompanySummary => ({
  id,
  name,
  type,
  domainCode: id,
  host: null,
  parentId: null,
});
const companies = [
  company("demo", "Demo Logistiek", "company"),
  company("zorg", "Zorggroep Horizon", "company"),
  company("beheer", "Leerlijn Beheer", "administrator"),
];

const fatima: AdminUserFormValues = {
  firstName: "Fatima",
  middleName: "",
  lastName: "Yilmaz",
  email: "fatima@demo.example",
  memberships: [{ companyId: "demo", role: "company-student" }],
};

function renderForm(props: {
  single?: boolean;
  error?: Error | null;
  values?: AdminUserFormValues;
}) {
  const onSubmit = vi.fn();
  render(
    <AdminUserForm
      defaultValues={props.values ?? fatima}
      companies={companies}
      single={props.single ?? false}
      pending={false}
      error={props.error ?? null}
      submitLabel="Opslaan"
      pendingLabel="Bezig…"
      onCancel={() => {}}
      onSubmit={onSubmit}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const empty: AdminUserFormValues = {
  firstName: "",
  middleName: "",
  lastName: "",
  email: "",
  memberships: [{ companyId: "", role: "" }],
};

describe("AdminUserForm", () => {
  it("has the same name and email fields as user management, and a company and role", async () => {
    const { onSubmit, user } = renderForm({ single: true, values: empty });
    expect(screen.getByRole("textbox", { name: "Voornaam" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Achternaam" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toHaveAccessibleDescription(
      "Met een e-mailadres krijgt deze persoon een uitnodiging voor de gekozen omgeving.",
    );

    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(screen.getByRole("textbox", { name: "Voornaam" })).toHaveAccessibleDescription(
      "Vul een voornaam in.",
    );
    expect(screen.getByRole("combobox", { name: "Omgeving" })).toHaveAccessibleDescription(
      "Kies een omgeving.",
    );
    expect(screen.getByRole("combobox", { name: "Rol" })).toHaveAccessibleDescription(
      "Kies een rol.",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("offers the platform admin role only in an administrator company", async () => {
    const { user } = renderForm({});
    const role = screen.getByRole("combobox", { name: "Rol in omgeving 1" });
    const labels = () => [...role.querySelectorAll("option")].map((option) => option.textContent);
    expect(labels()).not.toContain("Platformbeheerder");
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Omgeving 1" }),
      "Leerlijn Beheer",
    );
    expect(labels()).toContain("Platformbeheerder");
  });

  it("sends every membership, added and removed ones included", async () => {
    const { onSubmit, user } = renderForm({});
    expect(screen.getByRole("button", { name: "Verwijderen uit Demo Logistiek" })).toBeDisabled();
    await user.click(screen.getByRole("button", { name: "Omgeving toevoegen" }));
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Omgeving 2" }),
      "Zorggroep Horizon",
    );
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Rol in omgeving 2" }),
      "Trainer",
    );
    await user.click(screen.getByRole("button", { name: "Verwijderen uit Demo Logistiek" }));
    await user.click(screen.getByRole("button", { name: "Opslaan" }));
    expect(onSubmit).toHaveBeenCalledWith(
      { ...fatima, memberships: [{ companyId: "zorg", role: "admin-trainer" }] },
      expect.anything(),
    );
  });

  it("shows the server's messages under the fields and the membership row they are about", () => {
    const error = new ApiError(
      422,
      {
        code: "VALIDATION_FAILED",
        message: "Controleer de invoer.",
        errors: {
          email: ["Er bestaat al een gebruiker met dit e-mailadres."],
          "memberships.0.company_id": ["Deze omgeving staat er al in."],
        },
      },
      "PATCH",
    );
    renderForm({ error });
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toHaveAccessibleDescription(
      "Er bestaat al een gebruiker met dit e-mailadres.",
    );
    expect(screen.getByRole("combobox", { name: "Omgeving 1" })).toHaveAccessibleDescription(
      "Deze omgeving staat er al in.",
    );
  });

  it("drops a server message under a membership field once that field is changed", async () => {
    const error = new ApiError(
      422,
      {
        code: "VALIDATION_FAILED",
        message: "Controleer de invoer.",
        errors: {
          company_id: ["Deze omgeving bestaat niet."],
          role: ["De rol platformbeheerder kan alleen in een beheeromgeving."],
        },
      },
      "POST",
    );
    const { user } = renderForm({ single: true, error });
    const company = screen.getByRole("combobox", { name: "Omgeving" });
    const role = screen.getByRole("combobox", { name: "Rol" });
    expect(company).toHaveAccessibleDescription("Deze omgeving bestaat niet.");
    await user.selectOptions(company, "Zorggroep Horizon");
    expect(company).not.toHaveAccessibleDescription("Deze omgeving bestaat niet.");
    expect(role).toHaveAccessibleDescription(
      "De rol platformbeheerder kan alleen in een beheeromgeving.",
    );
    await user.selectOptions(role, "Trainer");
    expect(role).not.toHaveAccessibleDescription(/platformbeheerder/);
  });

  it("drops the list's message once a row changes", async () => {
    const { user } = renderForm({
      error: membershipsError({
        memberships: ["Je kunt je eigen rol van platformbeheerder niet afnemen."],
      }),
    });
    expect(screen.getByText(/eigen rol van platformbeheerder/)).toBeInTheDocument();
    await user.selectOptions(
      screen.getByRole("combobox", { name: "Rol in omgeving 1" }),
      "Trainer",
    );
    expect(screen.queryByText(/eigen rol van platformbeheerder/)).not.toBeInTheDocument();
  });

  it("drops the rows' messages once a row is removed: the rows after it move up", async () => {
    const { user } = renderForm({
      error: membershipsError({
        "memberships.1.role": ["Deze rol past niet bij Zorggroep Horizon."],
      }),
      values: {
        ...fatima,
        memberships: [
          { companyId: "demo", role: "company-student" },
          { companyId: "zorg", role: "admin-trainer" },
          { companyId: "beheer", role: "admin-leerlijn" },
        ],
      },
    });
    const secondRole = () => screen.getByRole("combobox", { name: "Rol in omgeving 2" });
    expect(secondRole()).toHaveAccessibleDescription("Deze rol past niet bij Zorggroep Horizon.");
    await user.click(screen.getByRole("button", { name: "Verwijderen uit Demo Logistiek" }));
    expect(screen.getByRole("combobox", { name: "Omgeving 2" })).toHaveDisplayValue(
      "Leerlijn Beheer",
    );
    expect(secondRole()).not.toHaveAccessibleDescription(/Zorggroep Horizon/);
  });
});

function membershipsError(errors: Record<string, string[]>) {
  return new ApiError(
    422,
    { code: "VALIDATION_FAILED", message: "Controleer de invoer.", errors },
    "PATCH",
  );
}
