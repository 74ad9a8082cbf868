import { courseTypes } from "@leerlijn/contracts/courses/course-types";
import type { CourseSummary } from "@leerlijn/contracts/courses/course.schema";
import type { VersionSummary } from "@leerlijn/contracts/courses/course-version.schema";
import { screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { CourseActionsMenu } from "./course-actions-menu";

const version = (changes: Partial<VersionSummary>): VersionSummary => ({
  id: "v1",
  number: 1,
  status: "publicly-published",
  isLive: true,
  rejectionReason: null,
  submittedAt: null,
  publishedAt: "2026-11-20T10:00:00.000Z",
  supersededAt: null,
  updatedAt: "2026-11-20T10:00:00.000Z",
  ...changes,
});

/** Version 2 in concept of a course whose version 1 is in the open library. */
const publicCourse: CourseSummary = {
  id: "c1",
  name: "Veilig tillen",
  image: null,
  courseTypeKey: "elearning",
  courseType: courseTypes.find((type) => type.key === "elearning")!,
  status: "concept",
  company: { name: "Demo Logistiek" },
  isAvailableForAllStudentsOfThisDomain: false,
  isPublic: true,
  latestVersionId: "v2",
  publishedVersionId: "v1",
  updatedAt: "2026-11-24T10:00:00.000Z",
  versions: [version({ id: "v2", number: 2, status: "concept", isLive: false }), version({})],
};

async function openMenu(course: CourseSummary, canDeletePublic = false) {
  renderWithSession(<CourseActionsMenu course={course} canDeletePublic={canDeletePublic} />, {
    roles: ["admin-group-leader"],
  });
  const user = userEvent.setup();
  screen.getByRole("button", { name: "Acties voor Veilig tillen" }).focus();
  await user.keyboard("{Enter}");
  await screen.findByRole("menu");
  return user;
}

describe("CourseActionsMenu", () => {
  it("does not offer to delete a course of the open library, and says to contact the provider", async () => {
    await openMenu(publicCourse);
    expect(screen.queryByRole("menuitem", { name: "Verwijderen" })).toBeNull();
    expect(screen.getByRole("menu")).toHaveTextContent(
      "Neem contact op met de aanbieder om hem te laten verwijderen.",
    );
  });

  it("offers the provider to delete it, and anyone to delete their own course", async () => {
    await openMenu(publicCourse, true);
    expect(screen.getByRole("menuitem", { name: "Verwijderen" })).toBeInTheDocument();
  });

  it("publishes version 2 of an open-library course only to the open library", async () => {
    const user = await openMenu(publicCourse);
    await user.click(screen.getByRole("menuitem", { name: "Publiceren" }));
    const dialog = await screen.findByRole("dialog");
    expect(screen.queryByRole("radio", { name: /eigen cursusbibliotheek/ })).toBeNull();
    expect(screen.getByRole("radio", { name: /open bibliotheek/ })).toBeChecked();
    expect(dialog).toHaveTextContent("Een nieuwe versie gaat daar ook heen");
  });
});
