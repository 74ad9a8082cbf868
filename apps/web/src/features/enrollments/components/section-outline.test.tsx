import type { WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { renderWithSession } from "../../../test/render-with-session";
import { SectionOutline } from "./section-outline";

const section = (changes: Partial<WalkSection>): WalkSection => ({
  id: "s1",
  sectionTypeKey: "paragraph",
  title: "Paragraaf",
  parentSectionId: null,
  leftBower: 1,
  rightBower: 2,
  depth: 0,
  blockUuids: ["b1"],
  completedBlockUuids: [],
  isAccessible: true,
  ...changes,
});

describe("SectionOutline", () => {
  it("names an exam once: 'Examen', not 'Examen: Examen', and prefixes other exam titles", () => {
    renderWithSession(
      <SectionOutline
        sections={[
          section({ id: "s1", sectionTypeKey: "exam", title: "Examen", leftBower: 1 }),
          section({ id: "s2", sectionTypeKey: "exam", title: "Heftruck", leftBower: 3 }),
        ]}
      />,
      { roles: ["company-student"] },
    );
    const items = screen.getAllByRole("listitem").map((item) => item.textContent);
    expect(items[0]).toMatch(/^Examen0\/1$/);
    expect(items[1]).toMatch(/^Examen: Heftruck0\/1$/);
  });
});
