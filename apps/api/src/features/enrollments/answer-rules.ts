import type { Question } from "@leerlijn/contracts/courses/block.schema";
import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import { enrollmentMessages } from "@leerlijn/contracts/enrollments/enrollments.contract";
import type { RevealedResult } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { validationFailed } from "../../platform/http/app-error";
import type { WalkBlockModel, WalkModel } from "./walk-model";

/** Tests and exam sections keep their answers to themselves: no checking, no right answers shown. */
export function isExamLike(model: WalkModel, block: WalkBlockModel): boolean {
  return model.version.courseTypeKey === "test" || block.sectionTypeKey === "exam";
}

/** Check-answer mode applies to questions outside exams, in courses that are no test. */
export function canCheckAnswer(model: WalkModel, block: WalkBlockModel): boolean {
  return (
    block.content.type === "question" &&
    model.version.settings.checkAnswerMode &&
    !isExamLike(model, block)
  );
}

const refuse = (message: string) => validationFailed({ "more.answer": [message] }, message);

/** An answer of the question's kind that only names options the question has. */
export function requireValidAnswer(
  question: Question,
  answer: QuestionAnswer | undefined,
): QuestionAnswer {
  if (!answer || answer.kind !== question.kind) throw refuse(enrollmentMessages.answerRequired);
  switch (answer.kind) {
    case "choice": {
      if (question.kind !== "choice") throw refuse(enrollmentMessages.answerRequired);
      const chosen = [...new Set(answer.optionIds)];
      if (chosen.length === 0) throw refuse(enrollmentMessages.answerRequired);
      const known = new Set(question.options.map((option) => option.id));
      if (chosen.some((id) => !known.has(id))) throw refuse(enrollmentMessages.unknownOption);
      const correctCount = question.options.filter((option) => option.isCorrect).length;
      if (correctCount === 1 && chosen.length > 1) throw refuse(enrollmentMessages.oneOption);
      return { kind: "choice", optionIds: chosen };
    }
    case "open":
      if (answer.text.trim() === "") throw refuse(enrollmentMessages.answerRequired);
      return { kind: "open", text: answer.text.trim() };
    case "points":
      if (question.kind !== "points" || !question.options.some((o) => o.id === answer.optionId))
        throw refuse(enrollmentMessages.unknownOption);
      return answer;
  }
}

/**
 * What may be shown of a scored answer. To a learner in exams and tests: whether it was right
 * and its points, never the right answers or the feedback that would give them away.
 */
export function revealedResult(
  model: WalkModel,
  block: WalkBlockModel,
  score: { points: number; maxPoints: number; isCorrect: boolean },
  /** Educators and an author's preview see everything, right answers of exams included. */
  full = false,
): RevealedResult | null {
  if (block.content.type !== "question") return null;
  const { question } = block.content;
  const examLike = !full && isExamLike(model, block);
  return {
    isCorrect: score.isCorrect,
    points: score.points,
    maxPoints: score.maxPoints,
    feedback: examLike
      ? null
      : score.isCorrect
        ? question.feedback.correct || null
        : question.feedback.incorrect || null,
    correctOptionIds:
      examLike || question.kind !== "choice"
        ? null
        : question.options.filter((option) => option.isCorrect).map((option) => option.id),
    acceptedAnswers: examLike || question.kind !== "open" ? null : question.acceptedAnswers,
    optionPoints:
      examLike || question.kind !== "points"
        ? null
        : Object.fromEntries(question.options.map((option) => [option.id, option.points])),
  };
}
