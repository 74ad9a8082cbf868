import { describe, expect, it } from "vitest";
import { verdictOf } from "./answer-verdict";

describe("the verdict on an answer", () => {
  it("is right, partly right or wrong by what it earned", () => {
    expect(verdictOf({ isCorrect: true, points: 3 })).toBe("right");
    expect(verdictOf({ isCorrect: false, points: 2 })).toBe("partly");
    expect(verdictOf({ isCorrect: false, points: 0 })).toBe("wrong");
  });
});
