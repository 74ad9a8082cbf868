import { enrollmentMessages } from "@leerlijn/contracts/enrollments/enrollments.contract";
import type { Enrollment } from "@leerlijn/contracts/enrollments/enrollment.schema";
import type { ExamQuestionResult } from "@leerlijn/contracts/enrollments/walk-through.schema";
import type { z } from "zod";
import type { progressBodySchema } from "@leerlijn/contracts/enrollments/walk-through.contract";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { conflict, forbidden, notFound, validationFailed } from "../../platform/http/app-error";
import { scoreAnswer } from "../courses/question-scoring";
import { canCheckAnswer, requireValidAnswer, revealedResult } from "./answer-rules";
import {
  type AttemptSnapshot,
  readAttemptSnapshot,
  writeAnswerOnce,
} from "./answer-once.repository";
import { attemptFields, isOverdue, passedNow, settleAttempt } from "./attempt-state";
import { mayWalk, ownEnrollment } from "./enrollment-access";
import { refuseIfLocked } from "./path-step-lock";
import { presentEnrollment } from "./enrollment.presenter";
import { findProgress, findProgressByKey, insertProgressOnce } from "./enrollments.repository";
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
type Ids = { enrollmentId: string; sectionId: string };
type Body = z.output<typeof progressBodySchema>;
type Outcome = {
  row: EnrollmentRow;
  model: WalkModel;
  block: WalkBlockModel;
  progress: EnrollmentProgressRow | null;
  timeUp?: boolean;
  /** This call finished the attempt with its course's certificate earned. */
  passed?: boolean;
};

/**
 * Completes one block of the learner's current attempt. The first answer to a block stands: a
 * double click, a second tab or a retry after a timeout adds nothing and is answered with what
 * was recorded first. Every question is scored here, where the correct answers live, and the
 * attempt is recomputed by `attemptFields`, the one implementation of its rules.
 *
 * Usually in one or two round trips without a transaction (`answerOnSnapshot`); when anything
 * else wrote the enrollment meanwhile, or the attempt is finished or out of time, under the row
 * lock (`answerUnderLock`). Both paths keep every rule, and the property test drives each.
 */
export async function recordProgress(
  deps: EnrollmentDeps,
  actor: Actor,
  ids: Ids,
  body: Body,
  options: { path?: "snapshot-first" | "locked"; origin?: string } = {},
): Promise<Recorded> {
  const outcome =
    (await replayOf(deps, actor, ids, body)) ??
    (options.path === "locked" ? null : await answerOnSnapshot(deps, actor, ids, body)) ??
    (await answerUnderLock(deps, actor, ids, body));
  if (outcome.passed)
    await deps.coursePassed?.({
      enrollmentId: outcome.row.id,
      attempt: outcome.row.attempt,
      origin: options.origin ?? null,
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

/** The block the body answers, in the section the path names, and its valid answer; else 404/422. */
function answerTo(model: WalkModel, row: EnrollmentRow, ids: Ids, body: Body) {
  if (model.isCourseDeleted && !row.isPreview) throw notFound();
  const section = model.sectionById.get(ids.sectionId);
  const block = model.blockByUuid.get(body.blockUuid);
  if (!section || !block || block.sectionId !== section.id) throw notFound();
  if (body.isCheckAnswer && !canCheckAnswer(model, block))
    throw validationFailed({ is_check_answer: [enrollmentMessages.checkAnswerNotAllowed] });
  const question = block.content.type === "question" ? block.content.question : null;
  const answer = question ? requireValidAnswer(question, body.more?.answer) : null;
  const score = question && answer ? scoreAnswer(question, answer) : null;
  const progress = {
    blockUuid: block.uuid,
    sectionId: section.id,
    answer,
    points: score?.points ?? null,
    maxPoints: score?.maxPoints ?? null,
    isCorrect: score?.isCorrect ?? null,
    isCheckAnswer: body.isCheckAnswer,
    idempotencyKey: body.idempotencyKey ?? null,
  };
  return { block, progress };
}

/**
 * The answer a device stored before under the same key (it sends its queue again when it is not
 * sure an answer arrived); a key that stored another block is refused. In any attempt: an
 * answer queued before a reassign is not stored again in the new attempt.
 */
async function storedUnderKey(db: Db, row: EnrollmentRow, body: Body) {
  if (!body.idempotencyKey) return null;
  const stored = await findProgressByKey(db, row.id, body.idempotencyKey);
  if (stored && stored.blockUuid !== body.blockUuid)
    throw validationFailed(
      { idempotency_key: [enrollmentMessages.idempotencyKeyReused] },
      enrollmentMessages.idempotencyKeyReused,
    );
  return stored;
}

/** A resent answer: what was stored under its key, with the enrollment as it is now. */
async function replayOf(
  deps: EnrollmentDeps,
  actor: Actor,
  ids: Ids,
  body: Body,
): Promise<Outcome | null> {
  if (!body.idempotencyKey) return null;
  const row = await ownEnrollment(deps.db, actor, ids.enrollmentId);
  const stored = await storedUnderKey(deps.db, row, body);
  if (!stored) return null;
  const model = await deps.models.load(row.courseId, row.versionId);
  const block = model.blockByUuid.get(stored.blockUuid);
  if (!block) throw notFound();
  return { row, model, block, progress: stored };
}

/** An attempt past its deadline, allowing for answers sent just before it. */
const pastDeadline = (row: EnrollmentRow) =>
  isOverdue(row, new Date(Date.now() - DEADLINE_GRACE_MS));

/** The fields that start the attempt's clock with its first answer. */
const startIfNew = (row: EnrollmentRow) => (row.startedAt ? {} : { startedAt: new Date() });

/**
 * The common case without a lock: take the attempt as this instance last wrote it (or read it),
 * apply the rules here, and write the enrollment and the progress row in one statement that lands
 * only if the enrollment row is still the version the snapshot names. A stale or unknown snapshot
 * is read fresh once. Null when the write did not land, or when the attempt is finished or out of
 * time: the locked path then decides. On the bench an answer costs about a quarter of the
 * locked path's CPU this way (docs/performance.md).
 */
async function answerOnSnapshot(
  deps: EnrollmentDeps,
  actor: Actor,
  ids: Ids,
  body: Body,
): Promise<Outcome | null> {
  const remembered = deps.snapshots?.get(ids.enrollmentId);
  if (remembered && !remembered.done.has(body.blockUuid) && isOwn(remembered, actor)) {
    // Checked against the remembered version: if that is stale, the fresh read decides.
    const outcome = await answerFrom(deps, actor, ids, body, remembered).catch(() => null);
    if (outcome) return outcome;
  }
  const snapshot = await readAttemptSnapshot(deps.db, actor, ids.enrollmentId, body.blockUuid);
  if (!snapshot) throw notFound();
  return answerFrom(deps, actor, ids, body, snapshot);
}

const isOwn = ({ enrollment }: AttemptSnapshot, actor: Actor) =>
  enrollment.userId === actor.userId && enrollment.companyId === actor.companyId;

async function answerFrom(
  deps: EnrollmentDeps,
  actor: Actor,
  ids: Ids,
  body: Body,
  snapshot: AttemptSnapshot,
): Promise<Outcome | null> {
  const { db, models, snapshots } = deps;
  const row = snapshot.enrollment;
  if (!mayWalk(actor, row)) throw forbidden();
  // A started attempt passed the lock when its blocks were opened; only a first answer asks.
  if (!row.startedAt) await refuseIfLocked(deps, row);
  const model = await models.load(row.courseId, row.versionId);
  const { block, progress } = answerTo(model, row, ids, body);
  if (snapshot.answered) return { row, model, block, progress: snapshot.answered };
  if (row.finishedAt || pastDeadline(row)) return null;
  const done = new Map(snapshot.done).set(block.uuid, progress.points);
  const state = { ...row, ...attemptFields(model, done, startIfNew(row)) };
  const written = await writeAnswerOnce(db, {
    enrollment: row,
    revision: snapshot.revision,
    state,
    progress,
  });
  if (!written) {
    snapshots?.delete(row.id);
    return null;
  }
  const { enrollment, revision } = written;
  snapshots?.set(row.id, { enrollment, revision, done, answered: null });
  return {
    row: enrollment,
    model,
    block,
    progress: written.progress,
    passed: passedNow(model, row, enrollment),
  };
}

/**
 * One transaction: lock the enrollment row, insert the block unless the attempt has it, recount
 * the attempt from its rows (`settleAttempt`) and update the enrollment. The row lock serialises
 * one learner's submissions, and each statement after it reads a fresh snapshot, so the recount
 * sees every block another tab committed meanwhile.
 */
async function answerUnderLock(
  deps: EnrollmentDeps,
  actor: Actor,
  ids: Ids,
  body: Body,
): Promise<Outcome> {
  const { db, models } = deps;
  return db.transaction(async (tx) => {
    // Locked first: the version read with the row is the one the block is recorded on.
    const row = await ownEnrollment(tx, actor, ids.enrollmentId, { forUpdate: true });
    if (!row.startedAt) await refuseIfLocked({ ...deps, db: tx }, row);
    // In the transaction: a cache miss must not wait for a second pooled connection.
    const model = await models.load(row.courseId, row.versionId, tx);
    const { block, progress } = answerTo(model, row, ids, body);
    const recorded = () => findProgress(tx, row.id, row.attempt, block.uuid);
    // Under the row lock, so two sends of one key for different blocks cannot both land.
    const underKey = await storedUnderKey(tx, row, body);
    if (underKey) return { row, model, block, progress: underKey };
    if (row.finishedAt) {
      const stored = await recorded();
      if (stored) return { row, model, block, progress: stored };
      throw conflict(enrollmentMessages.finished);
    }
    if (pastDeadline(row)) {
      const stored = await recorded();
      if (stored) return { row, model, block, progress: stored };
      const settled = await settleAttempt(tx, model, row, { timedOut: true });
      const passed = passedNow(model, row, settled);
      return { row: settled, model, block, progress: null, timeUp: true, passed };
    }
    const inserted = await insertProgressOnce(tx, {
      enrollmentId: row.id,
      attempt: row.attempt,
      ...progress,
    });
    if (!inserted) return { row, model, block, progress: await recorded() };
    const settled = await settleAttempt(tx, model, row, startIfNew(row));
    return {
      row: settled,
      model,
      block,
      progress: inserted,
      passed: passedNow(model, row, settled),
    };
  });
}
