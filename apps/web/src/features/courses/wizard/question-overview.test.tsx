import { screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { courseVersion } from "../../../test/course-version";
import { renderWithSession } from "../../../test/render-with-session";
import { QuestionOverview } from "./question-overview";

describe("QuestionOverview", () => {
  it("shows each question's points with its weight applied", () => {
    const version = courseVersion({
      courseTypeKey: "test",
      sections: [
        {
          id: "s1",
          sectionTypeKey: "exam",
          title: "Examen",
          parentSectionId: null,
          leftBower: 1,
          rightBower: 2,
          depth: 0,
          blockUuids: ["b1", "b2"],
          revision: 0,
        },
      ],
      blocks: [
        {
          uuid: "b1",
          sectionId: "s1",
          media: null,
          revision: 0,
          updatedAt: "2026-11-24T11:00:00.000Z",
          content: {
            type: "question",
            question: {
              kind: "points",
              prompt: "Hoe zwaar mag je tillen?",
              weight: "high",
              feedback: { correct: "", incorrect: "" },
              options: [
                { id: "a", text: "23 kilo", points: 3 },
                { id: "b", text: "50 kilo", points: 0 },
              ],
            },
          },
        },
        {
          uuid: "b2",
          sectionId: "s1",
          media: null,
          revision: 0,
          updatedAt: "2026-11-24T11:00:00.000Z",
          content: {
            type: "question",
            question: {
              kind: "open",
              prompt: "Welk nummer bel je bij brand?",
              weight: "low",
              feedback: { correct: "", incorrect: "" },
              acceptedAnswers: ["112"],
            },
          },
        },
      ],
    });
    renderWithSession(<QuestionOverview version={version} editPath={() => "/"} />, {
      roles: ["admin-group-leader"],
    });
    expect(screen.getByRole("listitem", { name: "Vraag 1" })).toHaveTextContent(
      "Waard: 3 punten × Hoog = 9 punten",
    );
    expect(screen.getByRole("listitem", { name: "Vraag 2" })).toHaveTextContent(
      "Waard: 1 punt × Laag = 1 punt",
    );
  });
});
