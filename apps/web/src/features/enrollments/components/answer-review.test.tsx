import type { ResultQuestion } from "@leerlijn/contracts/enrollments/enrollment-result.schema";
import { render, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import "../../../lib/i18n";
import { AnswerReview } from "./answer-review";

const pointsQuestion = (optionId: string, points: number): ResultQuestion => ({
  blockUuid: `b-${optionId}`,
  sectionId: "s1",
  sectionTitle: "Oefenvragen",
  sectionTypeKey: "chapter",
  isScored: true,
  question: {
    kind: "points",
    prompt: `Wat doe je bij brand? (${optionId})`,
    weight: "medium",
    options: [
      { id: "a", text: "Alarm slaan en vluchten" },
      { id: "b", text: "Eerst je spullen pakken" },
      { id: "c", text: "Blijven zitten" },
    ],
  },
  examQuestionResult: {
    blockUuid: `b-${optionId}`,
    answer: { kind: "points", optionId },
    revealed: {
      isCorrect: points === 3,
      points,
      maxPoints: 3,
      feedback: null,
      correctOptionIds: null,
      acceptedAnswers: null,
      optionPoints: { a: 3, b: 2, c: 0 },
    },
  },
});

describe("reviewing answers", () => {
  it("calls an answer that earned some of its points partly right, with the points", () => {
    render(
      <AnswerReview
        questions={[pointsQuestion("a", 3), pointsQuestion("b", 2), pointsQuestion("c", 0)]}
      />,
    );
    const verdicts = screen.getAllByText(/punten$/).map((element) => element.textContent);
    expect(verdicts).toEqual([
      "Goed · 3 van 3 punten",
      "Deels goed · 2 van 3 punten",
      "Fout · 0 van 3 punten",
    ]);
  });
});
