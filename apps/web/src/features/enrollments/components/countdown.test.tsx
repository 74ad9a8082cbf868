import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Countdown, formatRemaining } from "./countdown";

describe("the time left of a time limit", () => {
  it.each([
    [0, "00:00"],
    [-5_000, "00:00"],
    [999, "00:01"],
    [61_000, "01:01"],
    [15 * 60_000, "15:00"],
    [3_600_000 + 65_000, "1:01:05"],
  ])("%d ms reads %s", (ms, text) => {
    expect(formatRemaining(ms)).toBe(text);
  });
});

describe("the countdown", () => {
  it("is a timer named for what it counts, showing the time left", () => {
    const deadline = new Date(Date.now() + 10 * 60_000).toISOString();
    render(<Countdown deadline={deadline} onExpire={() => undefined} />);
    expect(screen.getByRole("timer", { name: "Resterende tijd" })).toHaveTextContent(
      /Nog (10:00|09:59)/,
    );
  });
});
