import { MAX_SECTION_DEPTH, type SectionTypeKey } from "@leerlijn/contracts/courses/section.schema";

/** A section as the tree needs it. */
export type TreeSection = {
  id: string;
  parentSectionId: string | null;
  sectionTypeKey: SectionTypeKey;
  leftBower: number;
  rightBower: number;
  depth: number;
};

export type Placement = { parentSectionId: string | null; position?: number | undefined };

/** Why a structural change is refused, as the field-level message for the author. */
export const treeMessages = {
  parentMissing: "Dit hoofdstuk bestaat niet (meer).",
  parentNotChapter: "Alleen een hoofdstuk kan andere onderdelen bevatten.",
  intoItself:
    "Je kunt een onderdeel niet in zichzelf of in een van zijn eigen onderdelen plaatsen.",
  tooDeep: `Hoofdstukken gaan maximaal ${MAX_SECTION_DEPTH} niveaus diep.`,
} as const;

export class TreeRefusal extends Error {}

/**
 * The tree of one version in memory: children per parent in reading order. Changes happen here
 * and `bounds()` gives the nested-set numbering of the result, so bounds are always derived
 * from one consistent tree and never patched by hand.
 */
export class SectionTree {
  private readonly children = new Map<string | null, string[]>();
  private readonly sections = new Map<string, TreeSection>();

  constructor(rows: readonly TreeSection[]) {
    const ordered = [...rows].sort((a, b) => a.leftBower - b.leftBower);
    for (const row of ordered) this.sections.set(row.id, { ...row });
    this.children.set(null, []);
    for (const row of ordered) {
      const parent =
        row.parentSectionId !== null && this.sections.has(row.parentSectionId)
          ? row.parentSectionId
          : null;
      this.childrenOf(parent).push(row.id);
    }
  }

  private childrenOf(parent: string | null): string[] {
    let list = this.children.get(parent);
    if (!list) {
      list = [];
      this.children.set(parent, list);
    }
    return list;
  }

  has(id: string): boolean {
    return this.sections.has(id);
  }

  /** The section and everything under it. */
  subtree(id: string): string[] {
    const result = [id];
    for (const child of this.children.get(id) ?? []) result.push(...this.subtree(child));
    return result;
  }

  private height(id: string): number {
    const kids = this.children.get(id) ?? [];
    return 1 + Math.max(0, ...kids.map((kid) => this.height(kid)));
  }

  private depthOf(parent: string | null): number {
    let depth = 0;
    for (let at = parent; at !== null; at = this.sections.get(at)?.parentSectionId ?? null)
      depth += 1;
    return depth;
  }

  private checkParent(parent: string | null, movingId: string | null, height: number): void {
    if (parent !== null) {
      const target = this.sections.get(parent);
      if (!target) throw new TreeRefusal(treeMessages.parentMissing);
      if (movingId !== null && this.subtree(movingId).includes(parent))
        throw new TreeRefusal(treeMessages.intoItself);
      if (target.sectionTypeKey !== "chapter") throw new TreeRefusal(treeMessages.parentNotChapter);
    }
    if (this.depthOf(parent) + height > MAX_SECTION_DEPTH)
      throw new TreeRefusal(treeMessages.tooDeep);
  }

  private place(id: string, { parentSectionId, position }: Placement): void {
    const siblings = this.childrenOf(parentSectionId);
    const at = Math.min(position ?? siblings.length, siblings.length);
    siblings.splice(at, 0, id);
    const section = this.sections.get(id);
    if (section) section.parentSectionId = parentSectionId;
  }

  add(
    section: Omit<TreeSection, "leftBower" | "rightBower" | "depth">,
    placement: Placement,
  ): void {
    this.checkParent(placement.parentSectionId, null, 1);
    this.sections.set(section.id, { ...section, leftBower: 0, rightBower: 0, depth: 0 });
    this.place(section.id, placement);
  }

  move(id: string, placement: Placement): void {
    const section = this.sections.get(id);
    if (!section) throw new Error(`Unknown section ${id}`);
    this.checkParent(placement.parentSectionId, id, this.height(id));
    const siblings = this.childrenOf(section.parentSectionId);
    siblings.splice(siblings.indexOf(id), 1);
    this.place(id, placement);
  }

  /** Removes the section and its subtree; returns the removed ids. */
  remove(id: string): string[] {
    const section = this.sections.get(id);
    if (!section) return [];
    const removed = this.subtree(id);
    const siblings = this.childrenOf(section.parentSectionId);
    siblings.splice(siblings.indexOf(id), 1);
    for (const gone of removed) {
      this.sections.delete(gone);
      this.children.delete(gone);
    }
    return removed;
  }

  /** Every section with its parent, depth and nested-set bounds (1 … 2n), in reading order. */
  bounds(): TreeSection[] {
    const result: TreeSection[] = [];
    let counter = 0;
    const visit = (id: string, parent: string | null, depth: number) => {
      const section = this.sections.get(id);
      if (!section) return;
      const entry: TreeSection = {
        ...section,
        parentSectionId: parent,
        depth,
        leftBower: ++counter,
        rightBower: 0,
      };
      result.push(entry);
      for (const child of this.children.get(id) ?? []) visit(child, id, depth + 1);
      entry.rightBower = ++counter;
    };
    for (const root of this.children.get(null) ?? []) visit(root, null, 0);
    return result;
  }
}
