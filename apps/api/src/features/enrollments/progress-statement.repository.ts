import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
import type { EnrollmentStatus } from "@leerlijn/contracts/enrollments/enrollment.schema";
import { type Column, getTableColumns, sql } from "drizzle-orm";
import { toSnakeCase } from "drizzle-orm/casing";
import type { PgTable } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database";
import { arrayLiteral, builtOnce, prepareRaw } from "../../platform/db/prepared-statements";
import {
  enrollmentProgress,
  type EnrollmentProgressRow,
  type EnrollmentRow,
  enrollments,
} from "./enrollments.table";

/** What the statement needs to know about the version, all worked out by the caller beforehand. */
export type ProgressPlan = {
  owner: { companyId: string; userId: string };
  enrollmentId: string;
  versionId: string;
  block: { uuid: string; sectionId: string; scored: boolean };
  answer: QuestionAnswer | null;
  score: { points: number; maxPoints: number; isCorrect: boolean } | null;
  isCheckAnswer: boolean;
  /** Blocks in reading order with their sections: the resume point is the first not done. */
  order: { uuids: string[]; sectionIds: string[] };
  /** Index = completed blocks: what the enrollment shows then. */
  percentages: number[];
  statuses: EnrollmentStatus[];
  scoredUuids: string[];
  /** The fixed part of the score: what all counted questions are worth, and the bar. */
  finalScore: { hasScore: boolean; maxPoints: number | null; passPercentage: number | null };
  now: Date;
  /** Answers whose attempt deadline lies after this still count. */
  cutoff: Date;
  deadlineIfStarting: Date | null;
};

export type StatementOutcome =
  | { kind: "recorded"; row: EnrollmentRow; progress: EnrollmentProgressRow; inserted: boolean }
  | { kind: "undecided" };

type Json = Record<string, unknown>;

const columnMaps = new WeakMap<PgTable, [key: string, jsonKey: string, column: Column][]>();

/** A row as `to_json` wrote it, mapped as drizzle would have mapped it. */
function fromJson<T>(table: PgTable, json: Json): T {
  let columns = columnMaps.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      toSnakeCase(key),
      column,
    ]);
    columnMaps.set(table, columns);
  }
  const row: Record<string, unknown> = {};
  for (const [key, jsonKey, column] of columns) {
    const value = json[jsonKey];
    row[key] = value === null || value === undefined ? null : column.mapFromDriverValue(value);
  }
  return row as T;
}

/**
 * The version's arrays are the same objects for every submission (see `versionPlanOf`), so each
 * is written out as a literal once.
 */
const literals = new WeakMap<readonly unknown[], string>();
function literalOf(values: readonly (string | number)[]): string {
  let literal = literals.get(values);
  if (literal === undefined) {
    literal = arrayLiteral(values);
    literals.set(values, literal);
  }
  return literal;
}

/** The values of one run of the statement, by placeholder name. */
function statementValues(plan: ProgressPlan) {
  const { block, score, finalScore } = plan;
  return {
    enrollmentId: plan.enrollmentId,
    companyId: plan.owner.companyId,
    userId: plan.owner.userId,
    versionId: plan.versionId,
    cutoff: plan.cutoff.toISOString(),
    blockUuid: block.uuid,
    sectionId: block.sectionId,
    scoredUuids: literalOf(plan.scoredUuids),
    blockPoints: block.scored ? (score?.points ?? 0) : 0,
    answer: plan.answer === null ? null : JSON.stringify(plan.answer),
    points: score?.points ?? null,
    maxPoints: score?.maxPoints ?? null,
    isCorrect: score?.isCorrect ?? null,
    isCheckAnswer: plan.isCheckAnswer,
    orderUuids: literalOf(plan.order.uuids),
    orderSectionIds: literalOf(plan.order.sectionIds),
    percentages: literalOf(plan.percentages),
    statuses: literalOf(plan.statuses),
    now: plan.now.toISOString(),
    deadlineIfStarting: plan.deadlineIfStarting?.toISOString() ?? null,
    hasScore: finalScore.hasScore,
    finalMaxPoints: finalScore.maxPoints,
    passPercentage: finalScore.passPercentage,
  };
}

/**
 * Records one block in a single round trip: `record_progress` (migration 0013) locks the
 * enrollment, adds the block unless the attempt has it (the primary key still decides), and moves
 * count, resume point and, on the last block, the score on from the rows the attempt has.
 * Everything out of the ordinary (a finished or overdue attempt, another version, a preview, a
 * count that does not match the rows) is "undecided": the caller settles it under the row lock
 * in a transaction of its own. A function rather than one statement of common table expressions:
 * its statements are small, each planned once per connection, and each reads after the lock is
 * held, so a block another tab committed meanwhile is counted instead of sending the call again.
 */
const progressStatement = builtOnce((db) => {
  const value = (name: keyof ReturnType<typeof statementValues>) => sql.placeholder(name);
  return prepareRaw(
    db,
    "record-progress",
    sql`select record_progress(
      ${value("enrollmentId")}::uuid, ${value("companyId")}::uuid, ${value("userId")}::uuid,
      ${value("versionId")}::uuid, ${value("cutoff")}::timestamptz, ${value("blockUuid")}::uuid,
      ${value("sectionId")}::uuid, ${value("scoredUuids")}::uuid[], ${value("blockPoints")}::int,
      ${value("answer")}::jsonb, ${value("points")}::int, ${value("maxPoints")}::int,
      ${value("isCorrect")}::boolean, ${value("isCheckAnswer")}::boolean,
      ${value("orderUuids")}::uuid[], ${value("orderSectionIds")}::uuid[],
      ${value("percentages")}::int[], ${value("statuses")}::enrollment_status[],
      ${value("now")}::timestamptz, ${value("deadlineIfStarting")}::timestamptz,
      ${value("hasScore")}::boolean, ${value("finalMaxPoints")}::int,
      ${value("passPercentage")}::int) as outcome
  `,
  );
});

export async function recordInOneStatement(db: Db, plan: ProgressPlan): Promise<StatementOutcome> {
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const result = (await progressStatement(db, "").execute(statementValues(plan))) as {
    rows: { outcome: string | null }[];
  };
  const outcome = result.rows[0]?.outcome;
  return outcomeOf(outcome ? (JSON.parse(outcome) as RecordedJson) : null);
}

/** `record_progress_batch` (migration 0014): the same calls, in one transaction. */
const batchStatement = builtOnce((db) =>
  prepareRaw(
    db,
    "record-progress-batch",
    sql`select record_progress_batch(${sql.placeholder("items")}::jsonb) as outcomes`,
  ),
);

/**
 * Records several plans in one round trip and one commit; the outcomes come in the plans' order.
 * The enrollments are locked in the order of their ids, as in every other batch, so that two
 * batches sharing two learners cannot each hold the lock the other waits for. If any plan fails,
 * none is recorded.
 */
export async function recordManyInOneStatement(
  db: Db,
  plans: readonly ProgressPlan[],
): Promise<StatementOutcome[]> {
  const order = plans.map((_, index) => index);
  order.sort((a, b) => compareIds(plans[a]!.enrollmentId, plans[b]!.enrollmentId));
  const items = order.map((index) => {
    const plan = plans[index]!;
    // The answer goes in as JSON itself; everything else as the single statement binds it.
    return { ...statementValues(plan), answer: plan.answer };
  });
  const result = (await batchStatement(db, "").execute({ items: JSON.stringify(items) })) as {
    rows: { outcomes: string }[];
  };
  const sortedOutcomes = JSON.parse(result.rows[0]?.outcomes ?? "[]") as (RecordedJson | null)[];
  const outcomes = new Array<StatementOutcome>(plans.length);
  order.forEach((index, position) => {
    outcomes[index] = outcomeOf(sortedOutcomes[position] ?? null);
  });
  return outcomes;
}

/** A path may spell an id in capitals; the lock order must not depend on that. */
function compareIds(a: string, b: string): number {
  const [x, y] = [a.toLowerCase(), b.toLowerCase()];
  return x < y ? -1 : x > y ? 1 : 0;
}

/** What `record_progress` answers for a recorded block. */
type RecordedJson = { enrollment: Json; progress: Json; inserted: boolean };

function outcomeOf(outcome: RecordedJson | null): StatementOutcome {
  if (!outcome) return { kind: "undecided" };
  const { enrollment, progress, inserted } = outcome;
  return {
    kind: "recorded",
    row: fromJson(enrollments, enrollment),
    progress: fromJson(enrollmentProgress, progress),
    inserted,
  };
}
