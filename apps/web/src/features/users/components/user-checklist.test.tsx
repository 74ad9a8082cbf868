import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { userOptionsQuery } from "../api/user-options";
import { UserChecklist } from "./user-checklist";

const people = [
  { id: "a", name: "Zeynep Kaya", email: "zeynep@demo.example" },
  { id: "b", name: "Anouk de Wit", email: "anouk@demo.example" },
  { id: "c", name: "Émile Laurent", email: null },
  { id: "d", name: "Bram Kok", email: "bram@demo.example" },
];

function Harness({
  initial,
  onChange,
  already,
}: {
  initial: string[];
  onChange?: (ids: string[]) => void;
  already?: { ids: ReadonlySet<string>; badge: string };
}) {
  const [value, setValue] = useState(initial);
  return (
    <UserChecklist
      label="Leden"
      value={value}
      already={already}
      onChange={(ids) => {
        setValue(ids);
        onChange?.(ids);
      }}
    />
  );
}

const names = () =>
  within(screen.getByRole("group", { name: "Leden" }))
    .getAllByRole("checkbox")
    .map((box) => box.closest("label")?.querySelector("span span")?.textContent);

describe("UserChecklist", () => {
  it("lists people by name with the ticked ones first", () => {
    renderWithSession(<Harness initial={["a"]} />, {
      roles: ["admin-group-leader"],
      data: [[userOptionsQuery.queryKey, people]],
    });
    expect(names()).toEqual(["Zeynep Kaya", "Anouk de Wit", "Bram Kok", "Émile Laurent"]);
    expect(screen.getByText("1 persoon gekozen")).toBeInTheDocument();
  });

  it("ticks and unticks, and searches names and emails without caring for accents", async () => {
    const onChange = vi.fn();
    renderWithSession(<Harness initial={[]} onChange={onChange} />, {
      roles: ["admin-group-leader"],
      data: [[userOptionsQuery.queryKey, people]],
    });
    const user = userEvent.setup();
    await user.click(screen.getByRole("checkbox", { name: /Bram Kok/ }));
    expect(onChange).toHaveBeenLastCalledWith(["d"]);
    await user.type(
      screen.getByRole("searchbox", { name: "Zoek op naam of e-mailadres" }),
      "emile",
    );
    expect(names()).toEqual(["Émile Laurent"]);
    await user.clear(screen.getByRole("searchbox"));
    await user.type(screen.getByRole("searchbox"), "anouk@");
    expect(names()).toEqual(["Anouk de Wit"]);
    await user.type(screen.getByRole("searchbox"), "niemand");
    expect(screen.getByText(/Niemand gevonden/)).toBeInTheDocument();
  });

  it("offers inline creation only to someone who may create users and is not the platform admin", () => {
    const { unmount } = renderWithSession(<Harness initial={[]} />, {
      roles: ["admin-trainer"],
      data: [[userOptionsQuery.queryKey, people]],
    });
    expect(screen.getByRole("button", { name: "Nieuwe persoon" })).toBeInTheDocument();
    unmount();
    const admin = renderWithSession(<Harness initial={[]} />, {
      roles: ["admin-leerlijn"],
      data: [[userOptionsQuery.queryKey, people]],
    });
    expect(screen.queryByRole("button", { name: "Nieuwe persoon" })).not.toBeInTheDocument();
    admin.unmount();
    renderWithSession(<Harness initial={[]} />, {
      roles: ["company-student"],
      data: [[userOptionsQuery.queryKey, people]],
    });
    expect(screen.queryByRole("button", { name: "Nieuwe persoon" })).not.toBeInTheDocument();
  });

  it("shows people who are in already as ticked and not to be chosen, apart from the count", async () => {
    const onChange = vi.fn();
    renderWithSession(
      <Harness
        initial={[]}
        onChange={onChange}
        already={{ ids: new Set(["b"]), badge: "Volgt al" }}
      />,
      { roles: ["admin-group-leader"], data: [[userOptionsQuery.queryKey, people]] },
    );
    const anouk = screen.getByRole("checkbox", { name: /Anouk de Wit.*Volgt al/ });
    expect(anouk).toBeChecked();
    expect(anouk).toBeDisabled();
    expect(screen.getByRole("checkbox", { name: /Bram Kok/ })).not.toBeChecked();
    expect(screen.getAllByText("Volgt al")).toHaveLength(1);
    expect(screen.getByText("0 personen gekozen")).toBeInTheDocument();
    await userEvent.setup().click(anouk);
    expect(onChange).not.toHaveBeenCalled();
  });

  it("puts focus on the first name when the new-person dialog opens, and back after", async () => {
    renderWithSession(<Harness initial={[]} />, {
      roles: ["admin-group-leader"],
      data: [[userOptionsQuery.queryKey, people]],
    });
    const user = userEvent.setup();
    const opener = screen.getByRole("button", { name: "Nieuwe persoon" });
    await user.click(opener);
    const dialog = await screen.findByRole("dialog", { name: "Nieuwe persoon toevoegen" });
    expect(within(dialog).getByRole("textbox", { name: "Voornaam" })).toHaveFocus();
    await user.keyboard("{Escape}");
    expect(opener).toHaveFocus();
  });
});
