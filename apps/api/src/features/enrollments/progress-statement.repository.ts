import type { QuestionAnswer } from "@leerlijn/contracts/courses/question-answer.schema";
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
import { statusOfPercentageSql } from "./status-of-percentage.sql";

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
  /** The count missed a block committed while the statement waited for the lock. */
  | { kind: "stale" }
  | { kind: "undecided" };

type Json = Record<string, unknown>;

const columnMaps = new WeakMap<PgTable, [key: string, jsonKey: string, column: Column][]>();

/**
 * A row of `to_jsonb(table row)::text` as drizzle would have mapped it. The statement answers
 * text, so only the rows the caller uses are parsed.
 */
function fromJson<T>(table: PgTable, text: string): T {
  let columns = columnMaps.get(table);
  if (!columns) {
    columns = Object.entries(getTableColumns(table)).map(([key, column]) => [
      key,
      toSnakeCase(key),
      column,
    ]);
    columnMaps.set(table, columns);
  }
  const json = JSON.parse(text) as Json;
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
    totalBlocks: plan.order.uuids.length,
    percentages: literalOf(plan.percentages),
    now: plan.now.toISOString(),
    deadlineIfStarting: plan.deadlineIfStarting?.toISOString() ?? null,
    hasScore: finalScore.hasScore,
    finalMaxPoints: finalScore.maxPoints,
    passPercentage: finalScore.passPercentage,
  };
}

/**
 * Records one block in a single statement (one round trip, its own transaction): lock the
 * enrollment, add the block unless the attempt has it (the primary key still decides), and move
 * count, resume point and, on the last block, the score on from the rows the attempt has.
 *
 * The statement reads the attempt's rows from the snapshot it started with, which misses rows
 * committed while it waited for the lock. Every recorded block raises `completed_blocks` in the
 * transaction that inserts it, so a count that differs from the locked row's shows exactly that
 * case; the statement then writes nothing and answers "stale" (run again, it sees the block).
 * Everything else out of the ordinary (a finished or overdue attempt, another version, a
 * preview) is "undecided": the caller settles it under the row lock in a transaction of its own.
 * The statement is built once per database with placeholders (see `builtOnce`).
 */
const progressStatement = builtOnce((db) => {
  const value = (name: keyof ReturnType<typeof statementValues>) => sql.placeholder(name);
  return prepareRaw(
    db,
    "record-progress",
    sql`
    with locked as (
      select * from enrollments
      where id = ${value("enrollmentId")}::uuid and company_id = ${value("companyId")}::uuid
        and user_id = ${value("userId")}::uuid and deleted_at is null
      for update
    ), done as (
      select p.block_uuid, p.points from enrollment_progress p, locked l
      where p.enrollment_id = ${value("enrollmentId")}::uuid and p.attempt = l.attempt
    ), state as (
      select l.id, l.attempt,
        l.version_id = ${value("versionId")}::uuid and not l.is_preview as same_version,
        l.finished_at is null
          and (l.deadline_at is null or l.deadline_at > ${value("cutoff")}::timestamptz)
          as open,
        t.done = l.completed_blocks as fresh,
        t.already,
        t.done + 1 as completed,
        (${value("percentages")}::int[])[t.done + 2] as percentage,
        t.points + ${value("blockPoints")}::int as points
      from locked l, (
        select count(*)::int as done,
          coalesce(bool_or(block_uuid = ${value("blockUuid")}::uuid), false) as already,
          coalesce(sum(points) filter (where block_uuid = any(${value("scoredUuids")}::uuid[])), 0)::int
            as points
        from done
      ) t
    ), recorded as (
      select p.* from enrollment_progress p, state s
      where p.enrollment_id = ${value("enrollmentId")}::uuid and p.attempt = s.attempt
        and p.block_uuid = ${value("blockUuid")}::uuid and s.same_version and s.already
    ), inserted as (
      insert into enrollment_progress (enrollment_id, attempt, block_uuid, section_id, answer,
        points, max_points, is_correct, is_check_answer)
      select id, attempt, ${value("blockUuid")}::uuid, ${value("sectionId")}::uuid,
        ${value("answer")}::jsonb,
        ${value("points")}::int, ${value("maxPoints")}::int,
        ${value("isCorrect")}::boolean, ${value("isCheckAnswer")}::boolean
      from state where same_version and open and fresh and not already
      on conflict do nothing
      returning *
    ), next_block as (
      select t.uuid, t.section_id
      from unnest(${value("orderUuids")}::uuid[], ${value("orderSectionIds")}::uuid[])
        with ordinality as t(uuid, section_id, n)
      where t.uuid <> ${value("blockUuid")}::uuid and t.uuid not in (select block_uuid from done)
      order by t.n limit 1
    ), updated as (
      update enrollments e set
        completed_blocks = s.completed,
        total_blocks = ${value("totalBlocks")}::int,
        percentage = s.percentage,
        status = ${statusOfPercentageSql(sql`s.percentage`)},
        resume_section_id = nb.section_id,
        resume_block_uuid = nb.uuid,
        started_at = coalesce(e.started_at, ${value("now")}::timestamptz),
        deadline_at = case when e.started_at is null
          then ${value("deadlineIfStarting")}::timestamptz else e.deadline_at end,
        finished_at = case when nb.uuid is null then ${value("now")}::timestamptz end,
        timed_out = false,
        has_score = case when nb.uuid is null then ${value("hasScore")}::boolean else e.has_score end,
        score_points = case when nb.uuid is null
          then case when ${value("hasScore")}::boolean then s.points end else e.score_points end,
        max_points = case when nb.uuid is null
          then ${value("finalMaxPoints")}::int else e.max_points end,
        is_passed = case when nb.uuid is null
          then s.points * 100 >= ${value("passPercentage")}::int * ${value("finalMaxPoints")}::int
          else e.is_passed end,
        updated_at = now()
      from state s cross join inserted i left join next_block nb on true
      where e.id = s.id
      returning e.*
    )
    select
      (select to_jsonb(u)::text from updated u) as updated,
      (select to_jsonb(i)::text from inserted i) as inserted,
      (select to_jsonb(l)::text from locked l) as locked,
      (select to_jsonb(r)::text from recorded r) as recorded,
      (select fresh from state) as fresh
  `,
  );
});

export async function recordInOneStatement(db: Db, plan: ProgressPlan): Promise<StatementOutcome> {
  // Both drivers (node-postgres and PGlite) answer with `rows`.
  const result = (await progressStatement(db, "").execute(statementValues(plan))) as {
    rows: (Partial<Record<"updated" | "locked" | "inserted" | "recorded", string | null>> & {
      fresh?: boolean | null;
    })[];
  };
  const [first] = result.rows;
  if (first?.updated && first.inserted)
    return {
      kind: "recorded",
      row: fromJson(enrollments, first.updated),
      progress: fromJson(enrollmentProgress, first.inserted),
      inserted: true,
    };
  if (first?.locked && first.recorded)
    return {
      kind: "recorded",
      row: fromJson(enrollments, first.locked),
      progress: fromJson(enrollmentProgress, first.recorded),
      inserted: false,
    };
  return first?.fresh === false ? { kind: "stale" } : { kind: "undecided" };
}
