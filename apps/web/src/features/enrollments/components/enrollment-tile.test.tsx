import type { EnrollmentListItem } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { courseTypes } from "@leerlijn/contracts/courses/course-types";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import "../../../lib/i18n";
import { EnrollmentTile } from "./enrollment-tile";

const testType = courseTypes.find((type) => type.key === "test")!;

function enrollment(percentage: number, isPassed: boolean | null): EnrollmentListItem {
  const done = percentage === 100;
  return {
    id: "e1",
    status: done ? "done" : percentage > 0 ? "in-progress" : "open",
    source: "user",
    isPreview: false,
    progress: { sectionId: null, blockUuid: null, percentage, completedBlocks: 1, totalBlocks: 2 },
    course: {
      id: "c1",
      versionId: "v1",
      name: "Toets veilig werken",
      description: "",
      image: null,
      courseTypeKey: "test",
      courseType: testType,
      companyName: "Demo",
      estimatedMinutes: 10,
    },
    settings: {
      scoringMethod: "exam",
      passPercentage: 70,
      timeLimitMinutes: null,
      checkAnswerMode: false,
    },
    hasScore: true,
    isPassed,
    score: done ? { points: 1, maxPoints: 2, percentage: 50 } : null,
    attempt: 1,
    startedAt: null,
    deadlineAt: null,
    finishedAt: done ? "2026-01-01T10:00:00Z" : null,
    timedOut: false,
    createdAt: "2026-01-01T09:00:00Z",
    updatedAt: "2026-01-01T10:00:00Z",
    deletedAt: null,
    assignedBy: null,
  };
}

const client = new QueryClient({ defaultOptions: { queries: { enabled: false } } });
const renderTile = (item: EnrollmentListItem) =>
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <EnrollmentTile enrollment={item} />
      </MemoryRouter>
    </QueryClientProvider>,
  );

describe("a course tile on my trainings", () => {
  it("shows a failed test with a cross and 'Niet geslaagd', never the green check", () => {
    renderTile(enrollment(100, false));
    expect(screen.getByTestId("tile-failed")).toBeInTheDocument();
    expect(screen.queryByTestId("tile-done")).toBeNull();
    expect(screen.getByText("Niet geslaagd")).toBeInTheDocument();
  });

  it("shows the check when done and passed, or done without a score", () => {
    renderTile(enrollment(100, true));
    expect(screen.getByTestId("tile-done")).toBeInTheDocument();
    renderTile(enrollment(100, null));
    expect(screen.getAllByTestId("tile-done")).toHaveLength(2);
  });

  it("shows a progress bar only while in progress", () => {
    renderTile(enrollment(40, null));
    expect(screen.getByRole("progressbar")).toHaveAttribute("aria-valuenow", "40");
    expect(screen.queryByTestId("tile-done")).toBeNull();
  });
});
