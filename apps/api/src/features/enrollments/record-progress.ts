import type { Question } from "@leerlijn/contracts/courses/block.schema";
import { liveStatuses } from "@leerlijn/contracts/courses/course-status";
import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import { enrollmentMessages } from "@leerlijn/contracts/enrollments/enrollments.contract";
import {
  type Enrollment,
  percentageOf,
  statusOfPercentage,
} from "@leerlijn/contracts/enrollments/enrollment.schema";
import { can } from "@leerlijn/contracts/permissions";
import type { ExamQuestionResult } from "@leerlijn/contracts/enrollments/walk-through.schema";
import type { z } from "zod";
import type { progressBodySchema } from "@leerlijn/contracts/enrollments/walk-through.contract";
import type { Actor } from "../../platform/auth/actor";
import { conflict, notFound, validationFailed } from "../../platform/http/app-error";
import { scoreAnswer } from "../courses/question-scoring";
import { canCheckAnswer, requireValidAnswer, revealedResult } from "./answer-rules";
import { isOverdue, settleAttempt } from "./attempt-state";
import { isScored, scoreAttempt } from "./course-score";
import { ownEnrollment } from "./enrollment-access";
import { presentEnrollment } from "./enrollment.presenter";
import { findOwnEnrollment, findProgress, insertProgressOnce } from "./enrollments.repository";
import type { EnrollmentProgressRow } from "./enrollments.table";
import type { ProgressPlan } from "./progress-statement.repository";
import { recordInBatch } from "./progress-batch";
import type { Deps } from "./open-enrollment";
import type { WalkBlockModel, WalkModel } from "./walk-model";

/** An answer sent just before the time ran out still counts: the network takes a moment. */
const DEADLINE_GRACE_MS = 10_000;

export const progressMessages = {
  changed: "Deze cursus is intussen opnieuw aan je toegewezen. Laad de pagina opnieuw.",
} as const;

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
 * Completes one block of the learner's current attempt. The usual case (a learner of a live
 * course answering on) is one call of `record_progress`, sent together with other learners'
 * answers when the database is busy; whatever that call leaves undecided is settled under the
 * enrollment's row lock as before, so both ways answer alike.
 */
export async function recordProgress(
  deps: Deps,
  actor: Actor,
  ids: { enrollmentId: string; sectionId: string },
  body: z.output<typeof progressBodySchema>,
): Promise<Recorded> {
  return (
    (await recordInOneRoundTrip(deps, actor, ids, body)) ?? recordUnderLock(deps, actor, ids, body)
  );
}

/**
 * The statement needs the version before it reads the enrollment: the section tells which
 * (sections belong to one version for good), and the statement itself checks that the
 * enrollment follows that version. Anything that would be refused is left to the locked path,
 * which answers it in the order the learner should hear it (an unknown enrollment first).
 */
async function recordInOneRoundTrip(
  { db, models }: Deps,
  actor: Actor,
  ids: { enrollmentId: string; sectionId: string },
  body: z.output<typeof progressBodySchema>,
): Promise<Recorded | null> {
  if (!can(actor, "training.my_trainings.walk_through")) return null;
  const located = await models.versionOfSection(ids.sectionId);
  if (!located) return null;
  const model = await models.load(located.courseId, located.versionId);
  if (model.isCourseDeleted || !isLive(model)) return null;
  const block = model.blockByUuid.get(body.blockUuid);
  if (!block || block.sectionId !== ids.sectionId) return null;
  if (body.isCheckAnswer && !canCheckAnswer(model, block)) return null;
  const question = block.content.type === "question" ? block.content.question : null;
  const answer = question ? validAnswer(question, body.more?.answer) : null;
  if (question && !answer) return null;
  const plan = progressPlan(model, block, {
    owner: actor,
    enrollmentId: ids.enrollmentId,
    answer,
    isCheckAnswer: body.isCheckAnswer,
    now: new Date(),
  });
  const outcome = await recordInBatch(db, plan);
  if (outcome.kind !== "recorded") return null;
  return {
    enrollment: presentEnrollment(outcome.row, model),
    examQuestionResult: examQuestionResultOf(model, block, outcome.progress, {
      finished: outcome.row.finishedAt !== null,
      checkRequested: body.isCheckAnswer,
    }),
  };
}

const isLive = (model: WalkModel) =>
  (liveStatuses as readonly string[]).includes(model.version.status);

/** The answer when it is valid for the question, else null (the locked path says why). */
function validAnswer(question: Question, raw: QuestionAnswer | undefined): QuestionAnswer | null {
  try {
    return requireValidAnswer(question, raw);
  } catch {
    return null;
  }
}

/** The statement for one (valid) submission of a block of this model. */
export function progressPlan(
  model: WalkModel,
  block: WalkBlockModel,
  submission: {
    owner: { companyId: string; userId: string };
    enrollmentId: string;
    answer: QuestionAnswer | null;
    isCheckAnswer: boolean;
    now: Date;
  },
): ProgressPlan {
  const { now, answer } = submission;
  const question = block.content.type === "question" ? block.content.question : null;
  const limit = model.version.settings.timeLimitMinutes;
  return {
    ...versionPlanOf(model),
    ...submission,
    versionId: model.version.id,
    block: { uuid: block.uuid, sectionId: block.sectionId, scored: isScored(model, block) },
    score: question && answer ? scoreAnswer(question, answer) : null,
    cutoff: new Date(now.getTime() - DEADLINE_GRACE_MS),
    deadlineIfStarting: limit ? new Date(now.getTime() + limit * 60_000) : null,
  };
}

const versionPlans = new WeakMap<WalkModel, ReturnType<typeof buildVersionPlan>>();

/** What every statement on a version shares; worked out once per cached model. */
function versionPlanOf(model: WalkModel) {
  let plan = versionPlans.get(model);
  if (!plan) {
    plan = buildVersionPlan(model);
    versionPlans.set(model, plan);
  }
  return plan;
}

function buildVersionPlan(model: WalkModel) {
  const total = model.blocks.length;
  const percentages = Array.from({ length: total + 1 }, (_, done) => percentageOf(done, total));
  const statuses = percentages.map(statusOfPercentage);
  const score = scoreAttempt(model, new Map());
  return {
    order: {
      uuids: model.blocks.map((block) => block.uuid),
      sectionIds: model.blocks.map((block) => block.sectionId),
    },
    percentages,
    statuses,
    scoredUuids: model.blocks.filter((block) => isScored(model, block)).map((block) => block.uuid),
    finalScore: {
      hasScore: score.hasScore,
      maxPoints: score.maxPoints,
      passPercentage: model.version.settings.passPercentage,
    },
  };
}

/**
 * The locked path: every case, including the unusual ones. The insert is guarded by the progress
 * primary key, so a double click, a second tab or a retry after a timeout adds no row and is
 * answered with what was recorded first (the first answer stands). The enrollment's row lock
 * serialises one learner's submissions so the recount in settleAttempt sees every committed
 * block. Every question is scored here, where the correct answers live.
 */
async function recordUnderLock(
  { db, models }: Deps,
  actor: Actor,
  ids: { enrollmentId: string; sectionId: string },
  body: z.output<typeof progressBodySchema>,
): Promise<Recorded> {
  const seen = await ownEnrollment(db, actor, ids.enrollmentId);
  const model = await models.load(seen.courseId, seen.versionId);
  if (model.isCourseDeleted && !seen.isPreview) throw notFound();
  const section = model.sectionById.get(ids.sectionId);
  const block = model.blockByUuid.get(body.blockUuid);
  if (!section || !block || block.sectionId !== section.id) throw notFound();
  if (body.isCheckAnswer && !canCheckAnswer(model, block))
    throw validationFailed({ is_check_answer: [enrollmentMessages.checkAnswerNotAllowed] });
  const question = block.content.type === "question" ? block.content.question : null;
  const answer = question ? requireValidAnswer(question, body.more?.answer) : null;

  const outcome = await db.transaction(async (tx) => {
    const row = await findOwnEnrollment(tx, actor, ids.enrollmentId, { forUpdate: true });
    if (!row) throw notFound();
    if (row.versionId !== seen.versionId) throw conflict(progressMessages.changed);
    const recorded = () => findProgress(tx, row.id, row.attempt, block.uuid);
    if (row.finishedAt) {
      const progress = await recorded();
      if (progress) return { row, progress, timeUp: false };
      throw conflict(enrollmentMessages.finished);
    }
    if (isOverdue(row, new Date(Date.now() - DEADLINE_GRACE_MS))) {
      const progress = await recorded();
      if (progress) return { row, progress, timeUp: false };
      return {
        row: await settleAttempt(tx, model, row, { timedOut: true }),
        progress: null,
        timeUp: true,
      };
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
    if (!inserted) return { row, progress: await recorded(), timeUp: false };
    const settled = await settleAttempt(
      tx,
      model,
      row,
      row.startedAt ? {} : { startedAt: new Date() },
    );
    return { row: settled, progress: inserted, timeUp: false };
  });
  if (outcome.timeUp) throw conflict(enrollmentMessages.timeUp);
  return {
    enrollment: presentEnrollment(outcome.row, model),
    examQuestionResult: examQuestionResultOf(model, block, outcome.progress, {
      finished: outcome.row.finishedAt !== null,
      checkRequested: body.isCheckAnswer,
    }),
  };
}
