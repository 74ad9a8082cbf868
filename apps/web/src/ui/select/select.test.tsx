import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { normalizeSelectOptions, Select, type SelectOptions } from "./select";

afterEach(() => {
  vi.restoreAllMocks();
});

function Controlled({ options }: { options: SelectOptions }) {
  const [value, setValue] = useState("");
  return (
    <>
      <Select label="Cursustype" options={options} value={value} onChange={setValue} required />
      <output>{value}</output>
    </>
  );
}

describe("Select", () => {
  it("is labelled, starts on the placeholder and reports the chosen value (object options)", async () => {
    const user = userEvent.setup();
    render(
      <Controlled
        options={[
          { value: "elearning", label: "E-learning" },
          { value: "video", label: "Video" },
        ]}
      />,
    );
    const select = screen.getByRole("combobox", { name: /Cursustype/ });
    expect(select).toBeRequired();
    expect(select).toHaveDisplayValue("Maak een keuze");
    await user.selectOptions(select, "Video");
    expect(select).toHaveValue("video");
    expect(screen.getByRole("status")).toHaveTextContent("video");
  });

  it("accepts a list of strings as both value and label", async () => {
    const user = userEvent.setup();
    render(<Controlled options={["Amsterdam", "Utrecht"]} />);
    await user.selectOptions(screen.getByRole("combobox"), "Utrecht");
    expect(screen.getByRole("combobox")).toHaveValue("Utrecht");
  });

  it("ties the error to the select", () => {
    render(
      <Select label="Groep" options={["A"]} value="" onChange={() => {}} error="Kies een groep" />,
    );
    const select = screen.getByRole("combobox", { name: "Groep" });
    expect(select).toHaveAttribute("aria-invalid", "true");
    expect(select).toHaveAccessibleDescription("Kies een groep");
  });

  it("throws a developer error for a mix of strings and objects", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    const mixed = ["A", { value: "b", label: "B" }] as unknown as SelectOptions;
    expect(() => normalizeSelectOptions(mixed)).toThrow(
      /all strings or all \{ value, label \} objects/,
    );
    expect(() =>
      render(<Select label="Groep" options={mixed} value="" onChange={() => {}} />),
    ).toThrow(/not a mix/);
  });

  it("makes a mixed list a type error", () => {
    const element = (
      <Select
        label="Groep"
        // @ts-expect-error a list of strings and objects is not a valid options list
        options={["A", { value: "b", label: "B" }]}
        value=""
        onChange={() => {}}
      />
    );
    expect(element).toBeTruthy();
  });
});
