import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { CourseTypeBadge } from "./course-type-badge";

describe("CourseTypeBadge", () => {
  it("names the course type in Dutch in its own colours", () => {
    const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
    render(
      <QueryClientProvider client={client}>
        <CourseTypeBadge type="test" />
      </QueryClientProvider>,
    );
    const badge = screen.getByText("Toets");
    expect(badge).toHaveStyle({ background: "#fef3c7", color: "#78350f" });
  });
});
