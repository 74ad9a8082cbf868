import { and, eq, isNotNull, or } from "drizzle-orm";
import {
  percentageOf,
  statusOfPercentage,
} from "@leerlijn/contracts/enrollments/enrollment.schema";
import type { Db } from "../../platform/db/database";
import { scoreAttempt } from "./course-score";
import { listDoneBlocks, updateEnrollment } from "./enrollments.repository";
import { type EnrollmentRow, enrollments } from "./enrollments.table";
import type { WalkModel } from "./walk-model";

/** The first block not yet done, in reading order; null when everything is done. */
export function resumePoint(model: WalkModel, done: { has(uuid: string): boolean }) {
  const next = model.blocks.find((block) => !done.has(block.uuid));
  return { resumeSectionId: next?.sectionId ?? null, resumeBlockUuid: next?.uuid ?? null };
}

/** The fields of a fresh attempt on a version: nothing done, the first block next. */
export function freshAttempt(model: WalkModel) {
  return {
    versionId: model.version.id,
    status: "open" as const,
    percentage: 0,
    completedBlocks: 0,
    totalBlocks: model.blocks.length,
    ...resumePoint(model, new Set()),
    startedAt: null,
    deadlineAt: null,
    finishedAt: null,
    timedOut: false,
    hasScore: scoreAttempt(model, new Map()).hasScore,
    scorePoints: null,
    maxPoints: null,
    isPassed: null,
  };
}

/** Per done block of an attempt, its points (null for a block that is not a question). */
export type DoneBlocks = ReadonlyMap<string, number | null>;

/**
 * The attempt as its rules make it from the blocks it has done: count, percentage, status,
 * resume point and, once everything is done or the time ran out, the finish and the score. The
 * one implementation of those rules; the caller stores the fields.
 */
export function attemptFields(
  model: WalkModel,
  done: DoneBlocks,
  options: { timedOut?: boolean; startedAt?: Date } = {},
): Partial<EnrollmentRow> {
  const total = model.blocks.length;
  const completed = model.blocks.filter((block) => done.has(block.uuid)).length;
  const finished = options.timedOut === true || (total > 0 && completed >= total);
  const percentage = finished ? 100 : percentageOf(completed, total);
  const fields: Partial<EnrollmentRow> = {
    completedBlocks: completed,
    totalBlocks: total,
    percentage,
    status: statusOfPercentage(percentage),
    ...(finished ? { resumeSectionId: null, resumeBlockUuid: null } : resumePoint(model, done)),
  };
  if (options.startedAt) {
    fields.startedAt = options.startedAt;
    const limit = model.version.settings.timeLimitMinutes;
    fields.deadlineAt = limit ? new Date(options.startedAt.getTime() + limit * 60_000) : null;
  }
  if (finished) {
    const score = scoreAttempt(model, done);
    Object.assign(fields, {
      finishedAt: new Date(),
      timedOut: options.timedOut === true,
      hasScore: score.hasScore,
      scorePoints: score.points,
      maxPoints: score.maxPoints,
      isPassed: score.isPassed,
    });
  }
  return fields;
}

/**
 * Recomputes an attempt from its recorded progress (the only source of truth, so a repeated or
 * concurrent submission can never count twice) and finishes it when everything is done or the
 * time ran out. Runs inside the transaction that holds the enrollment's row lock.
 */
export async function settleAttempt(
  db: Db,
  model: WalkModel,
  enrollment: EnrollmentRow,
  options: { timedOut?: boolean; startedAt?: Date } = {},
): Promise<EnrollmentRow> {
  const progress = await listDoneBlocks(db, enrollment.id, enrollment.attempt);
  const done = new Map(progress.map((row) => [row.blockUuid, row.points]));
  return updateEnrollment(db, enrollment.id, attemptFields(model, done, options));
}

/** True when the attempt has a deadline that has passed and is not finished yet. */
export function isOverdue(enrollment: EnrollmentRow, now = new Date()): boolean {
  return (
    enrollment.finishedAt === null &&
    enrollment.deadlineAt !== null &&
    enrollment.deadlineAt.getTime() <= now.getTime()
  );
}

/**
 * Whether a finished attempt earns its course's certificate: passed on its score, or, for a
 * course without a score (a video, a skill without questions), done to the end in time.
 */
export function earnsCertificate(attempt: {
  finishedAt: Date | null;
  timedOut: boolean;
  hasScore: boolean;
  isPassed: boolean | null;
}): boolean {
  if (attempt.finishedAt === null) return false;
  return attempt.hasScore ? attempt.isPassed === true : !attempt.timedOut;
}

/** `earnsCertificate` as a condition on the enrollment row, for a query that looks for them. */
export const earnsCertificateSql = and(
  isNotNull(enrollments.finishedAt),
  or(
    and(eq(enrollments.hasScore, true), eq(enrollments.isPassed, true)),
    and(eq(enrollments.hasScore, false), eq(enrollments.timedOut, false)),
  ),
);

/** Whether this write finished the attempt with a certificate earned: the moment to issue it. */
export function passedNow(model: WalkModel, before: EnrollmentRow, after: EnrollmentRow) {
  return (
    model.version.settings.issuesCertificate &&
    !after.isPreview &&
    before.finishedAt === null &&
    earnsCertificate(after)
  );
}
