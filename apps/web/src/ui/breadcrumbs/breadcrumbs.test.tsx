import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { Breadcrumbs } from "./breadcrumbs";

describe("Breadcrumbs", () => {
  it("is a labelled nav with links up to the current page", () => {
    render(
      <MemoryRouter>
        <Breadcrumbs
          items={[
            { label: "Trainingen", to: "/trainings" },
            { label: "Archief" },
            { label: "BHV herhaling", to: "/trainings/12" },
          ]}
        />
      </MemoryRouter>,
    );
    const nav = screen.getByRole("navigation", { name: "Kruimelpad" });
    const items = within(nav).getAllByRole("listitem");
    expect(items).toHaveLength(3);

    expect(within(nav).getByRole("link", { name: "Trainingen" })).toHaveAttribute(
      "href",
      "/trainings",
    );
    expect(within(nav).queryByRole("link", { name: "Archief" })).not.toBeInTheDocument();
    // The last item is the current page, never a link, even when it has a path.
    expect(within(nav).queryByRole("link", { name: "BHV herhaling" })).not.toBeInTheDocument();
    expect(within(nav).getByText("BHV herhaling")).toHaveAttribute("aria-current", "page");
    expect(within(nav).getByText("Trainingen")).not.toHaveAttribute("aria-current");
  });

  it("renders nothing without items", () => {
    const { container } = render(
      <MemoryRouter>
        <Breadcrumbs items={[]} />
      </MemoryRouter>,
    );
    expect(container).toBeEmptyDOMElement();
  });
});
