import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { enrollmentKeys } from "../../../features/enrollments/api/enrollment-keys";
import { renderWithSession } from "../../../test/render-with-session";
import { AssignCourseToPersonDialog } from "./assign-course-to-person-dialog";

const tile = (id: string, name: string) => ({ id, name, courseType: { key: "elearning" } });
const assignable = {
  data: [tile("c1", "BHV basis"), tile("c2", "Handhygiëne in 5 minuten")],
  meta: { from: 1, to: 2, total: 2, perPage: 100, currentPage: 1, lastPage: 1 },
  links: { next: null },
};

describe("assigning a course to one person", () => {
  it("marks the courses the person follows already, which cannot be chosen again", async () => {
    renderWithSession(
      <AssignCourseToPersonDialog
        open
        onOpenChange={() => undefined}
        person={{ id: "m1", name: "Bram Willems" }}
      />,
      {
        roles: ["admin-group-leader"],
        data: [
          [enrollmentKeys.assignable({ queryString: "" }), assignable],
          [enrollmentKeys.followed("m1"), ["c1"]],
        ],
      },
    );
    const bhv = screen.getByRole("radio", { name: /BHV basis.*Volgt al/ });
    expect(bhv).toBeDisabled();
    expect(bhv).not.toBeChecked();
    expect(screen.getAllByText("Volgt al")).toHaveLength(1);
    expect(screen.getByText(/Cursussen die Bram Willems al volgt/)).toBeInTheDocument();

    const hygiene = screen.getByRole("radio", { name: /Handhygiëne in 5 minuten/ });
    expect(hygiene).toBeEnabled();
    await userEvent.setup().click(bhv);
    expect(bhv).not.toBeChecked();
    await userEvent.setup().click(hygiene);
    expect(hygiene).toBeChecked();
  });
});
