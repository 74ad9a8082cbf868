import { and, asc, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { findLiveCourse, type LiveCourseRow } from "../courses/course-library.repository";
import { addAssignments, eventActorOf } from "../documents/assign-documents";
import { documents } from "../documents/documents.table";
import { freshAttempt } from "../enrollments/attempt-state";
import { insertEnrollments, type NewEnrollment } from "../enrollments/enrollments.repository";
import { canLearn } from "../enrollments/group-enrollments";
import type { WalkModels } from "../enrollments/walk-model";
import { groupMembers } from "../groups/groups.table";
import type { EnrollInGroupCourses } from "../users/group-courses";
import { companyUsers } from "../users/users.table";
import { createWalkModels } from "../enrollments/walk-model";
import {
  courseGroupAssignments,
  courseGroupItems,
  courseGroupLinks,
  courseGroups,
} from "./course-groups.table";

/** Rows per insert statement: well below PostgreSQL's 65,535 parameters for enrollments. */
const BATCH = 1000;

const amsterdamDay = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" });
/** Today's date in the Netherlands (yyyy-MM-dd): a path started today starts on this day. */
export const today = (now = new Date()) => amsterdamDay.format(now);

export type PathAssignee = {
  companyUserId: string;
  companyId: string;
  userId: string;
  /** The linked group that brings the path, if any. */
  groupId: string | null;
};

type PathRef = { id: string; companyId: string };

const chunks = <T>(rows: readonly T[]) => {
  const out: T[][] = [];
  for (let start = 0; start < rows.length; start += BATCH)
    out.push(rows.slice(start, start + BATCH));
  return out;
};

/**
 * The live courses among these (the company's own library, then the open library), in the
 * order given; a course unpublished since it was chosen is skipped.
 */
export async function liveCourses(db: Db, companyId: string, courseIds: readonly string[]) {
  const found: LiveCourseRow[] = [];
  for (const courseId of courseIds) {
    const course =
      (await findLiveCourse(db, { companyId }, courseId)) ??
      (await findLiveCourse(db, { publicOnly: true }, courseId));
    if (course) found.push(course);
  }
  return found;
}

/** The courses and documents of a path's steps, in order (training steps assign nothing). */
async function pathTargets(db: Db, courseGroupId: string) {
  const rows = await db
    .select({ courseId: courseGroupItems.courseId, documentId: courseGroupItems.documentId })
    .from(courseGroupItems)
    .where(eq(courseGroupItems.courseGroupId, courseGroupId))
    .orderBy(asc(courseGroupItems.position));
  return {
    courseIds: rows.flatMap((row) => (row.courseId ? [row.courseId] : [])),
    documentIds: rows.flatMap((row) => (row.documentId ? [row.documentId] : [])),
  };
}

/**
 * Assigns the path's live documents to these people through the documents feature: whoever has
 * a document already keeps that assignment (and their signature); a withdrawn one is given back.
 * The audit trail records the path. Returns how many assignments were made.
 */
export async function assignPathDocuments(
  db: Db,
  courseGroupId: string,
  people: readonly PathAssignee[],
  documentIds: readonly string[],
  assignedById: string | null,
): Promise<number> {
  if (people.length === 0 || documentIds.length === 0) return 0;
  const live = await db
    .select()
    .from(documents)
    .where(and(inArray(documents.id, [...documentIds]), isNull(documents.deletedAt)));
  const eventActor = assignedById ? await eventActorOf(db, { userId: assignedById }) : null;
  const source = { ip: null, userAgent: null };
  let assigned = 0;
  for (const document of live)
    for (const batch of chunks(people.map((person) => person.companyUserId)))
      assigned += await addAssignments(db, document, batch, eventActor, source, { courseGroupId });
  return assigned;
}

/**
 * An enrollment per person and course, through the enrollments feature's insert: whoever
 * already follows a course keeps that enrollment (and its progress). Returns how many were made.
 */
export async function enrollInCourses(
  db: Db,
  models: WalkModels,
  people: readonly PathAssignee[],
  courses: readonly LiveCourseRow[],
  assignedById: string | null,
): Promise<number> {
  if (people.length === 0 || courses.length === 0) return 0;
  const rows: NewEnrollment[] = [];
  for (const course of courses) {
    const fresh = freshAttempt(await models.load(course.courseId, course.version.id, db));
    for (const person of people)
      rows.push({
        companyId: person.companyId,
        userId: person.userId,
        courseId: course.courseId,
        source: person.groupId ? "group" : "user",
        groupId: person.groupId,
        assignedById,
        ...fresh,
      });
  }
  let created = 0;
  for (const batch of chunks(rows)) created += (await insertEnrollments(db, batch)).length;
  return created;
}

/**
 * Gives people a path, starting today: a running assignment each (who has one keeps it, so
 * giving twice changes nothing) and, for those new to it, an enrollment per course step and an
 * assignment per document step. A training step books nobody: a template has no dates or places
 * of its own; the planner books people on one of its trainings and the step is done once they
 * passed it.
 */
export async function assignPath(
  db: Db,
  models: WalkModels,
  path: PathRef,
  people: readonly PathAssignee[],
  assignedById: string | null,
): Promise<{ assigned: number; enrolled: number }> {
  const unique = [...new Map(people.map((person) => [person.companyUserId, person])).values()];
  if (unique.length === 0) return { assigned: 0, enrolled: 0 };
  const startDate = today();
  const fresh = new Set<string>();
  for (const batch of chunks(unique)) {
    const inserted = await db
      .insert(courseGroupAssignments)
      .values(
        batch.map((person) => ({
          courseGroupId: path.id,
          companyUserId: person.companyUserId,
          groupId: person.groupId,
          startDate,
          assignedById,
        })),
      )
      .onConflictDoNothing()
      .returning({ companyUserId: courseGroupAssignments.companyUserId });
    for (const row of inserted) fresh.add(row.companyUserId);
  }
  const newcomers = unique.filter((person) => fresh.has(person.companyUserId));
  const targets = await pathTargets(db, path.id);
  const courses = await liveCourses(db, path.companyId, targets.courseIds);
  const enrolled = await enrollInCourses(db, models, newcomers, courses, assignedById);
  await assignPathDocuments(db, path.id, newcomers, targets.documentIds, assignedById);
  return { assigned: newcomers.length, enrolled };
}

/** The running followers of a path, to enroll them in steps added later. */
export async function runningFollowers(db: Db, courseGroupId: string): Promise<PathAssignee[]> {
  return db
    .select({
      companyUserId: companyUsers.id,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      groupId: courseGroupAssignments.groupId,
    })
    .from(courseGroupAssignments)
    .innerJoin(companyUsers, eq(companyUsers.id, courseGroupAssignments.companyUserId))
    .where(
      and(
        eq(courseGroupAssignments.courseGroupId, courseGroupId),
        isNull(courseGroupAssignments.endedAt),
        isNull(companyUsers.deactivatedAt),
      ),
    );
}

/** The active learners in these groups, each with (one of) the group(s) that holds them. */
export async function learnersOfGroups(
  db: Db,
  groupIds: readonly string[],
): Promise<PathAssignee[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .select({
      companyUserId: companyUsers.id,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      roles: companyUsers.roles,
      groupId: groupMembers.groupId,
    })
    .from(groupMembers)
    .innerJoin(companyUsers, eq(companyUsers.id, groupMembers.companyUserId))
    .where(and(inArray(groupMembers.groupId, [...groupIds]), isNull(companyUsers.deactivatedAt)));
  return rows.filter((row) => canLearn(row.roles)).map(({ roles: _roles, ...person }) => person);
}

/**
 * Learners among these memberships who are in a group linked to a path and have not got it from
 * there yet. Someone following the path already, or whose path from this group was ended by an
 * educator, is left alone (saving a group passes all its members, not only the new ones).
 */
async function missingLinkedPaths(db: Db, companyUserIds: readonly string[]) {
  const already = db
    .select({ one: sql`1` })
    .from(courseGroupAssignments)
    .where(
      and(
        eq(courseGroupAssignments.courseGroupId, courseGroupLinks.courseGroupId),
        eq(courseGroupAssignments.companyUserId, companyUsers.id),
        or(
          isNull(courseGroupAssignments.endedAt),
          eq(courseGroupAssignments.groupId, courseGroupLinks.groupId),
        ),
      ),
    );
  const rows = await db
    .select({
      courseGroupId: courseGroupLinks.courseGroupId,
      pathCompanyId: courseGroups.companyId,
      groupId: courseGroupLinks.groupId,
      companyUserId: companyUsers.id,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      roles: companyUsers.roles,
    })
    .from(courseGroupLinks)
    .innerJoin(courseGroups, eq(courseGroups.id, courseGroupLinks.courseGroupId))
    .innerJoin(groupMembers, eq(groupMembers.groupId, courseGroupLinks.groupId))
    .innerJoin(companyUsers, eq(companyUsers.id, groupMembers.companyUserId))
    .where(
      and(
        inArray(groupMembers.companyUserId, [...companyUserIds]),
        isNull(companyUsers.deactivatedAt),
        sql`not exists (${already})`,
      ),
    );
  return rows.filter((row) => canLearn(row.roles));
}

/** Gives these memberships the paths linked to their groups that they do not have yet. */
export async function assignLinkedPaths(
  db: Db,
  models: WalkModels,
  companyUserIds: readonly string[],
): Promise<number> {
  if (companyUserIds.length === 0) return 0;
  const byPath = new Map<string, { path: PathRef; people: PathAssignee[] }>();
  for (const row of await missingLinkedPaths(db, companyUserIds)) {
    const entry = byPath.get(row.courseGroupId) ?? {
      path: { id: row.courseGroupId, companyId: row.pathCompanyId },
      people: [],
    };
    entry.people.push({
      companyUserId: row.companyUserId,
      companyId: row.companyId,
      userId: row.userId,
      groupId: row.groupId,
    });
    byPath.set(row.courseGroupId, entry);
  }
  let assigned = 0;
  for (const { path, people } of byPath.values())
    assigned += (await assignPath(db, models, path, people, null)).assigned;
  return assigned;
}

/**
 * Extends the port that groups and people management call when someone joins a group or becomes
 * a learner: after the group's courses, the paths linked to their groups, in the same
 * transaction, so the path exists as soon as the membership does.
 */
export const withLinkedPaths =
  (enrollInGroupCourses: EnrollInGroupCourses): EnrollInGroupCourses =>
  async (db, companyUserIds) => {
    await enrollInGroupCourses(db, companyUserIds);
    await assignLinkedPaths(db, createWalkModels(db), companyUserIds);
  };
