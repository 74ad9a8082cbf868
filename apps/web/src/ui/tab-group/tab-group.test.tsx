import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { describe, expect, it, vi } from "vitest";
import { TabGroup, type TabItem } from "./tab-group";

const tabs: TabItem[] = [
  { id: "general", label: "Algemeen", content: <p>Naam en omschrijving</p> },
  { id: "trainer", label: "Trainer", content: <p>Kies een trainer</p> },
  { id: "settings", label: "Instellingen", content: <p>Certificaten</p>, disabled: true },
];

describe("TabGroup", () => {
  it("shows the first tab's panel and switches on click", async () => {
    const user = userEvent.setup();
    render(<TabGroup tabs={tabs} label="Training" />);
    expect(screen.getByRole("tablist", { name: "Training" })).toBeInTheDocument();
    expect(screen.getByRole("tab", { name: "Algemeen" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel", { name: "Algemeen" })).toHaveTextContent(
      "Naam en omschrijving",
    );

    await user.click(screen.getByRole("tab", { name: "Trainer" }));
    expect(screen.getByRole("tab", { name: "Trainer" })).toHaveAttribute("aria-selected", "true");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Kies een trainer");
  });

  it("moves between tabs with the arrow keys, skipping disabled ones", async () => {
    const user = userEvent.setup();
    render(<TabGroup tabs={tabs} />);
    await user.tab();
    expect(screen.getByRole("tab", { name: "Algemeen" })).toHaveFocus();
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Trainer" })).toHaveFocus();
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Kies een trainer");
    await user.keyboard("{ArrowRight}");
    expect(screen.getByRole("tab", { name: "Algemeen" })).toHaveFocus();
  });

  it("can be controlled", async () => {
    const user = userEvent.setup();
    const onValueChange = vi.fn();
    function Controlled() {
      const [value, setValue] = useState("trainer");
      return (
        <TabGroup
          tabs={tabs}
          value={value}
          onValueChange={(id) => {
            onValueChange(id);
            setValue(id);
          }}
        />
      );
    }
    render(<Controlled />);
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Kies een trainer");
    await user.click(screen.getByRole("tab", { name: "Algemeen" }));
    expect(onValueChange).toHaveBeenCalledWith("general");
    expect(screen.getByRole("tabpanel")).toHaveTextContent("Naam en omschrijving");
  });
});
