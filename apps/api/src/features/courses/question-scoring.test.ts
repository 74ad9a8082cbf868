import type { Question } from "@leerlijn/contracts/courses/block.schema";
import { describe, expect, it } from "vitest";
import { maxPointsOf, scoreAnswer } from "./question-scoring";

const feedback = { correct: "", incorrect: "" };
const choice = (weight: Question["weight"]): Question => ({
  kind: "choice",
  prompt: "Welke twee?",
  weight,
  feedback,
  options: [
    { id: "a", text: "A", isCorrect: true },
    { id: "b", text: "B", isCorrect: false },
    { id: "c", text: "C", isCorrect: true },
  ],
});

describe("scoring a question", () => {
  it("weighs questions low 1, medium 2, high 3", () => {
    expect(maxPointsOf(choice("low"))).toBe(1);
    expect(maxPointsOf(choice("medium"))).toBe(2);
    expect(maxPointsOf(choice("high"))).toBe(3);
  });

  it("gives a choice question its points only for exactly the correct options", () => {
    const question = choice("high");
    expect(scoreAnswer(question, { kind: "choice", optionIds: ["c", "a"] })).toEqual({
      points: 3,
      maxPoints: 3,
      isCorrect: true,
    });
    for (const optionIds of [["a"], ["a", "b", "c"], [], ["a", "a"]])
      expect(scoreAnswer(question, { kind: "choice", optionIds }).points).toBe(0);
  });

  it("accepts open answers that match, ignoring case and spacing, or any answer when none are listed", () => {
    const question: Question = {
      kind: "open",
      prompt: "Wat is het alarmnummer?",
      weight: "medium",
      feedback,
      acceptedAnswers: ["112", "een twee twee"],
    };
    expect(scoreAnswer(question, { kind: "open", text: " Een  Twee twee " }).isCorrect).toBe(true);
    expect(scoreAnswer(question, { kind: "open", text: "911" }).points).toBe(0);
    const reflection = { ...question, acceptedAnswers: [] };
    expect(scoreAnswer(reflection, { kind: "open", text: "Mijn gedachte" }).points).toBe(2);
    expect(scoreAnswer(reflection, { kind: "open", text: "   " }).points).toBe(0);
  });

  it("gives a points question the chosen option's points times the weight", () => {
    const question: Question = {
      kind: "points",
      prompt: "Hoe pak je het aan?",
      weight: "medium",
      feedback,
      options: [
        { id: "best", text: "Eerst melden", points: 3 },
        { id: "ok", text: "Zelf oplossen", points: 1 },
        { id: "bad", text: "Niets doen", points: 0 },
      ],
    };
    expect(scoreAnswer(question, { kind: "points", optionId: "ok" })).toEqual({
      points: 2,
      maxPoints: 6,
      isCorrect: false,
    });
    expect(scoreAnswer(question, { kind: "points", optionId: "best" }).isCorrect).toBe(true);
    expect(scoreAnswer(question, { kind: "points", optionId: "unknown" }).points).toBe(0);
  });

  it("scores an answer of another kind as wrong", () => {
    expect(scoreAnswer(choice("low"), { kind: "open", text: "A" }).points).toBe(0);
  });
});
