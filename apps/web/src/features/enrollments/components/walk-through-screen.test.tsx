import type { WalkBlock, WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { testEnrollment as enrollment } from "../../../test/enrollment";
import { renderWithSession } from "../../../test/render-with-session";
import { enrollmentKeys } from "../api/enrollment-keys";
import { WalkThroughScreen } from "./walk-through-screen";

const sections: WalkSection[] = [
  {
    id: "s1",
    sectionTypeKey: "paragraph",
    title: "De juiste ladder",
    parentSectionId: null,
    leftBower: 1,
    rightBower: 2,
    depth: 0,
    blockUuids: ["b1", "b2"],
    completedBlockUuids: ["b1"],
    isAccessible: true,
  },
];

const textBlock = (uuid: string): WalkBlock => ({
  uuid,
  sectionId: "s1",
  content: { type: "text", html: "<p>Zet de ladder onder 75 graden.</p>" },
  media: null,
  isCompleted: false,
  question: null,
  canCheckAnswer: false,
});

/** The screen on one of the two text blocks of section s1, as a learner sees it. */
const renderAt = (blockUuid: string) =>
  renderWithSession(
    <WalkThroughScreen
      enrollment={enrollment}
      sections={sections}
      sectionId="s1"
      blockUuid={blockUuid}
      paths={{ base: "/enrollments/e1/walk-through", exit: "/enrollments/e1", finish: "/f" }}
    />,
    {
      roles: ["company-student"],
      data: [[enrollmentKeys.blocks("e1", "s1"), [textBlock("b1"), textBlock("b2")]]],
    },
  );

describe("the walk-through screen", () => {
  it("names the course as the page's main heading, so headings make an outline", () => {
    renderAt("b2");
    expect(
      screen.getByRole("heading", { level: 1, name: "Veilig werken met ladders" }),
    ).toBeInTheDocument();
    expect(screen.getByText("Onderdeel 2 van 2")).toBeInTheDocument();
  });

  it("names the way out with the word it shows, so speech control finds it", () => {
    renderAt("b1");
    const close = screen.getByRole("link", { name: /^Sluiten/ });
    expect(close).toHaveTextContent("Sluiten");
    expect(close).toHaveAttribute("href", "/enrollments/e1");
  });
});
