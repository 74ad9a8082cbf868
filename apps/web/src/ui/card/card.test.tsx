import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { Card } from "./card";

describe("Card", () => {
  it("is a section named by its title", () => {
    render(
      <Card
        id="modal"
        title="Modaal venster"
        description="Voor een taak die even de aandacht vraagt."
      >
        <p>Voorbeeld</p>
      </Card>,
    );
    const section = screen.getByRole("region", { name: "Modaal venster" });
    expect(section).toHaveAttribute("id", "modal");
    expect(screen.getByRole("heading", { level: 2, name: "Modaal venster" })).toBeInTheDocument();
    expect(section).toHaveTextContent("Voor een taak die even de aandacht vraagt.Voorbeeld");
  });

  it("is a plain panel without a title", () => {
    render(<Card titleAs="h3">Inhoud</Card>);
    expect(screen.queryByRole("region")).not.toBeInTheDocument();
    expect(screen.queryByRole("heading")).not.toBeInTheDocument();
    expect(screen.getByText("Inhoud")).toBeInTheDocument();
  });
});
