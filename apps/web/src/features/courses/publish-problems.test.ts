import type { CourseVersion } from "@leerlijn/contracts/courses/course-version.schema";
import { describe, expect, it } from "vitest";
import { publishProblems } from "./publish-problems";

const section = (id: string, title: string, leftBower: number, blockUuids: string[]) => ({
  id,
  title,
  sectionTypeKey: "paragraph" as const,
  parentSectionId: null,
  leftBower,
  rightBower: leftBower + 1,
  depth: 1,
  blockUuids,
  revision: 1,
});
const block = (uuid: string, sectionId: string) => ({ uuid, sectionId });

const version = {
  sections: [section("s2", "Tillen", 3, ["b3", "b4"]), section("s1", "Ladders", 1, ["b1", "b2"])],
  blocks: [block("b1", "s1"), block("b2", "s1"), block("b3", "s2"), block("b4", "s2")],
} as unknown as Pick<CourseVersion, "sections" | "blocks">;

const errors = {
  "blocks.b4": ["Vul de vraag in."],
  learning_goals: ["Voeg minstens drie leerdoelen toe."],
  "blocks.b2": ["Vul de vraag in.", "Vul elk antwoord in."],
  "sections.s2": ["Dit onderdeel is nog leeg."],
};

describe("what stands in the way of publishing", () => {
  it("says where each problem is, the course's own first and then in reading order", () => {
    const problems = publishProblems(errors, version).map(({ message, where }) => [
      where?.section.title ?? null,
      where?.block ?? null,
      message,
    ]);
    expect(problems).toEqual([
      [null, null, "Voeg minstens drie leerdoelen toe."],
      ["Ladders", 2, "Vul de vraag in."],
      ["Ladders", 2, "Vul elk antwoord in."],
      ["Tillen", null, "Dit onderdeel is nog leeg."],
      ["Tillen", 2, "Vul de vraag in."],
    ]);
  });

  it("lists each message once while it cannot say where", () => {
    expect(publishProblems(errors, undefined).map((problem) => problem.message)).toEqual([
      "Vul de vraag in.",
      "Voeg minstens drie leerdoelen toe.",
      "Vul elk antwoord in.",
      "Dit onderdeel is nog leeg.",
    ]);
  });
});
