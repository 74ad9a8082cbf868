import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Spinner } from "./spinner";

describe("Spinner", () => {
  it("tells screen readers that something is loading", () => {
    render(<Spinner />);
    expect(screen.getByRole("status")).toHaveTextContent("Bezig met laden…");
  });

  it("takes its own label", () => {
    render(<Spinner label="Video wordt verwerkt" />);
    expect(screen.getByRole("status")).toHaveTextContent("Video wordt verwerkt");
  });

  it("is silent when decorative", () => {
    const { container } = render(<Spinner decorative />);
    expect(screen.queryByRole("status")).not.toBeInTheDocument();
    expect(container.firstElementChild).toHaveAttribute("aria-hidden", "true");
  });
});
