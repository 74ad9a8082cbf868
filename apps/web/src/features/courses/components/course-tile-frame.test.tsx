import { courseTypeOf } from "@leerlijn/contracts/courses/course-types";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen, within } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import "../../../lib/i18n";
import { CourseTileFrame } from "./course-tile-frame";

const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
const renderTile = (props: Partial<Parameters<typeof CourseTileFrame>[0]> = {}) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CourseTileFrame
          variant="learner"
          heading="h2"
          name="Veilig werken met ladders"
          to="/enrollments/e1"
          image={null}
          courseType={courseTypeOf("elearning")}
          {...props}
        />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("a course tile", () => {
  it("names the course in a heading whose link opens it, with its course type", () => {
    renderTile({ meta: "20 minuten" });
    const tile = screen.getByRole("article");
    const heading = within(tile).getByRole("heading", { level: 2 });
    expect(
      within(heading).getByRole("link", { name: "Veilig werken met ladders" }),
    ).toHaveAttribute("href", "/enrollments/e1");
    expect(within(tile).getByText("E-learning")).toBeInTheDocument();
    expect(within(tile).getByText("20 minuten")).toBeInTheDocument();
    expect(within(tile).getAllByRole("link")).toHaveLength(1);
  });

  it("shows the course image, or the course type's icon in its colour when there is none", () => {
    const { container, unmount } = renderTile({
      image: { id: "m1", name: "ladder.png", type: "image", url: null, thumb: "/thumb.png" },
    });
    expect(container.querySelector("img")).toHaveAttribute("src", "/thumb.png");
    unmount();
    const fallback = renderTile().container;
    expect(fallback.querySelector("img")).toBeNull();
    expect(fallback.querySelector("svg")).toHaveStyle({ color: "#1e3a8a" });
  });

  it("shows the status, the overlay, a progress bar and a note only when given", () => {
    const { unmount } = renderTile();
    expect(screen.queryByRole("progressbar")).toBeNull();
    expect(screen.queryByTestId("overlay")).toBeNull();
    unmount();
    renderTile({
      heading: "h3",
      status: <span>Bezig</span>,
      overlay: <span data-testid="overlay" />,
      progress: { percentage: 40, label: "40% gedaan" },
      note: "Tijd loopt tot 14:30",
    });
    expect(screen.getByRole("heading", { level: 3 })).toHaveTextContent(
      "Veilig werken met ladders",
    );
    expect(screen.getByText("Bezig")).toBeInTheDocument();
    expect(screen.getByTestId("overlay")).toBeInTheDocument();
    expect(screen.getByRole("progressbar", { name: "40% gedaan" })).toHaveAttribute(
      "aria-valuenow",
      "40",
    );
    expect(screen.getByText("Tijd loopt tot 14:30")).toBeInTheDocument();
  });
});
