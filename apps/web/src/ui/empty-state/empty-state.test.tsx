import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { EmptyState } from "./empty-state";

describe("EmptyState", () => {
  it("says what is missing and offers the first action", () => {
    render(
      <EmptyState
        icon={<svg data-testid="icon" />}
        title="Nog geen cursussen"
        text="Maak je eerste cursus om te beginnen."
        action={<button type="button">Cursus maken</button>}
      />,
    );
    expect(
      screen.getByRole("heading", { level: 2, name: "Nog geen cursussen" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Maak je eerste cursus om te beginnen.")).toBeInTheDocument();
    expect(screen.getByRole("button", { name: "Cursus maken" })).toBeInTheDocument();
    expect(screen.getByTestId("icon").parentElement).toHaveAttribute("aria-hidden", "true");
  });

  it("fits the page outline", () => {
    const { rerender } = render(<EmptyState title="Niets gevonden" titleAs="h3" />);
    expect(screen.getByRole("heading", { level: 3, name: "Niets gevonden" })).toBeInTheDocument();
    rerender(<EmptyState title="Niets gevonden" titleAs="p" />);
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
  });
});
