import type { RevealedResult } from "@leerlijn/contracts/enrollments/walk-through.schema";

export type Verdict = "right" | "partly" | "wrong";

/**
 * Right, wrong, or, for an answer that earned some but not all of its points (a weighted-points
 * question), partly right: calling 2 of 3 points "wrong" tells the learner something untrue.
 */
export function verdictOf(revealed: Pick<RevealedResult, "isCorrect" | "points">): Verdict {
  if (revealed.isCorrect) return "right";
  return revealed.points > 0 ? "partly" : "wrong";
}
