import { mediaChoiceOf } from "@leerlijn/contracts/courses/block.schema";
import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import type {
  LearnerBlockContent,
  WalkBlock,
  WalkSection,
} from "@leerlijn/contracts/enrollments/walk-through.schema";
import type { Actor } from "../../platform/auth/actor";
import { notFound } from "../../platform/http/app-error";
import { noImages } from "../courses/course-library";
import { canCheckAnswer } from "./answer-rules";
import { settleAttempt } from "./attempt-state";
import { presentEnrollmentWithImage } from "./enrollment.presenter";
import { findOwnEnrollment, listProgress } from "./enrollments.repository";
import type { EnrollmentRow } from "./enrollments.table";
import type { EnrollmentDeps } from "./enrollment-deps";
import { openOwnEnrollment } from "./open-enrollment";
import { pathLockOf, refuseIfLocked } from "./path-step-lock";
import { examQuestionResultOf } from "./record-progress";
import type { WalkBlockModel, WalkModel } from "./walk-model";

export async function getOwnEnrollment(
  deps: EnrollmentDeps,
  actor: Actor,
  id: string,
): Promise<Enrollment> {
  const { row, model } = await openOwnEnrollment(deps, actor, id);
  return {
    ...(await presentEnrollmentWithImage(row, model, deps.media?.images)),
    pathLock: await pathLockOf(deps, row),
  };
}

/** The actor's own enrollment, refused while it is a path step waiting for the one before it. */
async function openUnlockedEnrollment(deps: EnrollmentDeps, actor: Actor, id: string) {
  const opened = await openOwnEnrollment(deps, actor, id);
  await refuseIfLocked(deps, opened.row);
  return opened;
}

/** Starts the clock of a time limit once; starting again changes nothing. */
async function start(
  deps: EnrollmentDeps,
  row: EnrollmentRow,
  model: WalkModel,
): Promise<EnrollmentRow> {
  if (row.startedAt || row.finishedAt) return row;
  return deps.db.transaction(async (tx) => {
    const locked = await findOwnEnrollment(tx, row, row.id, { forUpdate: true });
    if (!locked) throw notFound();
    if (locked.startedAt || locked.finishedAt) return locked;
    return settleAttempt(tx, model, locked, { startedAt: new Date() });
  });
}

export async function startOwnEnrollment(
  deps: EnrollmentDeps,
  actor: Actor,
  id: string,
): Promise<Enrollment> {
  const { row, model } = await openUnlockedEnrollment(deps, actor, id);
  return presentEnrollmentWithImage(await start(deps, row, model), model, deps.media?.images);
}

export async function listSections(
  deps: EnrollmentDeps,
  actor: Actor,
  id: string,
): Promise<WalkSection[]> {
  const { row, model } = await openUnlockedEnrollment(deps, actor, id);
  const done = new Set(
    (await listProgress(deps.db, row.id, row.attempt)).map((progress) => progress.blockUuid),
  );
  return model.sections.map((section) => ({
    id: section.id,
    sectionTypeKey: section.sectionTypeKey,
    title: section.title,
    parentSectionId: section.parentSectionId,
    leftBower: section.leftBower,
    rightBower: section.rightBower,
    depth: section.depth,
    blockUuids: section.blockUuids,
    completedBlockUuids: section.blockUuids.filter((uuid) => done.has(uuid)),
    isAccessible: section.sectionTypeKey !== "chapter",
  }));
}

/** A block's content with everything that would give an answer away left out. */
export function learnerContent(block: WalkBlockModel): LearnerBlockContent {
  const { content } = block;
  switch (content.type) {
    case "text":
      return { type: "text", html: content.html };
    case "image":
      return { type: "image", alt: content.alt, caption: content.caption };
    case "video":
      return {
        type: "video",
        title: content.title,
        finishPercentage: content.finishPercentage,
      };
    case "document":
      return { type: "document", title: content.title };
    case "question": {
      const { question } = content;
      const base = { prompt: question.prompt, weight: question.weight };
      const options = (list: readonly { id: string; text: string }[]) =>
        list.map((option) => ({ id: option.id, text: option.text }));
      switch (question.kind) {
        case "choice":
          return {
            type: "question",
            question: {
              kind: "choice",
              ...base,
              multiple: question.options.filter((option) => option.isCorrect).length > 1,
              options: options(question.options),
            },
          };
        case "open":
          return { type: "question", question: { kind: "open", ...base } };
        case "points":
          return {
            type: "question",
            question: { kind: "points", ...base, options: options(question.options) },
          };
      }
    }
  }
}

/**
 * The blocks of a paragraph or exam, as the learner sees them. Opening them starts the clock of
 * a time limit (the content is visible from now on).
 */
export async function listBlocks(
  deps: EnrollmentDeps,
  actor: Actor,
  ids: { enrollmentId: string; sectionId: string },
): Promise<WalkBlock[]> {
  const opened = await openUnlockedEnrollment(deps, actor, ids.enrollmentId);
  const { model } = opened;
  const section = model.sectionById.get(ids.sectionId);
  if (!section || section.sectionTypeKey === "chapter") throw notFound();
  const row = await start(deps, opened.row, model);
  const progress = new Map(
    (await listProgress(deps.db, row.id, row.attempt)).map((entry) => [entry.blockUuid, entry]),
  );
  const finished = row.finishedAt !== null;
  const blocks = model.blocks.filter((block) => block.sectionId === section.id);
  const mediaIdOf = (block: WalkBlockModel) => mediaChoiceOf(block.content)?.mediaId;
  const resolveMedia = deps.media?.images ?? noImages;
  const found = await resolveMedia(
    blocks.flatMap((block) => {
      const mediaId = mediaIdOf(block);
      return mediaId ? [{ companyId: model.companyId, mediaId }] : [];
    }),
  );
  return blocks.map((block) => {
    const mediaId = mediaIdOf(block);
    return {
      uuid: block.uuid,
      sectionId: block.sectionId,
      content: learnerContent(block),
      media: found.of(model.companyId, mediaId),
      isCompleted: progress.has(block.uuid),
      question:
        block.content.type === "question"
          ? {
              examQuestionResult: examQuestionResultOf(
                model,
                block,
                progress.get(block.uuid) ?? null,
                { finished },
              ),
            }
          : null,
      canCheckAnswer: canCheckAnswer(model, block),
    };
  });
}
