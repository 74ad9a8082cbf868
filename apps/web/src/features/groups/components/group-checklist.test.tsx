import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { groupOptionsQuery } from "../api/groups";
import { GroupChecklist } from "./group-checklist";

function Chooser() {
  const [value, setValue] = useState<string[]>(["g2"]);
  return (
    <>
      <GroupChecklist legend="Kies groepen" value={value} onChange={setValue} enabled />
      <output>{value.join(",")}</output>
    </>
  );
}

describe("the group checklist", () => {
  it("ticks and unticks groups, each with its member count", async () => {
    renderWithSession(<Chooser />, {
      roles: ["admin-group-leader"],
      data: [
        [
          groupOptionsQuery.queryKey,
          [
            { id: "g1", name: "Magazijn", memberCount: 12 },
            { id: "g2", name: "Kantoor", memberCount: 1 },
          ],
        ],
      ],
    });
    const group = screen.getByRole("group", { name: "Kies groepen" });
    expect(group).toHaveTextContent("12 leden");
    expect(screen.getByRole("checkbox", { name: /Kantoor/ })).toBeChecked();
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: /Magazijn/ }));
    expect(screen.getByRole("status")).toHaveTextContent("g2,g1");
    await user.click(screen.getByRole("checkbox", { name: /Kantoor/ }));
    expect(screen.getByRole("status")).toHaveTextContent(/^g1$/);
  });

  it("says so when the company has no groups", () => {
    renderWithSession(<Chooser />, {
      roles: ["admin-group-leader"],
      data: [[groupOptionsQuery.queryKey, []]],
    });
    expect(screen.getByText(/geen groepen/i)).toBeInTheDocument();
  });
});
