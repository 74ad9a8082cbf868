import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { Badge } from "./badge";

afterEach(() => {
  vi.restoreAllMocks();
});

describe("Badge", () => {
  it.each(["neutral", "info", "success", "warning", "danger"] as const)(
    "shows the %s tone with its text",
    (tone) => {
      render(<Badge tone={tone}>Afgerond</Badge>);
      const badge = screen.getByText("Afgerond");
      expect(badge).toHaveAttribute("data-tone", tone);
      expect(badge.className).toMatch(new RegExp(tone));
    },
  );

  it("is neutral by default and hides its icon from screen readers", () => {
    render(<Badge icon={<svg data-testid="icon" />}>3</Badge>);
    expect(screen.getByText("3")).toHaveAttribute("data-tone", "neutral");
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("refuses to be a badge without text", () => {
    vi.spyOn(console, "error").mockImplementation(() => {});
    expect(() => render(<Badge tone="danger"> </Badge>)).toThrow(/give the badge a text/);
  });
});
