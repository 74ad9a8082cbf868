import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it, vi } from "vitest";
import { LoadMore } from "./load-more";

describe("LoadMore", () => {
  it("asks for more when clicked", async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(
      <LoadMore hasMore loading={false} onLoadMore={onLoadMore} label="Meer cursussen laden" />,
    );
    await user.click(screen.getByRole("button", { name: "Meer cursussen laden" }));
    expect(onLoadMore).toHaveBeenCalledTimes(1);
  });

  it("keeps focus on the button while loading but does not ask twice", async () => {
    const user = userEvent.setup();
    const onLoadMore = vi.fn();
    render(<LoadMore hasMore loading onLoadMore={onLoadMore} />);
    const button = screen.getByRole("button", { name: "Bezig met laden…" });
    expect(button).toHaveAttribute("aria-busy", "true");
    expect(button).toHaveAttribute("aria-disabled", "true");
    await user.click(button);
    expect(onLoadMore).not.toHaveBeenCalled();
  });

  it("disappears when everything is loaded", () => {
    const { container } = render(
      <LoadMore hasMore={false} loading={false} onLoadMore={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
