import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { clampProgress, ProgressBar } from "./progress-bar";

describe("clampProgress", () => {
  it.each([
    [42, 42],
    [0, 0],
    [100, 100],
    [-5, 0],
    [150, 100],
    [Number.NaN, 0],
    [Infinity, 100],
    [-Infinity, 0],
  ])("%d gives %d", (input, expected) => {
    expect(clampProgress(input)).toBe(expected);
  });
});

describe("ProgressBar", () => {
  it("is a progressbar named by its label with value, min and max", () => {
    render(<ProgressBar value={42.4} label="Voortgang cursus" showValue />);
    const bar = screen.getByRole("progressbar", { name: "Voortgang cursus" });
    expect(bar).toHaveAttribute("aria-valuenow", "42");
    expect(bar).toHaveAttribute("aria-valuemin", "0");
    expect(bar).toHaveAttribute("aria-valuemax", "100");
    expect(screen.getByText("42%")).toBeInTheDocument();
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("42.4%");
  });

  it("clamps values outside 0 to 100", () => {
    const { rerender } = render(<ProgressBar value={180} />);
    const bar = screen.getByRole("progressbar", { name: "Voortgang" });
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("100%");
    rerender(<ProgressBar value={-20} />);
    expect(bar).toHaveAttribute("aria-valuenow", "0");
    expect((bar.firstElementChild as HTMLElement).style.width).toBe("0%");
  });

  it("can keep its label for screen readers only", () => {
    render(<ProgressBar value={60} label="Voortgang Joost" hideLabel showValue />);
    expect(screen.getByRole("progressbar", { name: "Voortgang Joost" })).toBeInTheDocument();
    expect(screen.queryByText("Voortgang Joost")).not.toBeInTheDocument();
    expect(screen.getByText("60%")).toBeInTheDocument();
  });

  it("shows the percentage only when asked", () => {
    const { rerender } = render(<ProgressBar value={30} />);
    expect(screen.queryByText("30%")).not.toBeInTheDocument();
    rerender(<ProgressBar value={30} showValue />);
    expect(screen.getByText("30%")).toBeInTheDocument();
  });
});
