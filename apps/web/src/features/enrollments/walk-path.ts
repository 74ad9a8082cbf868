import type { WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";

export type BlockRef = { sectionId: string; blockUuid: string };

/** Where the walk-through lives: learners, the author tool's preview and the library's preview. */
export type WalkPaths = { base: string; exit: string; finish: string };

export const blockPath = (paths: WalkPaths, ref: BlockRef) =>
  `${paths.base}/${ref.sectionId}/${ref.blockUuid}`;

/** Every block of the course in reading order: sections by their nested-set bounds. */
export function readingOrder(sections: readonly WalkSection[]): BlockRef[] {
  return [...sections]
    .sort((a, b) => a.leftBower - b.leftBower)
    .filter((section) => section.isAccessible)
    .flatMap((section) =>
      section.blockUuids.map((blockUuid) => ({ sectionId: section.id, blockUuid })),
    );
}

/** Where a block sits in the course: its number, and the blocks before and after it. */
export function positionOf(order: readonly BlockRef[], blockUuid: string | undefined) {
  const index = order.findIndex((ref) => ref.blockUuid === blockUuid);
  return {
    index,
    number: index + 1,
    total: order.length,
    previous: index > 0 ? order[index - 1] : undefined,
    next: index >= 0 ? order[index + 1] : undefined,
  };
}

/** The first block of a section (the page a section link opens). */
export function firstBlockOf(sections: readonly WalkSection[], sectionId: string) {
  return sections.find((section) => section.id === sectionId)?.blockUuids[0];
}
