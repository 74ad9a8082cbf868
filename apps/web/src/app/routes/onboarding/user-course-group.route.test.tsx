import type { PersonCourseGroup } from "@leerlijn/contracts/course-groups/course-group.schema";
import { screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { personCourseGroupQuery } from "../../../features/course-groups/api/course-groups";
import { renderRoutesWithSession } from "../../../test/render-with-session";
import { serveApi } from "../../../test/serve-api";
import { UserCourseGroupPage } from "./user-course-group.route";

const userId = "00000000-0000-4000-8000-0000000000a1";
const pathId = "00000000-0000-4000-8000-0000000000f1";
const step = (
  position: number,
  name: string,
  extra: Partial<PersonCourseGroup["items"][number]>,
) => ({
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
  enrollmentId: null,
  dueDate: null,
  locked: false,
  ...extra,
});
const path: PersonCourseGroup = {
  id: pathId,
  name: "Nieuw in het magazijn",
  description: "",
  learner: { id: userId, name: "Lotte Smit", email: null },
  enrollmentGroup: { type: "group", status: "active", startDate: "2026-11-20", endedAt: null },
  progressPercentage: 33,
  items: [
    step(1, "Veiligheid", { status: "done", percentage: 100, dueDays: 3, dueDate: "2026-11-23" }),
    step(2, "Heftruck", { status: "in-progress", percentage: 40, lockedUntilPreviousDone: true }),
    step(3, "Huisregels", { lockedUntilPreviousDone: true, locked: true }),
  ],
};

describe("UserCourseGroupPage", () => {
  it("shows each step's state, what is locked and the progress; ending it asks first", async () => {
    const methods: string[] = [];
    serveApi({
      [`/users/${userId}/course-group/${pathId}`]: (_url, method) => {
        methods.push(method);
        return method === "DELETE"
          ? new Response(null, { status: 204 })
          : Response.json({ data: path });
      },
    });
    renderRoutesWithSession(
      [
        {
          path: "/lms/users/:userId/course-group/:courseGroupId",
          element: <UserCourseGroupPage />,
        },
      ],
      {
        roles: ["admin-group-leader"],
        path: `/lms/users/${userId}/course-group/${pathId}`,
        data: [[personCourseGroupQuery(userId, pathId).queryKey, path]],
      },
    );
    expect(screen.getByRole("heading", { level: 1, name: "Nieuw in het magazijn" })).toBeVisible();
    expect(screen.getByRole("progressbar", { name: "Voortgang van het traject" })).toHaveAttribute(
      "aria-valuenow",
      "33",
    );
    const rows = screen.getAllByRole("row").slice(1);
    expect(within(rows[0]!).getByText("Klaar")).toBeInTheDocument();
    expect(within(rows[0]!).getByText("Af op 23 november 2026")).toBeInTheDocument();
    expect(within(rows[1]!).getByText("40% klaar")).toBeInTheDocument();
    expect(within(rows[2]!).getByText("Op slot tot de vorige stap klaar is")).toBeInTheDocument();

    const user = userEvent.setup();
    await user.click(screen.getByRole("button", { name: "Traject beëindigen" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(within(dialog).getByText(/voortgang blijven bewaard/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole("button", { name: "Traject beëindigen" }));
    await waitFor(() => expect(methods).toContain("DELETE"));
  });
});
