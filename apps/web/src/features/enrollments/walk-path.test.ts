import type { WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { describe, expect, it } from "vitest";
import { positionOf, readingOrder } from "./walk-path";

const section = (
  id: string,
  leftBower: number,
  blockUuids: string[],
  isAccessible = true,
): WalkSection => ({
  id,
  sectionTypeKey: isAccessible ? "paragraph" : "chapter",
  title: id,
  parentSectionId: null,
  leftBower,
  rightBower: leftBower + 1,
  depth: 0,
  blockUuids,
  completedBlockUuids: [],
  isAccessible,
});

describe("the reading order of a course", () => {
  it("follows the sections' bounds and skips chapters", () => {
    const order = readingOrder([
      section("second", 5, ["c"]),
      section("chapter", 1, [], false),
      section("first", 2, ["a", "b"]),
    ]);
    expect(order).toEqual([
      { sectionId: "first", blockUuid: "a" },
      { sectionId: "first", blockUuid: "b" },
      { sectionId: "second", blockUuid: "c" },
    ]);
  });

  it("knows the blocks before and after one, across sections", () => {
    const order = readingOrder([section("first", 1, ["a", "b"]), section("second", 3, ["c"])]);
    expect(positionOf(order, "b")).toMatchObject({
      number: 2,
      total: 3,
      previous: { blockUuid: "a" },
      next: { sectionId: "second", blockUuid: "c" },
    });
    expect(positionOf(order, "c").next).toBeUndefined();
    expect(positionOf(order, "zzz").index).toBe(-1);
  });
});
