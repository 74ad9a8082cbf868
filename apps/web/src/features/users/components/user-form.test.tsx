import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { UserForm, type UserFormProps } from "./user-form";

function renderForm(props: Partial<UserFormProps> = {}) {
  const onSubmit = vi.fn();
  render(
    <UserForm
      onSubmit={onSubmit}
      pending={false}
      error={null}
      companyType="company"
      submitLabel="Gebruiker toevoegen"
      pendingLabel="Bezig…"
      {...props}
    />,
  );
  return { onSubmit, user: userEvent.setup() };
}

const submit = () => screen.getByRole("button", { name: "Gebruiker toevoegen" });

describe("UserForm", () => {
  it("marks first and last name as required and names them when empty", async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.getByRole("textbox", { name: "Voornaam" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Achternaam" })).toBeRequired();
    expect(screen.getByRole("textbox", { name: "Tussenvoegsel" })).not.toBeRequired();
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).not.toBeRequired();

    await user.type(screen.getByRole("textbox", { name: "Voornaam" }), "   ");
    await user.click(submit());

    expect(screen.getByRole("textbox", { name: "Voornaam" })).toHaveAccessibleDescription(
      "Vul een voornaam in.",
    );
    expect(screen.getByRole("textbox", { name: "Achternaam" })).toHaveAccessibleDescription(
      "Vul een achternaam in.",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("says a name over 255 characters is too long", async () => {
    const { onSubmit, user } = renderForm();
    // Typing stops at 255; a pasted or filled-in value can still be longer.
    fireEvent.input(screen.getByRole("textbox", { name: "Voornaam" }), {
      target: { value: "a".repeat(256) },
    });
    fireEvent.input(screen.getByRole("textbox", { name: "Achternaam" }), {
      target: { value: "b".repeat(256) },
    });
    await user.click(submit());

    expect(screen.getByRole("textbox", { name: "Voornaam" })).toHaveAccessibleDescription(
      "De voornaam mag maximaal 255 tekens bevatten.",
    );
    expect(screen.getByRole("textbox", { name: "Achternaam" })).toHaveAccessibleDescription(
      "De achternaam mag maximaal 255 tekens bevatten.",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("requires the email only when the form says so", async () => {
    const { onSubmit, user } = renderForm({ emailRequired: true });
    const email = screen.getByRole("textbox", { name: "E-mailadres" });
    expect(email).toBeRequired();
    await user.type(screen.getByRole("textbox", { name: "Voornaam" }), "Jan");
    await user.type(screen.getByRole("textbox", { name: "Achternaam" }), "Bos");
    await user.click(submit());
    expect(email).toHaveAccessibleDescription(
      "Deze persoon krijgt een uitnodiging om een account te activeren. Vul een e-mailadres in.",
    );

    await user.type(email, "geen-adres");
    await user.click(submit());
    expect(email).toHaveAccessibleDescription(/Vul een geldig e-mailadres in\.$/);

    await user.clear(email);
    await user.type(email, "jan@bos.example");
    await user.click(submit());
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ firstName: "Jan", lastName: "Bos", email: "jan@bos.example" }),
      expect.anything(),
    );
  });

  it("shows the first server message of each field under it", () => {
    const error = new ApiError(
      422,
      {
        code: "VALIDATION_FAILED",
        message: "Controleer de invoer.",
        errors: {
          first_name: ["Eerste fout", "Tweede fout"],
          email: ["Er is in deze omgeving al een gebruiker met dit e-mailadres."],
          company_id: ["Kies een van de omgevingen uit de lijst."],
        },
      },
      "POST",
    );
    renderForm({
      error,
      companies: [
        { id: "a", name: "Demo" },
        { id: "b", name: "Demo Noord" },
      ],
    });
    expect(screen.getByRole("textbox", { name: "Voornaam" })).toHaveAccessibleDescription(
      "Eerste fout",
    );
    expect(screen.getByRole("textbox", { name: "E-mailadres" })).toHaveAccessibleDescription(
      /Er is in deze omgeving al een gebruiker met dit e-mailadres\.$/,
    );
    expect(screen.getByRole("combobox", { name: "Omgeving" })).toHaveAccessibleDescription(
      "Kies een van de omgevingen uit de lijst.",
    );
  });

  it("drops a server message once its field is changed, and keeps the others", async () => {
    const error = new ApiError(
      422,
      {
        code: "VALIDATION_FAILED",
        message: "Controleer de invoer.",
        errors: {
          last_name: ["Deze achternaam is te lang."],
          email: ["Er is in deze omgeving al een gebruiker met dit e-mailadres."],
        },
      },
      "POST",
    );
    const { user } = renderForm({ error, defaultValues: { email: "trainer@demo.example" } });
    const email = screen.getByRole("textbox", { name: "E-mailadres" });

    await user.clear(email);

    expect(email).not.toHaveAccessibleDescription(/al een gebruiker met dit e-mailadres/);
    expect(screen.getByRole("textbox", { name: "Achternaam" })).toHaveAccessibleDescription(
      "Deze achternaam is te lang.",
    );
  });

  it("offers a company only when there is more than one, and roles when given", () => {
    renderForm({
      companies: [{ id: "a", name: "Demo" }],
      roles: ["admin-trainer", "company-student"],
    });
    expect(screen.queryByRole("combobox", { name: "Omgeving" })).not.toBeInTheDocument();
    const role = screen.getByRole("combobox", { name: "Rol" });
    expect([...role.querySelectorAll("option")].map((option) => option.textContent)).toEqual([
      "Trainer",
      "Medewerker",
    ]);
  });

  it("keeps name and email read-only when the person belongs elsewhere too", () => {
    renderForm({ identityLocked: true, defaultValues: { firstName: "Karin" } });
    expect(screen.getByRole("textbox", { name: "Voornaam" })).toHaveAttribute("readonly");
    expect(screen.getByRole("status")).toHaveTextContent(
      /ook een account bij een andere organisatie/,
    );
  });
});
