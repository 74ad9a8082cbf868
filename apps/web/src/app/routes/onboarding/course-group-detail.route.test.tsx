import type {
  CourseGroup,
  CourseGroupFollower,
} from "@leerlijn/contracts/course-groups/course-group.schema";
import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import {
  courseGroupFollowersQuery,
  courseGroupQuery,
} from "../../../features/course-groups/api/course-groups";
import { renderRoutesWithSession } from "../../../test/render-with-session";
import { CourseGroupDetailPage } from "./course-group-detail.route";

const id = "00000000-0000-4000-8000-0000000000f1";
const path: CourseGroup = {
  id,
  name: "Nieuw in het magazijn",
  description: "Je eerste twee weken",
  itemCount: 1,
  followerCount: 1,
  averageProgress: 50,
  imageMediaId: null,
  image: null,
  items: [
    {
      position: 1,
      type: "course",
      name: "Veiligheid",
      course: { id: "c1", name: "Veiligheid", courseTypeKey: "elearning" },
      training: null,
      document: null,
      dueDays: 7,
      lockedUntilPreviousDone: false,
    },
  ],
  groups: [{ id: "g1", name: "Nieuwe medewerkers" }],
  createdAt: "2026-11-26T09:00:00.000Z",
};
const follower: CourseGroupFollower = {
  id: "00000000-0000-4000-8000-0000000000a1",
  name: "Lotte Smit",
  type: "group",
  startDate: "2026-11-20",
  progressPercentage: 50,
};
const page = {
  data: [follower],
  meta: { from: 1, to: 1, total: 1, perPage: 15, currentPage: 1, lastPage: 1 },
  links: { next: null },
};

describe("CourseGroupDetailPage", () => {
  it("shows the steps, the followers with their progress, and says enrollments stay on delete", async () => {
    renderRoutesWithSession(
      [{ path: "/onboarding/:courseGroupId", element: <CourseGroupDetailPage /> }],
      {
        roles: ["admin-group-leader"],
        path: `/onboarding/${id}`,
        data: [
          [courseGroupQuery(id).queryKey, path],
          [courseGroupFollowersQuery(id, 1).queryKey, page],
        ],
      },
    );
    expect(screen.getByText("1 volger · gemiddeld 50% klaar")).toBeInTheDocument();
    expect(screen.getByText("Binnen 7 dagen")).toBeInTheDocument();
    expect(screen.getByRole("link", { name: "Lotte Smit" })).toHaveAttribute(
      "href",
      `/lms/users/${follower.id}/course-group/${id}`,
    );
    expect(screen.getByRole("progressbar", { name: "Voortgang van Lotte Smit" })).toHaveAttribute(
      "aria-valuenow",
      "50",
    );
    await userEvent.setup().click(screen.getByRole("button", { name: "Verwijderen" }));
    const dialog = await screen.findByRole("alertdialog");
    expect(
      within(dialog).getByText(/inschrijvingen voor de cursussen blijven staan/),
    ).toBeInTheDocument();
  });
});
