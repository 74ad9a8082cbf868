import { fireEvent, render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { DateInput, isIsoDate } from "./date-input";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("isIsoDate", () => {
  it.each(["2026-11-22", "2024-02-29", "2000-02-29", "1999-12-31", "0001-01-01"])(
    "accepts %s",
    (text) => {
      expect(isIsoDate(text)).toBe(true);
    },
  );
  it.each([
    "2026-02-29",
    "2026-02-30",
    "1900-02-29",
    "2026-13-01",
    "2026-00-10",
    "2026-04-31",
    "22-11-2026",
    "2026-1-5",
    "",
    "2026-11-22T10:00",
  ])("rejects %j", (text) => {
    expect(isIsoDate(text)).toBe(false);
  });
});

describe("DateInput", () => {
  it("is a labelled date field showing a yyyy-MM-dd value with its bounds", () => {
    const { container } = render(
      <DateInput
        label="Geboortedatum"
        value="1990-05-17"
        onChange={() => {}}
        min="1900-01-01"
        max="2026-11-22"
        hint="Bijvoorbeeld 17-05-1990"
      />,
    );
    const input = container.querySelector("input") as HTMLInputElement;
    expect(screen.getByLabelText("Geboortedatum")).toBe(input);
    expect(input).toHaveAttribute("type", "date");
    expect(input).toHaveValue("1990-05-17");
    expect(input).toHaveAttribute("min", "1900-01-01");
    expect(input).toHaveAttribute("max", "2026-11-22");
    expect(input).toHaveAccessibleDescription("Bijvoorbeeld 17-05-1990");
  });

  it("reports the chosen date, and null when cleared", () => {
    const onChange = vi.fn();
    const { rerender } = render(<DateInput label="Datum" value={null} onChange={onChange} />);
    const input = screen.getByLabelText("Datum");
    expect(input).toHaveValue("");
    fireEvent.change(input, { target: { value: "2026-03-09" } });
    expect(onChange).toHaveBeenLastCalledWith("2026-03-09");

    rerender(<DateInput label="Datum" value="2026-03-09" onChange={onChange} />);
    fireEvent.change(input, { target: { value: "" } });
    expect(onChange).toHaveBeenLastCalledWith(null);
  });

  it("throws a developer error for a min or max that is not a real date", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() =>
      render(<DateInput label="Datum" value={null} onChange={() => {}} min="2026-02-30" />),
    ).toThrow(/min must be a real date written as yyyy-MM-dd, got "2026-02-30"/);
    expect(() =>
      render(<DateInput label="Datum" value={null} onChange={() => {}} max="22-11-2026" />),
    ).toThrow(/max must be a real date/);
    expect(() =>
      render(
        <DateInput
          label="Datum"
          value={null}
          onChange={() => {}}
          min="2026-12-01"
          max="2026-01-01"
        />,
      ),
    ).toThrow(/must not be after max/);
  });
});
