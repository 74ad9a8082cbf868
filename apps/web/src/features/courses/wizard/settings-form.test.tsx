import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { courseVersion } from "../../../test/course-version";
import { renderWithSession } from "../../../test/render-with-session";
import { SettingsForm } from "./settings-form";

function renderForm(version = courseVersion()) {
  const onSubmit = vi.fn();
  renderWithSession(
    <SettingsForm
      version={version}
      readOnly={false}
      isLast={false}
      pending={false}
      failure={null}
      onSubmit={onSubmit}
    />,
    { roles: ["admin-group-leader"] },
  );
  return { onSubmit, user: userEvent.setup() };
}

describe("SettingsForm", () => {
  it.each([
    ["Beschikbare tijd", "0", "Vul een tijdslimiet van minimaal 1 minuut in."],
    ["Beschikbare tijd", "-3", "Vul een tijdslimiet van minimaal 1 minuut in."],
    ["Beschikbare tijd", "601", "Een tijdslimiet is maximaal 600 minuten."],
    [/Slagingspercentage/, "0", "Vul een slagingspercentage tussen 1 en 100 in."],
    [/Slagingspercentage/, "101", "Vul een slagingspercentage tussen 1 en 100 in."],
  ])("refuses %s %s with its reason and keeps what was typed", async (label, typed, message) => {
    const { onSubmit, user } = renderForm();
    const field = screen.getByRole("spinbutton", { name: label });
    await user.clear(field);
    await user.type(field, typed);
    await user.click(screen.getByRole("button", { name: "Opslaan en verder" }));

    expect(field).toHaveValue(typed);
    expect(field).toHaveAccessibleDescription(expect.stringContaining(message));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("issues a certificate on passing, valid for the months filled in or without end", async () => {
    const { onSubmit, user } = renderForm();
    expect(screen.queryByRole("spinbutton", { name: /Geldigheid/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole("checkbox", { name: /Certificaat uitgeven bij slagen/ }));
    const months = screen.getByRole("spinbutton", { name: /Geldigheid/ });
    expect(months).toHaveAccessibleDescription(expect.stringContaining("onbeperkt geldig"));

    await user.type(months, "121");
    await user.click(screen.getByRole("button", { name: "Opslaan en verder" }));
    expect(months).toHaveAccessibleDescription(
      expect.stringContaining("Vul een geldigheid van 1 tot 120 maanden in"),
    );
    expect(onSubmit).not.toHaveBeenCalled();

    await user.clear(months);
    await user.type(months, "24");
    await user.click(screen.getByRole("button", { name: "Opslaan en verder" }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ issuesCertificate: true, certificateValidityMonths: 24 }),
    );
  });

  it("shows the saved setting, and saves an empty validity as without end", async () => {
    const { onSubmit, user } = renderForm(
      courseVersion({
        settings: {
          ...courseVersion().settings,
          issuesCertificate: true,
          certificateValidityMonths: 12,
        },
      }),
    );
    expect(screen.getByRole("checkbox", { name: /Certificaat uitgeven bij slagen/ })).toBeChecked();
    const months = screen.getByRole("spinbutton", { name: /Geldigheid/ });
    expect(months).toHaveValue("12");
    await user.clear(months);
    await user.click(screen.getByRole("button", { name: "Opslaan en verder" }));
    expect(onSubmit).toHaveBeenLastCalledWith(
      expect.objectContaining({ issuesCertificate: true, certificateValidityMonths: null }),
    );
  });
});
