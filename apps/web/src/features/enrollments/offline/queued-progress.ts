import { type Enrollment, percentageOf } from "@leerlijn/contracts/enrollments/enrollment.schema";
import type { WalkBlock, WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import type { QueuedAnswer } from "./answer-queue";

/*
 * What the walk-through reads (from the server or the copy on the device) with the answers that
 * still wait on the device laid over it: their blocks are done, showing the learner's own answer
 * without a result (the server scores it when it arrives), and the progress counts them. So a
 * page loaded afresh offline shows what the learner did, not only what the server had.
 */

const queuedBlocks = (queued: readonly QueuedAnswer[]) =>
  new Map(queued.map((answer) => [answer.body.blockUuid, answer]));

export function blocksWithQueued(
  blocks: WalkBlock[],
  queued: readonly QueuedAnswer[],
): WalkBlock[] {
  if (queued.length === 0) return blocks;
  const byBlock = queuedBlocks(queued);
  return blocks.map((block) => {
    const answer = byBlock.get(block.uuid);
    if (!answer || block.isCompleted) return block;
    const given = answer.body.more?.answer;
    return {
      ...block,
      isCompleted: true,
      question:
        block.question &&
        (given
          ? { examQuestionResult: { blockUuid: block.uuid, answer: given, revealed: null } }
          : block.question),
    };
  });
}

export function sectionsWithQueued(
  sections: WalkSection[],
  queued: readonly QueuedAnswer[],
): WalkSection[] {
  if (queued.length === 0) return sections;
  return sections.map((section) => {
    const added = queued
      .filter(
        (answer) =>
          answer.sectionId === section.id &&
          !section.completedBlockUuids.includes(answer.body.blockUuid),
      )
      .map((answer) => answer.body.blockUuid);
    return added.length === 0
      ? section
      : {
          ...section,
          completedBlockUuids: [...new Set([...section.completedBlockUuids, ...added])],
        };
  });
}

/**
 * The enrollment's progress with the waiting answers counted. Only a block not done yet is
 * answered (a done one shows 'Verder'), so each waiting block adds one.
 */
export function enrollmentWithQueued(
  enrollment: Enrollment,
  queued: readonly QueuedAnswer[],
): Enrollment {
  if (queued.length === 0) return enrollment;
  const { progress } = enrollment;
  const completedBlocks = Math.min(
    progress.totalBlocks,
    progress.completedBlocks + queuedBlocks(queued).size,
  );
  return {
    ...enrollment,
    progress: {
      ...progress,
      completedBlocks,
      percentage: percentageOf(completedBlocks, progress.totalBlocks),
    },
  };
}
