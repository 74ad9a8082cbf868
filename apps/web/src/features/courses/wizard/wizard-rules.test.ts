import { emptyBlockContent } from "@leerlijn/contracts/courses/block.schema";
import { describe, expect, it } from "vitest";
import { questionProblems } from "./question-overview";
import { settingsErrors } from "./settings-form";

const settings = {
  scoringMethod: "exam" as const,
  passPercentage: 70,
  timeLimitEnabled: false,
  timeLimitMinutes: null,
  checkAnswerMode: false,
  isAvailableForAllStudentsOfThisDomain: false,
};

describe("the settings rules", () => {
  it("asks for a time limit above zero once it is enabled", () => {
    expect(
      settingsErrors({ ...settings, timeLimitEnabled: true, timeLimitMinutes: 0 }, false),
    ).toEqual({ timeLimitMinutes: "Vul een tijdslimiet van minimaal 1 minuut in." });
    expect(
      settingsErrors({ ...settings, timeLimitEnabled: true, timeLimitMinutes: 5 }, false),
    ).toEqual({});
  });

  it("needs a pass percentage with a score, and a score for a test", () => {
    expect(settingsErrors({ ...settings, passPercentage: null }, false).passPercentage).toBe(
      "Vul een slagingspercentage tussen 1 en 100 in.",
    );
    expect(settingsErrors({ ...settings, scoringMethod: "none" }, true).scoringMethod).toBe(
      "Een toets heeft altijd een scoremethode.",
    );
    expect(
      settingsErrors({ ...settings, scoringMethod: "none", passPercentage: null }, false),
    ).toEqual({});
  });
});

describe("the question overview", () => {
  it("names a choice question without a correct answer and an empty prompt", () => {
    const content = emptyBlockContent("question", "choice");
    if (content.type !== "question" || content.question.kind !== "choice") throw new Error();
    const question = {
      ...content.question,
      options: content.question.options.map((option) => ({ ...option, isCorrect: false })),
    };
    expect(questionProblems(question, "Vul de vraag in.")).toEqual([
      "Vul de vraag in.",
      "Kies minstens één goed antwoord.",
    ]);
  });
});
