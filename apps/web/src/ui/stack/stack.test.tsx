import { render } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Stack } from "./stack";

describe("Stack", () => {
  it("spaces its children on the 4 px grid", () => {
    const { container } = render(
      <Stack direction="row" gap={6} wrap align="center">
        <span>a</span>
        <span>b</span>
      </Stack>,
    );
    const stack = container.firstElementChild as HTMLElement;
    expect(stack.style.display).toBe("flex");
    expect(stack.style.flexDirection).toBe("row");
    expect(stack.style.flexWrap).toBe("wrap");
    expect(stack.style.gap).toBe("var(--space-6)");
    expect(stack.style.alignItems).toBe("center");
  });

  it("renders a bare list when asked", () => {
    const { container } = render(
      <Stack as="ul">
        <li>a</li>
      </Stack>,
    );
    const list = container.firstElementChild as HTMLElement;
    expect(list.tagName).toBe("UL");
    expect(list.style.listStyle).toBe("none");
    expect(list.style.flexDirection).toBe("column");
  });
});
