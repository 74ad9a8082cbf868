import type { WalkBlock, WalkSection } from "@leerlijn/contracts/enrollments/walk-through.schema";
import { describe, expect, it } from "vitest";
import { testEnrollment } from "../../../test/enrollment";
import type { QueuedAnswer } from "./answer-queue";
import { blocksWithQueued, enrollmentWithQueued, sectionsWithQueued } from "./queued-progress";

const question = (uuid: string, isCompleted = false): WalkBlock => ({
  uuid,
  sectionId: "s1",
  content: {
    type: "question",
    question: {
      kind: "choice",
      prompt: "Hoe til je een doos op?",
      weight: "medium",
      multiple: false,
      options: [
        { id: "a", text: "Door je knieën" },
        { id: "b", text: "Met gestrekte benen" },
      ],
    },
  },
  media: null,
  isCompleted,
  question: { examQuestionResult: null },
  canCheckAnswer: false,
});

const queued = (blockUuid: string, optionIds: string[]): QueuedAnswer => ({
  ownerId: "u1",
  enrollmentId: "e1",
  sectionId: "s1",
  body: {
    blockUuid,
    isCheckAnswer: false,
    more: { answer: { kind: "choice", optionIds } },
    idempotencyKey: crypto.randomUUID(),
  },
});

const section: WalkSection = {
  id: "s1",
  sectionTypeKey: "paragraph",
  title: "Tillen",
  parentSectionId: null,
  leftBower: 1,
  rightBower: 2,
  depth: 0,
  blockUuids: ["b1", "b2", "b3"],
  completedBlockUuids: ["b1"],
  isAccessible: true,
};

describe("answers waiting on the device, laid over what the walk-through read", () => {
  it("shows a waiting block as done with the learner's own answer and no result yet", () => {
    const [first, second, third] = blocksWithQueued(
      [question("b1", true), question("b2"), question("b3")],
      [queued("b2", ["b"])],
    );
    expect(first).toEqual(question("b1", true));
    expect(second).toMatchObject({
      isCompleted: true,
      question: {
        examQuestionResult: {
          blockUuid: "b2",
          answer: { kind: "choice", optionIds: ["b"] },
          revealed: null,
        },
      },
    });
    expect(third).toEqual(question("b3"));
  });

  it("counts waiting blocks as completed in their section, once each", () => {
    const [withQueued] = sectionsWithQueued(
      [section],
      [queued("b1", ["a"]), queued("b2", ["a"]), queued("b3", ["b"])],
    );
    expect(withQueued!.completedBlockUuids).toEqual(["b1", "b2", "b3"]);
  });

  it("moves the progress on by each waiting block", () => {
    const enrollment = {
      ...testEnrollment,
      progress: { ...testEnrollment.progress, completedBlocks: 1, totalBlocks: 4, percentage: 25 },
    };
    const moved = enrollmentWithQueued(enrollment, [queued("b2", ["a"]), queued("b3", ["b"])]);
    expect(moved.progress).toMatchObject({ completedBlocks: 3, percentage: 75 });
    expect(enrollmentWithQueued(enrollment, [])).toBe(enrollment);
  });
});
