import { maxPointsOf } from "../courses/question-scoring";
import type { WalkBlockModel, WalkModel } from "./walk-model";

/** The questions that count under the version's scoring method. */
export function isScored(model: WalkModel, block: WalkBlockModel): boolean {
  if (block.content.type !== "question") return false;
  switch (model.version.settings.scoringMethod) {
    case "none":
      return false;
    case "exam":
      return block.sectionTypeKey === "exam";
    case "sectionQuestions":
      return block.sectionTypeKey === "paragraph";
  }
}

export type CourseScore = {
  hasScore: boolean;
  points: number | null;
  maxPoints: number | null;
  isPassed: boolean | null;
};

/**
 * The score of an attempt: points earned on the counted questions against what all of them are
 * worth (an unanswered question, after the time ran out, earns nothing). Passed when the
 * points reach the pass percentage, compared exactly rather than on a rounded percentage.
 */
export function scoreAttempt(
  model: WalkModel,
  pointsByBlock: ReadonlyMap<string, number | null>,
): CourseScore {
  const counted = model.blocks.filter((block) => isScored(model, block));
  let maxPoints = 0;
  let points = 0;
  for (const block of counted) {
    if (block.content.type !== "question") continue;
    maxPoints += maxPointsOf(block.content.question);
    points += pointsByBlock.get(block.uuid) ?? 0;
  }
  if (maxPoints === 0) return { hasScore: false, points: null, maxPoints: null, isPassed: null };
  const pass = model.version.settings.passPercentage;
  return {
    hasScore: true,
    points,
    maxPoints,
    isPassed: pass === null ? null : points * 100 >= pass * maxPoints,
  };
}
