import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import {
  formatNumberText,
  NumberInput,
  type NumberInputProps,
  parseNumberText,
} from "./number-input";

function Controlled({
  initial = null,
  onValue,
  ...props
}: Partial<NumberInputProps> & {
  initial?: number | null;
  onValue?: (value: number | null) => void;
}) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberInput
      label="Tijdslimiet"
      {...props}
      value={value}
      onChange={(next) => {
        setValue(next);
        onValue?.(next);
      }}
    />
  );
}

describe("parseNumberText", () => {
  it.each([
    ["", { accepted: true, value: null }],
    ["   ", { accepted: true, value: null }],
    ["12", { accepted: true, value: 12 }],
    ["2,5", { accepted: true, value: 2.5 }],
    ["2.5", { accepted: true, value: 2.5 }],
    ["-3", { accepted: true, value: -3 }],
    ["3,", { accepted: true, value: 3 }],
    [",5", { accepted: true, value: 0.5 }],
    ["-", { accepted: true }],
    [",", { accepted: true }],
    ["abc", { accepted: false }],
    ["1a", { accepted: false }],
    ["1,2,3", { accepted: false }],
    ["1e5", { accepted: false }],
    ["--1", { accepted: false }],
  ])("%j", (text, expected) => {
    expect(parseNumberText(text)).toEqual(expected);
  });

  it("formats with a decimal comma", () => {
    expect(formatNumberText(1234.5)).toBe("1234,5");
    expect(formatNumberText(null)).toBe("");
  });
});

describe("NumberInput", () => {
  it("is a labelled field that shows the value in Dutch notation", () => {
    render(
      <NumberInput label="Slagingspercentage" value={72.5} onChange={() => {}} addonEnd="%" />,
    );
    expect(screen.getByRole("spinbutton", { name: "Slagingspercentage" })).toHaveValue("72,5");
    expect(screen.getByText("%")).toBeInTheDocument();
  });

  it("accepts a comma as decimal separator", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled onValue={onValue} />);
    await user.type(screen.getByRole("spinbutton"), "2,75");
    expect(onValue).toHaveBeenLastCalledWith(2.75);
    expect(screen.getByRole("spinbutton")).toHaveValue("2,75");
  });

  it("gives null for an empty field", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled initial={15} onValue={onValue} />);
    await user.clear(screen.getByRole("spinbutton"));
    expect(onValue).toHaveBeenLastCalledWith(null);
    expect(screen.getByRole("spinbutton")).toHaveValue("");
  });

  it("ignores non-numeric text and keeps the previous value", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled initial={4} onValue={onValue} />);
    const field = screen.getByRole("spinbutton");
    await user.type(field, "x");
    expect(field).toHaveValue("4");
    await user.type(field, "2a");
    expect(field).toHaveValue("42");
    expect(onValue.mock.calls).toEqual([[42]]);
  });

  it("keeps a typed value out of range as typed on leaving the field, for the form to refuse", async () => {
    const user = userEvent.setup();
    const onValue = vi.fn();
    render(<Controlled min={1} max={60} onValue={onValue} />);
    const field = screen.getByRole("spinbutton");
    await user.type(field, "90");
    await user.tab();
    expect(field).toHaveValue("90");
    expect(onValue).toHaveBeenLastCalledWith(90);
    expect(field).toHaveAttribute("aria-valuemin", "1");
    expect(field).toHaveAttribute("aria-valuemax", "60");
  });

  it("steps with the arrow keys", async () => {
    const user = userEvent.setup();
    render(<Controlled initial={0.2} step={0.1} max={0.4} />);
    const field = screen.getByRole("spinbutton");
    await user.click(field);
    await user.keyboard("{ArrowUp}");
    expect(field).toHaveValue("0,3");
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(field).toHaveValue("0,4");
    await user.keyboard("{ArrowDown}");
    expect(field).toHaveValue("0,3");
    expect(field).toHaveAttribute("aria-valuenow", "0.3");
  });

  it("follows a new value from the parent", () => {
    const { rerender } = render(<NumberInput label="Aantal" value={3} onChange={() => {}} />);
    rerender(<NumberInput label="Aantal" value={8} onChange={() => {}} />);
    expect(screen.getByRole("spinbutton")).toHaveValue("8");
    rerender(<NumberInput label="Aantal" value={null} onChange={() => {}} />);
    expect(screen.getByRole("spinbutton")).toHaveValue("");
  });
});
