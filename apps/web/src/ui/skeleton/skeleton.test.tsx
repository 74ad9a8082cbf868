import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Skeleton } from "./skeleton";

describe("Skeleton", () => {
  it("is a hidden placeholder block of the given size", () => {
    const { container } = render(<Skeleton width={120} height="2rem" circle />);
    const block = container.firstElementChild as HTMLElement;
    expect(block).toHaveAttribute("aria-hidden", "true");
    expect(block.style.width).toBe("120px");
    expect(block.style.height).toBe("2rem");
    expect(block.className).toMatch(/circle/);
  });

  it("fills the width by default", () => {
    const { container } = render(<Skeleton />);
    expect((container.firstElementChild as HTMLElement).style.width).toBe("100%");
  });
});
