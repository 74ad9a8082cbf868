import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { GeneralInfoForm } from "./general-info-form";

const empty = { name: "", description: "", imageMediaId: null, learningGoals: [], testGoals: [] };

describe("GeneralInfoForm", () => {
  it("tells the author to fill in the course's name when it is left empty", async () => {
    const onSubmit = vi.fn();
    renderWithSession(
      <GeneralInfoForm
        initial={empty}
        isTest={false}
        pending={false}
        failure={null}
        onSubmit={onSubmit}
      />,
      { roles: ["admin-group-leader"] },
    );
    const user = userEvent.setup();
    await user.type(screen.getByRole("textbox", { name: "Leerdoel 1" }), "Brand melden");
    await user.type(screen.getByRole("textbox", { name: "Leerdoel 2" }), "Ontruimen");
    await user.click(screen.getByRole("button", { name: "Opslaan en verder" }));

    expect(screen.getByRole("textbox", { name: /Naam van de cursus/ })).toHaveAccessibleDescription(
      "Vul de naam van de cursus in.",
    );
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("explains that each goal has its own field, not one per line", () => {
    renderWithSession(
      <GeneralInfoForm initial={empty} isTest pending={false} failure={null} onSubmit={vi.fn()} />,
      { roles: ["admin-group-leader"] },
    );
    expect(screen.getByRole("group", { name: /Wat ga je leren/ })).toHaveAccessibleDescription(
      "Vul minstens twee leerdoelen in, elk in een eigen veld.",
    );
    expect(screen.getByRole("group", { name: /Wat toetsen we/ })).toHaveAccessibleDescription(
      "Vul minstens twee onderwerpen in, elk in een eigen veld.",
    );
  });
});
