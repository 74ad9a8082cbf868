import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSession, testCompany } from "../../test/render-with-session";
import { CourseStatusBadge } from "./components/course-status-badge";
import { useLibraryText } from "./library-text";

const keys = [
  "status.publicly-published",
  "publish.public",
  "publish.submitted",
  "publish.publicOnly",
  "dashboard.deletePublic",
  "reviews.title",
  "review.accept",
  "review.accepted",
  "lock.publicTitle",
] as const;

function Texts() {
  const libraryText = useLibraryText();
  return (
    <ul>
      {keys.map((key) => (
        <li key={key}>{libraryText(key)}</li>
      ))}
    </ul>
  );
}

const meetings = { ...testCompany, openLibraryName: "knowledgeMeetings" as const };

describe("the author tool's names for the open library", () => {
  it("says open bibliotheek everywhere by default", () => {
    renderWithSession(<Texts />, { roles: ["admin-group-leader"] });
    for (const item of screen.getAllByRole("listitem"))
      expect(item.textContent).toMatch(/open bibliotheek/i);
  });

  it("says kennissessies everywhere for the company that calls it that", () => {
    renderWithSession(<Texts />, { roles: ["admin-group-leader"], company: meetings });
    for (const item of screen.getAllByRole("listitem")) {
      expect(item.textContent).toMatch(/kennissessies/i);
      expect(item.textContent).not.toMatch(/bibliotheek/i);
    }
  });

  it("names a publicly published course's status after the company's choice", () => {
    const { unmount } = renderWithSession(<CourseStatusBadge status="publicly-published" />, {
      roles: ["admin-group-leader"],
    });
    expect(screen.getByText("Open bibliotheek")).toBeInTheDocument();
    unmount();
    renderWithSession(<CourseStatusBadge status="publicly-published" />, {
      roles: ["admin-group-leader"],
      company: meetings,
    });
    expect(screen.getByText("Kennissessies")).toBeInTheDocument();
  });
});
