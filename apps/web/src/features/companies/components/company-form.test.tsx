import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { ApiError } from "../../../lib/api-client";
import { CompanyForm } from "./company-form";

describe("CompanyForm", () => {
  it("drops the server's message about a domain code once it is changed", async () => {
    const error = new ApiError(
      422,
      {
        code: "VALIDATION_FAILED",
        message: "Controleer de invoer.",
        errors: {
          name: ["Deze naam is te lang."],
          domain_code: ["Deze domeincode is al in gebruik. Kies een andere."],
        },
      },
      "POST",
    );
    render(
      <CompanyForm
        baseHost="localhost"
        defaultColor="#1d4ed8"
        pending={false}
        error={error}
        onSubmit={vi.fn()}
        onCancel={vi.fn()}
      />,
    );
    const domainCode = screen.getByRole("textbox", { name: "Domeincode" });
    expect(domainCode).toHaveAccessibleDescription(/al in gebruik/);

    await userEvent.setup().type(domainCode, "zuid");

    expect(domainCode).not.toHaveAccessibleDescription(/al in gebruik/);
    expect(screen.getByRole("textbox", { name: "Naam" })).toHaveAccessibleDescription(
      /Deze naam is te lang\.$/,
    );
  });
});
