import { enrollmentMessages } from "@leerlijn/contracts/enrollments/enrollments.contract";
import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import type { ExamQuestionResult } from "@leerlijn/contracts/enrollments/walk-through.schema";
import type { z } from "zod";
import type { progressBodySchema } from "@leerlijn/contracts/enrollments/walk-through.contract";
import type { Actor } from "../../platform/auth/actor";
import { conflict, notFound, validationFailed } from "../../platform/http/app-error";
import { scoreAnswer } from "../courses/question-scoring";
import { canCheckAnswer, requireValidAnswer, revealedResult } from "./answer-rules";
import { isOverdue, settleAttempt } from "./attempt-state";
import { ownEnrollment } from "./enrollment-access";
import { presentEnrollment } from "./enrollment.presenter";
import { findProgress, insertProgressOnce } from "./enrollments.repository";
import type { EnrollmentProgressRow, EnrollmentRow } from "./enrollments.table";
import type { EnrollmentDeps } from "./enrollment-deps";
import type { WalkBlockModel, WalkModel } from "./walk-model";

/** An answer sent just before the time ran out still counts: the network takes a moment. */
const DEADLINE_GRACE_MS = 10_000;

/** The answer and, when the rules allow it now, its result. */
export function examQuestionResultOf(
  model: WalkModel,
  block: WalkBlockModel,
  progress: EnrollmentProgressRow | null,
  options: { finished: boolean; checkRequested?: boolean; full?: boolean },
): ExamQuestionResult | null {
  if (!progress?.answer) return null;
  const checked =
    canCheckAnswer(model, block) && (progress.isCheckAnswer || options.checkRequested === true);
  const score = {
    points: progress.points ?? 0,
    maxPoints: progress.maxPoints ?? 0,
    isCorrect: progress.isCorrect ?? false,
  };
  return {
    blockUuid: block.uuid,
    answer: progress.answer,
    revealed:
      options.finished || checked || options.full
        ? revealedResult(model, block, score, options.full)
        : null,
  };
}

type Recorded = { enrollment: Enrollment; examQuestionResult: ExamQuestionResult | null };

/**
 * Completes one block of the learner's current attempt, in one transaction: lock the enrollment
 * row, insert the block unless the attempt has it, recount the attempt from its rows
 * (`settleAttempt`, the one implementation of the attempt's rules) and update the enrollment.
 * The insert is guarded by the progress primary key, so a double click, a second tab or a retry
 * after a timeout adds no row and is answered with what was recorded first (the first answer
 * stands). The row lock serialises one learner's submissions, and each statement after it reads
 * a fresh snapshot, so the recount sees every block another tab committed meanwhile. Every
 * question is scored here, where the correct answers live.
 */
export async function recordProgress(
  { db, models }: EnrollmentDeps,
  actor: Actor,
  ids: { enrollmentId: string; sectionId: string },
  body: z.output<typeof progressBodySchema>,
): Promise<Recorded> {
  const outcome = await db.transaction(async (tx) => {
    // Locked first: the version read with the row is the one the block is recorded on.
    const row = await ownEnrollment(tx, actor, ids.enrollmentId, { forUpdate: true });
    // In the transaction: a cache miss must not wait for a second pooled connection.
    const model = await models.load(row.courseId, row.versionId, tx);
    if (model.isCourseDeleted && !row.isPreview) throw notFound();
    const section = model.sectionById.get(ids.sectionId);
    const block = model.blockByUuid.get(body.blockUuid);
    if (!section || !block || block.sectionId !== section.id) throw notFound();
    if (body.isCheckAnswer && !canCheckAnswer(model, block))
      throw validationFailed({ is_check_answer: [enrollmentMessages.checkAnswerNotAllowed] });
    const question = block.content.type === "question" ? block.content.question : null;
    const answer = question ? requireValidAnswer(question, body.more?.answer) : null;

    const recorded = () => findProgress(tx, row.id, row.attempt, block.uuid);
    const result = (
      enrollment: EnrollmentRow,
      progress: EnrollmentProgressRow | null,
      timeUp = false,
    ) => ({ row: enrollment, model, block, progress, timeUp });
    if (row.finishedAt) {
      const progress = await recorded();
      if (progress) return result(row, progress);
      throw conflict(enrollmentMessages.finished);
    }
    if (isOverdue(row, new Date(Date.now() - DEADLINE_GRACE_MS))) {
      const progress = await recorded();
      if (progress) return result(row, progress);
      return result(await settleAttempt(tx, model, row, { timedOut: true }), null, true);
    }
    const score = question && answer ? scoreAnswer(question, answer) : null;
    const inserted = await insertProgressOnce(tx, {
      enrollmentId: row.id,
      attempt: row.attempt,
      blockUuid: block.uuid,
      sectionId: section.id,
      answer,
      points: score?.points ?? null,
      maxPoints: score?.maxPoints ?? null,
      isCorrect: score?.isCorrect ?? null,
      isCheckAnswer: body.isCheckAnswer,
    });
    if (!inserted) return result(row, await recorded());
    const started = row.startedAt ? {} : { startedAt: new Date() };
    return result(await settleAttempt(tx, model, row, started), inserted);
  });
  if (outcome.timeUp) throw conflict(enrollmentMessages.timeUp);
  const { row, model, block, progress } = outcome;
  return {
    enrollment: presentEnrollment(row, model),
    examQuestionResult: examQuestionResultOf(model, block, progress, {
      finished: row.finishedAt !== null,
      checkRequested: body.isCheckAnswer,
    }),
  };
}
