import { describe, expect, it } from "vitest";
import { SectionTree, type TreeSection, treeMessages } from "./section-tree";

const chapter = (id: string) => ({ id, parentSectionId: null, sectionTypeKey: "chapter" as const });
const paragraph = (id: string) => ({
  id,
  parentSectionId: null,
  sectionTypeKey: "paragraph" as const,
});

/** The nested-set invariants: bounds 1 … 2n, each child strictly inside its parent, no overlap. */
function expectConsistent(rows: TreeSection[]) {
  const all = rows.flatMap((row) => [row.leftBower, row.rightBower]).sort((a, b) => a - b);
  expect(all).toEqual(Array.from({ length: rows.length * 2 }, (_, i) => i + 1));
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const row of rows) {
    expect(row.leftBower).toBeLessThan(row.rightBower);
    const parent = row.parentSectionId ? byId.get(row.parentSectionId) : undefined;
    if (row.parentSectionId) {
      expect(parent, `parent of ${row.id}`).toBeDefined();
      expect(row.leftBower).toBeGreaterThan(parent!.leftBower);
      expect(row.rightBower).toBeLessThan(parent!.rightBower);
      expect(row.depth).toBe(parent!.depth + 1);
    } else {
      expect(row.depth).toBe(0);
    }
    const descendants = rows.filter(
      (other) => other.leftBower > row.leftBower && other.rightBower < row.rightBower,
    );
    expect(row.rightBower - row.leftBower - 1).toBe(descendants.length * 2);
  }
}

function sampleTree() {
  const tree = new SectionTree([]);
  tree.add(chapter("h1"), { parentSectionId: null });
  tree.add(chapter("h1.1"), { parentSectionId: "h1" });
  tree.add(paragraph("p1"), { parentSectionId: "h1.1" });
  tree.add(paragraph("p2"), { parentSectionId: "h1" });
  tree.add(chapter("h2"), { parentSectionId: null });
  tree.add({ id: "e1", parentSectionId: null, sectionTypeKey: "exam" }, { parentSectionId: null });
  return tree;
}

describe("the section tree", () => {
  it("numbers sections in reading order with nested-set bounds", () => {
    const rows = sampleTree().bounds();
    expect(rows.map((row) => [row.id, row.leftBower, row.rightBower, row.depth])).toEqual([
      ["h1", 1, 8, 0],
      ["h1.1", 2, 5, 1],
      ["p1", 3, 4, 2],
      ["p2", 6, 7, 1],
      ["h2", 9, 10, 0],
      ["e1", 11, 12, 0],
    ]);
    expectConsistent(rows);
  });

  it("reads back the tree from its own bounds", () => {
    const rows = sampleTree().bounds();
    const shuffled = [...rows].reverse();
    expect(new SectionTree(shuffled).bounds()).toEqual(rows);
  });

  it("moves a chapter with its subtree and renumbers every bound", () => {
    const tree = sampleTree();
    tree.move("h1.1", { parentSectionId: "h2", position: 0 });
    const rows = tree.bounds();
    expect(rows.map((row) => row.id)).toEqual(["h1", "p2", "h2", "h1.1", "p1", "e1"]);
    expect(rows.find((row) => row.id === "p1")?.depth).toBe(2);
    expectConsistent(rows);
  });

  it("refuses to move a section under itself or under its own child", () => {
    const tree = sampleTree();
    expect(() => tree.move("h1", { parentSectionId: "h1" })).toThrow(treeMessages.intoItself);
    expect(() => tree.move("h1", { parentSectionId: "h1.1" })).toThrow(treeMessages.intoItself);
    expectConsistent(tree.bounds());
  });

  it("puts sections only under chapters and at most three levels deep", () => {
    const tree = sampleTree();
    expect(() => tree.move("h2", { parentSectionId: "p1" })).toThrow(treeMessages.parentNotChapter);
    expect(() => tree.add(chapter("x"), { parentSectionId: "e1" })).toThrow(
      treeMessages.parentNotChapter,
    );
    expect(() => tree.add(paragraph("deep"), { parentSectionId: "unknown" })).toThrow(
      treeMessages.parentMissing,
    );
    tree.add(chapter("h2.1"), { parentSectionId: "h2" });
    tree.add(chapter("h2.1.1"), { parentSectionId: "h2.1" });
    expect(() => tree.add(paragraph("p9"), { parentSectionId: "h2.1.1" })).toThrow(
      treeMessages.tooDeep,
    );
    // h1 is three levels high; under h2 it would be four.
    expect(() => tree.move("h1", { parentSectionId: "h2" })).toThrow(treeMessages.tooDeep);
  });

  it("removes a section with everything under it", () => {
    const tree = sampleTree();
    expect(tree.remove("h1").sort()).toEqual(["h1", "h1.1", "p1", "p2"]);
    const rows = tree.bounds();
    expect(rows.map((row) => row.id)).toEqual(["h2", "e1"]);
    expectConsistent(rows);
  });

  it("stays consistent through a long run of random moves", () => {
    const tree = new SectionTree([]);
    const ids: string[] = [];
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 40; i += 1) {
      const id = `s${i}`;
      const parent = ids.length > 0 && random(2) === 0 ? (ids[random(ids.length)] ?? null) : null;
      try {
        tree.add(
          { id, parentSectionId: null, sectionTypeKey: random(3) === 0 ? "paragraph" : "chapter" },
          { parentSectionId: parent, position: random(5) },
        );
        ids.push(id);
      } catch {
        // Refused placements are part of the test: the tree must stay consistent after them.
      }
    }
    for (let i = 0; i < 300; i += 1) {
      const id = ids[random(ids.length)] ?? "";
      const parent = random(3) === 0 ? null : (ids[random(ids.length)] ?? null);
      try {
        tree.move(id, { parentSectionId: parent, position: random(6) });
      } catch {
        // idem
      }
      expectConsistent(tree.bounds());
    }
    expect(tree.bounds()).toHaveLength(ids.length);
  });
});
