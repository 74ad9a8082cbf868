import { and, eq, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database";
import { isUniqueViolation } from "../../platform/db/errors";
import { builtOnce } from "../../platform/db/prepared-statements";
import { ownedEnrollment } from "./enrollments.repository";
import {
  enrollmentProgress,
  type EnrollmentProgressRow,
  type EnrollmentRow,
  enrollments,
  PROGRESS_KEY_INDEX,
} from "./enrollments.table";

/*
 * The two statements of an answer without a transaction (see `recordProgress`): a snapshot of
 * the attempt, and a write that only lands if the enrollment row is still the one the snapshot
 * read. PostgreSQL gives every new version of a row a new `xmin`, so comparing it is the cheapest
 * way to ask "did anyone write this row since I read it", with no column to maintain. Both are
 * built once and named, so neither drizzle nor PostgreSQL parses them again.
 */

const doneBlock = alias(enrollmentProgress, "done_block");
const value = (name: string) => sql.placeholder(name);
/** The progress row's values, named apart from the enrollment's (both have `maxPoints`). */
const answerValue = (name: string) => sql.placeholder(`answer.${name}`);

/**
 * The learner's own enrollment, its row version, the blocks its current attempt has done (with
 * their points) and the progress of the block being answered, if the attempt has it: all an
 * answer needs, in one round trip.
 */
const snapshot = builtOnce((db) =>
  db
    .select({
      enrollment: enrollments,
      revision: sql<string>`${enrollments}.xmin::text`,
      done: sql<[string, number | null][]>`(
        select coalesce(json_agg(json_build_array(${doneBlock.blockUuid}, ${doneBlock.points})), '[]'::json)
        from ${enrollmentProgress} ${doneBlock}
        where ${doneBlock.enrollmentId} = ${enrollments.id} and ${doneBlock.attempt} = ${enrollments.attempt})`,
      answered: enrollmentProgress,
    })
    .from(enrollments)
    .leftJoin(
      enrollmentProgress,
      and(
        eq(enrollmentProgress.enrollmentId, enrollments.id),
        eq(enrollmentProgress.attempt, enrollments.attempt),
        eq(enrollmentProgress.blockUuid, value("blockUuid")),
      ),
    )
    .where(ownedEnrollment(value("enrollmentId"), value("companyId"), value("userId")))
    .limit(1)
    .prepare("attempt-snapshot"),
);

export type AttemptSnapshot = {
  enrollment: EnrollmentRow;
  /** The row version read (`xmin`): the write below lands only on this version. */
  revision: string;
  done: Map<string, number | null>;
  answered: EnrollmentProgressRow | null;
};

export async function readAttemptSnapshot(
  db: Db,
  owner: { companyId: string; userId: string },
  enrollmentId: string,
  blockUuid: string,
): Promise<AttemptSnapshot | null> {
  const [row] = await snapshot(db, "").execute({
    enrollmentId,
    companyId: owner.companyId,
    userId: owner.userId,
    blockUuid,
  });
  if (!row) return null;
  return { ...row, done: new Map(row.done) };
}

/** What an answer changes on its enrollment: the attempt's state, as `attemptFields` makes it. */
const attemptColumns = [
  "status",
  "percentage",
  "completedBlocks",
  "totalBlocks",
  "resumeSectionId",
  "resumeBlockUuid",
  "startedAt",
  "deadlineAt",
  "finishedAt",
  "timedOut",
  "hasScore",
  "scorePoints",
  "maxPoints",
  "isPassed",
] as const satisfies readonly (keyof EnrollmentRow)[];
type AttemptState = Pick<EnrollmentRow, (typeof attemptColumns)[number]>;

/**
 * The enrollment's new state and the answer's progress row, written in one statement: the update
 * lands only on the row version the snapshot read, and the progress row is inserted only from
 * the updated row, in the same transaction. A concurrent writer (a second tab, the overdue
 * sweep, a reassign) makes this write nothing, and the caller falls back to the lock. The
 * conflict clause only guards: every writer of progress also writes its enrollment row.
 */
const answerOnce = builtOnce((db) => {
  const updated = db.$with("updated").as(
    db
      .update(enrollments)
      .set({
        // Plain parameters that the column types cast: drizzle's own encoding refuses a null date.
        ...Object.fromEntries(attemptColumns.map((column) => [column, sql`${value(column)}`])),
        updatedAt: sql`now()`,
      })
      .where(
        and(
          eq(enrollments.id, value("enrollmentId")),
          sql`${enrollments}.xmin = ${value("revision")}::xid`,
        ),
      )
      .returning({
        updatedAt: enrollments.updatedAt,
        revision: sql<string>`${enrollments}.xmin::text`.as("revision"),
        id: enrollments.id,
        attempt: enrollments.attempt,
      }),
  );
  const inserted = db.$with("inserted").as(
    db
      .insert(enrollmentProgress)
      .select(
        db
          .select({
            enrollmentId: updated.id,
            attempt: updated.attempt,
            blockUuid: sql`${answerValue("blockUuid")}::uuid`.as("block_uuid"),
            sectionId: sql`${answerValue("sectionId")}::uuid`.as("section_id"),
            answer: sql`${answerValue("answer")}::jsonb`.as("answer"),
            points: sql`${answerValue("points")}::int`.as("points"),
            maxPoints: sql`${answerValue("maxPoints")}::int`.as("max_points"),
            isCorrect: sql`${answerValue("isCorrect")}::boolean`.as("is_correct"),
            isCheckAnswer: sql`${answerValue("isCheckAnswer")}::boolean`.as("is_check_answer"),
            idempotencyKey: sql`${answerValue("idempotencyKey")}::uuid`.as("idempotency_key"),
            createdAt: sql`now()`.as("created_at"),
          })
          .from(updated),
      )
      // Only the block's own row: a device key used twice fails the statement, update included.
      .onConflictDoNothing({
        target: [
          enrollmentProgress.enrollmentId,
          enrollmentProgress.attempt,
          enrollmentProgress.blockUuid,
        ],
      })
      .returning(),
  );
  // The caller knows every value it wrote: only the time and whether both rows landed come back.
  return db
    .with(updated, inserted)
    .select({
      updatedAt: updated.updatedAt,
      revision: updated.revision,
      inserted: sql<boolean>`exists (select 1 from ${inserted})`,
    })
    .from(updated)
    .prepare("answer-once");
});

/** The enrollment and progress rows as written; null when nothing was (the row had changed). */
export async function writeAnswerOnce(
  db: Db,
  write: {
    enrollment: EnrollmentRow;
    revision: string;
    state: AttemptState;
    progress: Omit<EnrollmentProgressRow, "enrollmentId" | "attempt" | "createdAt">;
  },
): Promise<{
  enrollment: EnrollmentRow;
  revision: string;
  progress: EnrollmentProgressRow;
} | null> {
  const { enrollment, state, progress } = write;
  const [row] = await answerOnce(db, "")
    .execute({
      enrollmentId: enrollment.id,
      revision: write.revision,
      ...Object.fromEntries(
        attemptColumns.map((column) => {
          const field = state[column];
          return [column, field instanceof Date ? field.toISOString() : field];
        }),
      ),
      ...Object.fromEntries(
        Object.entries({
          ...progress,
          answer: progress.answer === null ? null : JSON.stringify(progress.answer),
        }).map(([name, field]) => [`answer.${name}`, field]),
      ),
    })
    // The device's key stored another block since the snapshot (two sends of one key at the same
    // moment): nothing was written, and the locked path answers with what the key holds.
    .catch((error: unknown) => {
      if (isUniqueViolation(error, PROGRESS_KEY_INDEX)) return [];
      throw error;
    });
  if (!row?.inserted) return null;
  return {
    enrollment: { ...enrollment, ...state, updatedAt: row.updatedAt },
    revision: row.revision,
    progress: {
      ...progress,
      enrollmentId: enrollment.id,
      attempt: enrollment.attempt,
      createdAt: row.updatedAt,
    },
  };
}
