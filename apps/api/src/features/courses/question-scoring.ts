import {
  type Question,
  questionPoints,
  weightFactors,
} from "@leerlijn/contracts/courses/block.schema";
import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";

export type QuestionScore = { points: number; maxPoints: number; isCorrect: boolean };

const normalise = (text: string) => text.trim().replace(/\s+/g, " ").toLocaleLowerCase("nl-NL");

/** What a question is worth, as its author sees it in the editor (weight included). */
export function maxPointsOf(question: Question): number {
  return questionPoints(question).total;
}

/**
 * Scores an answer on the server, where the correct answers live. A choice question is right
 * only with exactly the correct options chosen; an open answer is right when it matches an
 * accepted answer (case and spacing ignored), or when any text is given and none are listed;
 * a points question earns the chosen option's points. An answer of another kind scores 0.
 */
export function scoreAnswer(question: Question, answer: QuestionAnswer): QuestionScore {
  const factor = weightFactors[question.weight];
  const maxPoints = maxPointsOf(question);
  const wrong = { points: 0, maxPoints, isCorrect: false };
  switch (question.kind) {
    case "choice": {
      if (answer.kind !== "choice") return wrong;
      const chosen = new Set(answer.optionIds);
      const correct = question.options.filter((option) => option.isCorrect).map((o) => o.id);
      const right = chosen.size === correct.length && correct.every((id) => chosen.has(id));
      return right ? { points: maxPoints, maxPoints, isCorrect: true } : wrong;
    }
    case "open": {
      if (answer.kind !== "open" || normalise(answer.text) === "") return wrong;
      const accepted = question.acceptedAnswers.map(normalise);
      const right = accepted.length === 0 || accepted.includes(normalise(answer.text));
      return right ? { points: maxPoints, maxPoints, isCorrect: true } : wrong;
    }
    case "points": {
      if (answer.kind !== "points") return wrong;
      const option = question.options.find((candidate) => candidate.id === answer.optionId);
      const points = (option?.points ?? 0) * factor;
      return { points, maxPoints, isCorrect: maxPoints > 0 && points === maxPoints };
    }
  }
}
