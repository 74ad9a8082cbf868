import type { EnrollmentStatus } from "@leerlijn/contracts/enrollments/enrollment-status";
import {
  and,
  asc,
  count,
  desc,
  eq,
  inArray,
  isNotNull,
  isNull,
  lt,
  type Placeholder,
  type SQL,
  sql,
} from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database";
import { builtOnce } from "../../platform/db/prepared-statements";
import { companies } from "../companies/companies.table";
import { courses, courseVersions } from "../courses/courses.table";
import { users } from "../users/users.table";
import {
  enrollmentAttempts,
  enrollmentProgress,
  type EnrollmentRow,
  enrollments,
} from "./enrollments.table";

export type NewEnrollment = typeof enrollments.$inferInsert;

/** Inserts enrollments; one that would double an active enrollment is skipped. */
export async function insertEnrollments(db: Db, rows: NewEnrollment[]): Promise<EnrollmentRow[]> {
  if (rows.length === 0) return [];
  return db.insert(enrollments).values(rows).onConflictDoNothing().returning();
}

/** The learner's active (not deleted, not preview) enrollment in a course. */
export async function findActiveEnrollment(
  db: Db,
  owner: { companyId: string; userId: string },
  courseId: string,
) {
  const [row] = await db
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.companyId, owner.companyId),
        eq(enrollments.userId, owner.userId),
        eq(enrollments.courseId, courseId),
        isNull(enrollments.deletedAt),
        eq(enrollments.isPreview, false),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The enrollment with this id when it is the learner's own on this company and not deleted. */
export function ownedEnrollment(
  enrollmentId: string | Placeholder,
  companyId: string | Placeholder,
  userId: string | Placeholder,
): SQL | undefined {
  return and(
    eq(enrollments.id, enrollmentId),
    eq(enrollments.companyId, companyId),
    eq(enrollments.userId, userId),
    isNull(enrollments.deletedAt),
  );
}

/**
 * Every walk-through read starts with this lookup, so it is built once and named; the locking
 * variant below runs in a transaction, whose handle is new each time, so it is built per call.
 */
const ownEnrollmentRead = builtOnce((db) =>
  db
    .select()
    .from(enrollments)
    .where(
      ownedEnrollment(
        sql.placeholder("enrollmentId"),
        sql.placeholder("companyId"),
        sql.placeholder("userId"),
      ),
    )
    .prepare("own-enrollment"),
);

/** An enrollment of this learner on this company; `forUpdate` serialises its progress. */
export async function findOwnEnrollment(
  db: Db,
  owner: { companyId: string; userId: string },
  enrollmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EnrollmentRow | null> {
  if (!options.forUpdate) {
    const [row] = await ownEnrollmentRead(db, "").execute({ enrollmentId, ...owner });
    return row ?? null;
  }
  const [row] = await db
    .select()
    .from(enrollments)
    .where(ownedEnrollment(enrollmentId, owner.companyId, owner.userId))
    .limit(1)
    .for("update");
  return row ?? null;
}

/** A (real, not preview) enrollment of one of these companies, deleted ones included. */
export async function findManagedEnrollment(
  db: Db,
  companyIds: readonly string[],
  enrollmentId: string,
  options: { forUpdate?: boolean } = {},
): Promise<EnrollmentRow | null> {
  const query = db
    .select()
    .from(enrollments)
    .where(
      and(
        eq(enrollments.id, enrollmentId),
        inArray(enrollments.companyId, [...companyIds]),
        eq(enrollments.isPreview, false),
      ),
    )
    .limit(1);
  const [row] = options.forUpdate ? await query.for("update") : await query;
  return row ?? null;
}

export async function updateEnrollment(
  db: Db,
  enrollmentId: string,
  fields: Partial<Omit<EnrollmentRow, "id" | "createdAt">>,
): Promise<EnrollmentRow> {
  const [row] = await db
    .update(enrollments)
    .set({ ...fields, updatedAt: sql`now()` })
    .where(eq(enrollments.id, enrollmentId))
    .returning();
  if (!row) throw new Error("enrollment vanished");
  return row;
}

const attemptProgress = builtOnce((db) =>
  db
    .select()
    .from(enrollmentProgress)
    .where(
      and(
        eq(enrollmentProgress.enrollmentId, sql.placeholder("enrollmentId")),
        eq(enrollmentProgress.attempt, sql.placeholder("attempt")),
      ),
    )
    .prepare("attempt-progress"),
);

/** The recorded blocks of an attempt; built once and named, as the walk-through reads it often. */
export async function listProgress(db: Db, enrollmentId: string, attempt: number) {
  return attemptProgress(db, "").execute({ enrollmentId, attempt });
}

/** The blocks an attempt has done and their points: what its count and score are made of. */
export async function listDoneBlocks(db: Db, enrollmentId: string, attempt: number) {
  return db
    .select({ blockUuid: enrollmentProgress.blockUuid, points: enrollmentProgress.points })
    .from(enrollmentProgress)
    .where(
      and(
        eq(enrollmentProgress.enrollmentId, enrollmentId),
        eq(enrollmentProgress.attempt, attempt),
      ),
    );
}

export async function findProgress(
  db: Db,
  enrollmentId: string,
  attempt: number,
  blockUuid: string,
) {
  const [row] = await db
    .select()
    .from(enrollmentProgress)
    .where(
      and(
        eq(enrollmentProgress.enrollmentId, enrollmentId),
        eq(enrollmentProgress.attempt, attempt),
        eq(enrollmentProgress.blockUuid, blockUuid),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** The progress a device's key stored, in whichever attempt. */
export async function findProgressByKey(db: Db, enrollmentId: string, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(enrollmentProgress)
    .where(
      and(
        eq(enrollmentProgress.enrollmentId, enrollmentId),
        eq(enrollmentProgress.idempotencyKey, idempotencyKey),
      ),
    )
    .limit(1);
  return row ?? null;
}

/**
 * Records a completed block unless the attempt already has it: the primary key decides in one
 * statement, so two submissions racing past any earlier check still leave one row. Null when
 * the block was recorded before.
 */
export async function insertProgressOnce(db: Db, row: typeof enrollmentProgress.$inferInsert) {
  const [inserted] = await db
    .insert(enrollmentProgress)
    .values(row)
    .onConflictDoNothing({
      target: [
        enrollmentProgress.enrollmentId,
        enrollmentProgress.attempt,
        enrollmentProgress.blockUuid,
      ],
    })
    .returning();
  return inserted ?? null;
}

export async function insertAttempt(db: Db, row: typeof enrollmentAttempts.$inferInsert) {
  await db.insert(enrollmentAttempts).values(row);
}

const reassigner = alias(users, "reassigner");

export async function listAttempts(db: Db, enrollmentId: string) {
  return db
    .select({
      attempt: enrollmentAttempts,
      versionNumber: courseVersions.number,
      reassignedBy: sql<
        string | null
      >`nullif(concat_ws(' ', ${reassigner.firstName}, ${reassigner.middleName}, ${reassigner.lastName}), '')`,
    })
    .from(enrollmentAttempts)
    .innerJoin(courseVersions, eq(courseVersions.id, enrollmentAttempts.versionId))
    .leftJoin(reassigner, eq(reassigner.id, enrollmentAttempts.reassignedById))
    .where(eq(enrollmentAttempts.enrollmentId, enrollmentId))
    .orderBy(desc(enrollmentAttempts.attempt));
}

/** Attempts whose time ran out while their learner was away, oldest deadline first: to be settled. */
export async function listOverdue(db: Db, limit: number) {
  return db
    .select()
    .from(enrollments)
    .where(
      and(
        isNull(enrollments.deletedAt),
        isNull(enrollments.finishedAt),
        isNotNull(enrollments.deadlineAt),
        lt(enrollments.deadlineAt, sql`now()`),
      ),
    )
    .orderBy(asc(enrollments.deadlineAt))
    .limit(limit);
}

/** Removes the user's earlier previews of a version: a preview always starts fresh. */
export async function deletePreviews(
  db: Db,
  owner: { companyId: string; userId: string },
  versionId: string,
) {
  await db
    .delete(enrollments)
    .where(
      and(
        eq(enrollments.companyId, owner.companyId),
        eq(enrollments.userId, owner.userId),
        eq(enrollments.versionId, versionId),
        eq(enrollments.isPreview, true),
      ),
    );
}

export type StatusCounts = Record<"all" | EnrollmentStatus, number>;

const assigner = alias(users, "assigner");

/** An enrollment with what a list shows of its course version and who assigned it. */
const listColumns = {
  enrollment: enrollments,
  version: {
    name: courseVersions.name,
    description: courseVersions.description,
    /** The course's company: its library holds the picture. */
    companyId: courseVersions.companyId,
    imageMediaId: courseVersions.imageMediaId,
    estimatedMinutes: courseVersions.estimatedMinutes,
    scoringMethod: courseVersions.scoringMethod,
    passPercentage: courseVersions.passPercentage,
    timeLimitMinutes: courseVersions.timeLimitMinutes,
    checkAnswerMode: courseVersions.checkAnswerMode,
  },
  courseTypeKey: courses.courseTypeKey,
  companyName: companies.name,
  assignedBy: sql<
    string | null
  >`nullif(concat_ws(' ', ${assigner.firstName}, ${assigner.middleName}, ${assigner.lastName}), '')`,
};

/** `counts`: the learner's counts per status, which only their own list carries. */
function listFrom(db: Db, counts: SQL<StatusCounts | null> = sql`null`) {
  return db
    .select({ ...listColumns, counts })
    .from(enrollments)
    .innerJoin(courseVersions, eq(courseVersions.id, enrollments.versionId))
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .innerJoin(companies, eq(companies.id, courseVersions.companyId))
    .leftJoin(assigner, eq(assigner.id, enrollments.assignedById));
}
export type EnrollmentListRow = Awaited<ReturnType<ReturnType<typeof listFrom>["execute"]>>[number];

export type MyEnrollmentsQuery = {
  page: number;
  perPage: number;
  sort: "recent" | "name" | "status";
  status?: EnrollmentStatus | undefined;
};

type Owner = { companyId: string | Placeholder; userId: string | Placeholder };

/** What a learner sees: their own, neither deleted nor previews, of courses that still exist. */
function myConditions(owner: Owner): SQL[] {
  return [
    eq(enrollments.companyId, owner.companyId),
    eq(enrollments.userId, owner.userId),
    isNull(enrollments.deletedAt),
    eq(enrollments.isPreview, false),
    isNull(courses.deletedAt),
  ];
}

// Open and in-progress work first: that is what a learner comes for.
const statusRank = sql`case ${enrollments.status} when 'in-progress' then 0 when 'open' then 1 else 2 end`;

/** How many of the learner's enrollments each status has, as one value. */
const myStatusCounts = (db: Db, owner: Owner) =>
  db
    .select({
      counts: sql`json_build_object(
        'all', count(*),
        'open', count(*) filter (where ${enrollments.status} = 'open'),
        'in-progress', count(*) filter (where ${enrollments.status} = 'in-progress'),
        'done', count(*) filter (where ${enrollments.status} = 'done'))`,
    })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(...myConditions(owner)));

const myOrders = {
  recent: [asc(statusRank), desc(enrollments.updatedAt), asc(enrollments.id)],
  status: [asc(statusRank), asc(sql`lower(${courseVersions.name})`), asc(enrollments.id)],
  name: [asc(sql`lower(${courseVersions.name})`), asc(enrollments.id)],
};

/**
 * The learner's course list, the most frequent learner call, built once per sort and filter and
 * named: building this wide statement was the largest part of the API's time per request, and
 * its plan (one learner's few rows by the owner index) does not depend on the values.
 */
const myEnrollmentsPage = builtOnce(
  (db, { sort, filtered }: { sort: MyEnrollmentsQuery["sort"]; filtered: boolean }) => {
    const owner = { companyId: sql.placeholder("companyId"), userId: sql.placeholder("userId") };
    const conditions = myConditions(owner);
    if (filtered) conditions.push(eq(enrollments.status, sql.placeholder("status")));
    return listFrom(db, sql<StatusCounts>`(${myStatusCounts(db, owner)})`)
      .where(and(...conditions))
      .orderBy(...myOrders[sort])
      .limit(sql.placeholder("limit"))
      .offset(sql.placeholder("offset"))
      .prepare("my-enrollments");
  },
);

/**
 * A page of the learner's enrollments, each row carrying the counts per status (a subquery
 * PostgreSQL runs once), so the course list is one round trip. No rows, no counts.
 */
export async function listMyEnrollments(
  db: Db,
  owner: { companyId: string; userId: string },
  query: MyEnrollmentsQuery,
): Promise<{ rows: EnrollmentListRow[]; counts: StatusCounts | null }> {
  const statement = myEnrollmentsPage(db, { sort: query.sort, filtered: Boolean(query.status) });
  const rows = await statement.execute({
    companyId: owner.companyId,
    userId: owner.userId,
    status: query.status,
    limit: query.perPage,
    offset: (query.page - 1) * query.perPage,
  });
  return { rows, counts: rows[0]?.counts ?? null };
}

export async function countMyEnrollments(
  db: Db,
  owner: { companyId: string; userId: string },
): Promise<StatusCounts> {
  const rows = await db
    .select({ status: enrollments.status, total: count() })
    .from(enrollments)
    .innerJoin(courses, eq(courses.id, enrollments.courseId))
    .where(and(...myConditions(owner)))
    .groupBy(enrollments.status);
  const counts = { all: 0, open: 0, "in-progress": 0, done: 0 };
  for (const row of rows) {
    counts[row.status] = row.total;
    counts.all += row.total;
  }
  return counts;
}

export type UserEnrollmentsQuery = {
  page: number;
  perPage: number;
  status?: EnrollmentStatus | undefined;
  state?: "all" | "active" | "deleted" | undefined;
};

/** A learner's enrollments on one company for an educator: deleted ones too, as history. */
export async function listUserEnrollments(
  db: Db,
  owner: { companyId: string; userId: string },
  query: UserEnrollmentsQuery,
) {
  const conditions: SQL[] = [
    eq(enrollments.companyId, owner.companyId),
    eq(enrollments.userId, owner.userId),
    eq(enrollments.isPreview, false),
  ];
  if (query.status) conditions.push(eq(enrollments.status, query.status));
  if (query.state === "active") conditions.push(isNull(enrollments.deletedAt));
  if (query.state === "deleted") conditions.push(isNotNull(enrollments.deletedAt));
  const where = and(...conditions);
  const rows = await listFrom(db)
    .where(where)
    .orderBy(
      asc(sql`${enrollments.deletedAt} is not null`),
      desc(enrollments.updatedAt),
      asc(enrollments.id),
    )
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  const [total] = await db.select({ total: count() }).from(enrollments).where(where);
  return { rows, total: total?.total ?? 0 };
}

/** One enrollment as a list shows it. */
export async function findEnrollmentListRow(db: Db, enrollmentId: string) {
  const [row] = await listFrom(db).where(eq(enrollments.id, enrollmentId)).limit(1);
  return row ?? null;
}
