import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { FilterBar } from "./filter-bar";

const values = { queryString: "jan", role: "", groupId: "g2" };

function renderBar() {
  const onChange = vi.fn();
  render(
    <FilterBar
      values={values}
      onChange={onChange}
      searchLabel="Zoeken"
      searchPlaceholder="Naam of e-mailadres"
      selects={[
        {
          key: "role",
          label: "Rol",
          placeholder: "Alle rollen",
          options: [{ value: "trainer", label: "Trainer" }],
        },
        {
          key: "groupId",
          label: "Groep",
          placeholder: "Alle groepen",
          options: [
            { value: "g1", label: "Magazijn" },
            { value: "g2", label: "Kantoor" },
          ],
        },
      ]}
    />,
  );
  return { onChange };
}

describe("FilterBar", () => {
  it("shows the search and each select with its value, inside a search landmark", () => {
    renderBar();
    expect(screen.getByRole("search")).toBeInTheDocument();
    expect(screen.getByRole("searchbox", { name: "Zoeken" })).toHaveValue("jan");
    expect(screen.getByRole("combobox", { name: "Rol" })).toHaveDisplayValue("Alle rollen");
    expect(screen.getByRole("combobox", { name: "Groep" })).toHaveDisplayValue("Kantoor");
  });

  it("hands back only the value that changed", async () => {
    const { onChange } = renderBar();
    await userEvent.selectOptions(screen.getByRole("combobox", { name: "Rol" }), "Trainer");
    expect(onChange).toHaveBeenLastCalledWith({ role: "trainer" });

    fireEvent.change(screen.getByRole("searchbox", { name: "Zoeken" }), {
      target: { value: "bos" },
    });
    expect(onChange).toHaveBeenLastCalledWith({ queryString: "bos" });
  });
});
