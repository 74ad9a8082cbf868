import type {
  MyCourseGroup,
  MyCourseGroupSummary,
} from "@leerlijn/contracts/course-groups/course-group.schema";
import { screen, within } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import {
  myCourseGroupQuery,
  myCourseGroupsQuery,
} from "../../../features/course-groups/api/my-course-groups";
import { enrollmentKeys } from "../../../features/enrollments/api/enrollment-keys";
import { renderRoutesWithSession, renderWithSession } from "../../../test/render-with-session";
import { testEnrollment } from "../../../test/enrollment";
import { serveApi } from "../../../test/serve-api";
import { EnrollmentPage } from "../learning/enrollment.route";
import { MyCourseGroupsSection } from "../learning/my-course-groups-section";
import { MyCourseGroupPage } from "./my-course-group.route";

const pathId = "00000000-0000-4000-8000-0000000000f1";
type Step = MyCourseGroup["items"][number];
const step = (position: number, name: string, extra: Partial<Step>): Step => ({
  position,
  type: "course" as const,
  name,
  training: null,
  document: null,
  plannedTrainingId: null,
  course: {
    id: `00000000-0000-4000-8000-00000000000${position}`,
    name,
    courseTypeKey: "elearning" as const,
  },
  dueDays: null,
  lockedUntilPreviousDone: false,
  status: "open" as const,
  percentage: 0,
  enrollmentId: `e${position}`,
  dueDate: null,
  locked: false,
  ...extra,
});
const path: MyCourseGroup = {
  id: pathId,
  name: "Nieuwe medewerker magazijn",
  description: "Je eerste twee weken",
  enrollmentGroup: { type: "group", status: "active", startDate: "2026-11-20", endedAt: null },
  today: "2026-11-26",
  progressPercentage: 25,
  items: [
    step(1, "Veiligheid", { status: "done", percentage: 100, dueDays: 3, dueDate: "2026-11-23" }),
    step(2, "Heftruck", { dueDays: 5, dueDate: "2026-11-25", lockedUntilPreviousDone: true }),
    step(3, "Huisregels", { lockedUntilPreviousDone: true, locked: true, dueDate: "2026-12-04" }),
    step(4, "Rondleiding", { dueDate: "2026-12-10" }),
  ],
};

describe("the learner's path", () => {
  it("shows the steps in order: done, next (overdue), locked without a link, and due dates", () => {
    renderRoutesWithSession(
      [{ path: "/my-trainings/course-groups/:courseGroupId", element: <MyCourseGroupPage /> }],
      {
        roles: ["company-student"],
        path: `/my-trainings/course-groups/${pathId}`,
        data: [[myCourseGroupQuery(pathId).queryKey, path]],
      },
    );
    expect(screen.getByRole("heading", { level: 1, name: path.name })).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Voortgang van het traject" })).toHaveAttribute(
      "aria-valuenow",
      "25",
    );
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(steps).toHaveLength(4);
    expect(within(steps[0]!).getByText("Klaar")).toBeInTheDocument();
    expect(steps[1]).toHaveAttribute("aria-current", "step");
    expect(within(steps[1]!).getByText("Volgende stap")).toBeInTheDocument();
    expect(within(steps[1]!).getByText("Te laat: af op 25 november 2026")).toBeInTheDocument();
    expect(within(steps[1]!).getByRole("link", { name: "Heftruck" })).toHaveAttribute(
      "href",
      "/enrollments/e2",
    );
    expect(within(steps[2]!).getByText("Op slot tot stap 2 klaar is")).toBeInTheDocument();
    expect(within(steps[2]!).queryByRole("link")).not.toBeInTheDocument();
    expect(within(steps[2]!).getByText("Af op 4 december 2026")).toBeInTheDocument();
    expect(within(steps[3]!).getByRole("link", { name: "Rondleiding" })).toBeInTheDocument();
  });

  it("links a document step to the document and a training step to the training booked", () => {
    const other = (position: number, name: string, extra: Partial<Step>): Step => ({
      ...step(position, name, extra),
      course: null,
      enrollmentId: null,
    });
    const withOthers: MyCourseGroup = {
      ...path,
      items: [
        other(1, "Huisregels", {
          type: "document",
          document: { id: "d1", title: "Huisregels", mustSign: true },
        }),
        other(2, "Heftruck praktijk", {
          type: "training",
          training: { id: "t1", name: "Heftruck praktijk" },
          status: "in-progress",
          plannedTrainingId: "p1",
        }),
        other(3, "BHV", { type: "training", training: { id: "t2", name: "BHV" } }),
        other(4, "Gedragscode", {
          type: "document",
          document: { id: "d2", title: "Gedragscode", mustSign: true },
          lockedUntilPreviousDone: true,
          locked: true,
        }),
      ],
    };
    renderRoutesWithSession(
      [{ path: "/my-trainings/course-groups/:courseGroupId", element: <MyCourseGroupPage /> }],
      {
        roles: ["company-student"],
        path: `/my-trainings/course-groups/${pathId}`,
        data: [[myCourseGroupQuery(pathId).queryKey, withOthers]],
      },
    );
    const steps = within(screen.getByRole("list")).getAllByRole("listitem");
    expect(within(steps[0]!).getByRole("link", { name: "Huisregels" })).toHaveAttribute(
      "href",
      "/documents/d1",
    );
    expect(within(steps[0]!).getByText("Document")).toBeInTheDocument();
    expect(within(steps[1]!).getByRole("link", { name: "Heftruck praktijk" })).toHaveAttribute(
      "href",
      "/my-trainings/p1",
    );
    expect(within(steps[1]!).getByText("Ingepland")).toBeInTheDocument();
    expect(within(steps[2]!).queryByRole("link")).not.toBeInTheDocument();
    expect(within(steps[2]!).getByText("Nog niet ingepland voor een training")).toBeInTheDocument();
    expect(within(steps[3]!).queryByRole("link")).not.toBeInTheDocument();
  });

  it("shows in my trainings as one tile with its progress and the next step", () => {
    const tile: MyCourseGroupSummary = {
      id: pathId,
      name: path.name,
      description: "",
      startDate: "2026-11-20",
      progressPercentage: 25,
      itemCount: 4,
      doneCount: 1,
      next: {
        position: 2,
        type: "course",
        courseName: "Heftruck",
        dueDate: "2026-11-25",
        overdue: true,
      },
    };
    renderWithSession(<MyCourseGroupsSection />, {
      roles: ["company-student"],
      data: [[myCourseGroupsQuery().queryKey, [tile]]],
    });
    const link = screen.getByRole("link", { name: /Nieuwe medewerker magazijn/ });
    expect(link).toHaveAttribute("href", `/my-trainings/course-groups/${pathId}`);
    expect(within(link).getByText("1 van 4 stappen klaar")).toBeInTheDocument();
    expect(within(link).getByText("Volgende: stap 2, Heftruck")).toBeInTheDocument();
    expect(within(link).getByText("Te laat: af op 25 november 2026")).toBeInTheDocument();
    expect(within(link).getByRole("progressbar")).toHaveAttribute("aria-valuenow", "25");
  });

  it("does not offer the walk-through of a locked step, and says why", () => {
    const asked = serveApi({});
    const locked = {
      ...testEnrollment,
      status: "open" as const,
      pathLock: { courseGroupName: path.name, previousCourseName: "Veiligheid" },
    };
    renderRoutesWithSession([{ path: "/enrollments/:enrollmentId", element: <EnrollmentPage /> }], {
      roles: ["company-student"],
      path: `/enrollments/${locked.id}`,
      data: [[enrollmentKeys.one(locked.id), locked]],
    });
    expect(screen.getByRole("status")).toHaveTextContent(
      "Deze cursus is een stap van je traject Nieuwe medewerker magazijn. Je kunt beginnen zodra je Veiligheid hebt afgerond.",
    );
    expect(screen.queryByRole("link", { name: "Beginnen" })).not.toBeInTheDocument();
    // The outline would be refused: it is not even asked for.
    expect(asked.filter((url) => url.pathname.endsWith("/sections"))).toEqual([]);
  });
});
