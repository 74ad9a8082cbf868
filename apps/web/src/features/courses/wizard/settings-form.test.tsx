import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { courseVersion } from "../../../test/course-version";
import { renderWithSession } from "../../../test/render-with-session";
import { SettingsForm } from "./settings-form";

function renderForm() {
  const onSubmit = vi.fn();
  renderWithSession(
    <SettingsForm
      version={courseVersion()}
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
});
