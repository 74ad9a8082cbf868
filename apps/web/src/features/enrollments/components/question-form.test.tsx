import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import type { LearnerQuestion } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { fireEvent, render, screen } from "@testing-library/react";
import { useState } from "react";
import { describe, expect, it } from "vitest";
import "../../../lib/i18n";
import { isAnswerGiven, QuestionForm } from "./question-form";

const choice = (multiple: boolean): LearnerQuestion => ({
  kind: "choice",
  prompt: "Wat controleer je eerst?",
  weight: "medium",
  multiple,
  options: [
    { id: "a", text: "De voetjes" },
    { id: "b", text: "De sporten" },
    { id: "c", text: "De kleur" },
  ],
});

function Harness({ question }: { question: LearnerQuestion }) {
  const [answer, setAnswer] = useState<QuestionAnswer | null>(null);
  return (
    <>
      <QuestionForm
        name="q"
        question={question}
        answer={answer}
        onAnswer={setAnswer}
        result={null}
      />
      <output>{JSON.stringify(answer)}</output>
    </>
  );
}

describe("answering a question", () => {
  it("offers radio buttons when one answer is right, replacing the choice", () => {
    render(<Harness question={choice(false)} />);
    expect(screen.getByText("Kies één antwoord.")).toBeInTheDocument();
    fireEvent.click(screen.getByLabelText("De voetjes"));
    fireEvent.click(screen.getByLabelText("De kleur"));
    expect(screen.getByText('{"kind":"choice","optionIds":["c"]}')).toBeInTheDocument();
    expect(screen.getByLabelText("De kleur")).toHaveAttribute("type", "radio");
  });

  it("offers check boxes when more answers are right, toggling each", () => {
    render(<Harness question={choice(true)} />);
    fireEvent.click(screen.getByLabelText("De voetjes"));
    fireEvent.click(screen.getByLabelText("De sporten"));
    fireEvent.click(screen.getByLabelText("De voetjes"));
    expect(screen.getByText('{"kind":"choice","optionIds":["b"]}')).toBeInTheDocument();
    expect(screen.getByLabelText("De sporten")).toHaveAttribute("type", "checkbox");
  });

  it("locks a recorded answer and marks the right and the wrong option when revealed", () => {
    render(
      <QuestionForm
        name="q"
        question={choice(false)}
        answer={null}
        onAnswer={() => undefined}
        result={{
          blockUuid: "q",
          answer: { kind: "choice", optionIds: ["c"] },
          revealed: {
            isCorrect: false,
            points: 0,
            maxPoints: 2,
            feedback: "Kijk naar de voetjes.",
            correctOptionIds: ["a"],
            acceptedAnswers: null,
            optionPoints: null,
          },
        }}
      />,
    );
    expect(screen.getByLabelText(/De kleur/)).toBeChecked();
    expect(screen.getByLabelText(/De kleur/)).toBeDisabled();
    expect(screen.getByText("Goed antwoord")).toBeInTheDocument();
    expect(screen.getByText("Jouw antwoord")).toBeInTheDocument();
  });

  it("counts an answer as given only with a choice or some text", () => {
    expect(isAnswerGiven(null)).toBe(false);
    expect(isAnswerGiven({ kind: "choice", optionIds: [] })).toBe(false);
    expect(isAnswerGiven({ kind: "open", text: "   " })).toBe(false);
    expect(isAnswerGiven({ kind: "points", optionId: "" })).toBe(false);
    expect(isAnswerGiven({ kind: "open", text: "112" })).toBe(true);
  });
});
