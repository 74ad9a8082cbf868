import { and, asc, count, eq, ilike, inArray, isNull, sql } from "drizzle-orm";
import type { CourseGroupItemInput } from "@leerlijn/contracts/course-groups/course-groups.contract";
import type { CourseTypeKey } from "@leerlijn/contracts/courses/course-types";
import type { Db } from "../../platform/db/database";
import { builtOnce } from "../../platform/db/prepared-statements";
import { courses, courseVersions } from "../courses/courses.table";
import { documentAssignments, documents } from "../documents/documents.table";
import { enrollments } from "../enrollments/enrollments.table";
import { groups } from "../groups/groups.table";
import { trainings, trainingTemplates, trainingUsers } from "../trainings/trainings.table";
import { companyUsers, users } from "../users/users.table";
import {
  courseGroupAssignments,
  courseGroupItems,
  courseGroupLinks,
  courseGroups,
} from "./course-groups.table";
import { activeEnrollmentOf, stepPercentageSql, trainingPassed } from "./step-done.sql";

const containing = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A step's percentage in lists: joined on company users and items, the enrollment left-joined. */
const stepPercentage = (now: Date) => stepPercentageSql(courseGroupItems, enrollments, now);

const itemCount =
  sql<number>`(select count(*) from ${courseGroupItems} where ${courseGroupItems.courseGroupId} = ${courseGroups.id})`.mapWith(
    Number,
  );

/** One page of a company's paths by name, and how many there are. */
export async function listCourseGroupRows(
  db: Db,
  companyId: string,
  queryString: string | undefined,
  page: { limit: number; offset: number },
) {
  const where = and(
    eq(courseGroups.companyId, companyId),
    queryString ? ilike(courseGroups.name, containing(queryString)) : undefined,
  );
  const rows = await db
    .select({
      id: courseGroups.id,
      name: courseGroups.name,
      description: courseGroups.description,
      itemCount,
    })
    .from(courseGroups)
    .where(where)
    .orderBy(asc(sql`lower(${courseGroups.name})`), asc(courseGroups.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ total: count() }).from(courseGroups).where(where);
  return { rows, total: total?.total ?? 0 };
}

/**
 * Per path: its running followers and their average progress. Every follower has every step, so
 * the average over (follower, step) pairs is the average of the followers' path percentages; a
 * step without an active enrollment counts as 0.
 */
export async function followerStats(db: Db, courseGroupIds: readonly string[], now = new Date()) {
  if (courseGroupIds.length === 0)
    return new Map<string, { followers: number; average: number | null }>();
  const rows = await db
    .select({
      courseGroupId: courseGroupAssignments.courseGroupId,
      followers: sql<number>`count(distinct ${courseGroupAssignments.id})`.mapWith(Number),
      average: sql<number | null>`round(avg(${stepPercentage(now)}))`.mapWith((value) =>
        value === null ? null : Number(value),
      ),
    })
    .from(courseGroupAssignments)
    .innerJoin(companyUsers, eq(companyUsers.id, courseGroupAssignments.companyUserId))
    .leftJoin(
      courseGroupItems,
      eq(courseGroupItems.courseGroupId, courseGroupAssignments.courseGroupId),
    )
    .leftJoin(enrollments, activeEnrollmentOf(courseGroupItems))
    .where(
      and(
        inArray(courseGroupAssignments.courseGroupId, [...courseGroupIds]),
        isNull(courseGroupAssignments.endedAt),
      ),
    )
    .groupBy(courseGroupAssignments.courseGroupId);
  return new Map(
    rows.map((row) => [row.courseGroupId, { followers: row.followers, average: row.average }]),
  );
}

/** A step's course by the name learners see now: the published version's, else the newest. */
const courseName = sql<string>`coalesce(
  (select ${courseVersions.name} from ${courseVersions} where ${courseVersions.id} = ${courses.publishedVersionId}),
  (select ${courseVersions.name} from ${courseVersions} where ${courseVersions.courseId} = ${courses.id} order by ${courseVersions.number} desc limit 1),
  '')`;

/*
 * A person's path is three lookups by key (the path with their assignment, the person, the steps
 * with their enrollments), whose plans never depend on the values: named, so PostgreSQL plans each
 * once per connection. Unnamed, planning the steps' statement alone cost 1.0 ms against 0.24 ms
 * to run it (bench:onboarding).
 */
const courseGroupById = builtOnce((db) =>
  db
    .select()
    .from(courseGroups)
    .where(
      and(
        eq(courseGroups.id, sql.placeholder("id")),
        eq(courseGroups.companyId, sql.placeholder("companyId")),
      ),
    )
    .limit(1)
    .prepare("course-group-by-id"),
);

export async function findCourseGroup(db: Db, companyId: string, courseGroupId: string) {
  const [row] = await courseGroupById(db, "").execute({ id: courseGroupId, companyId });
  return row ?? null;
}

/** What a step is, whichever its type: the course, the training template or the document. */
const stepTargets = {
  position: courseGroupItems.position,
  itemType: courseGroupItems.itemType,
  dueDays: courseGroupItems.dueDays,
  lockedUntilPreviousDone: courseGroupItems.lockedUntilPreviousDone,
  courseId: courses.id,
  courseName,
  courseTypeKey: courses.courseTypeKey,
  trainingTemplateId: trainingTemplates.id,
  trainingName: trainingTemplates.name,
  documentId: documents.id,
  documentTitle: documents.title,
  documentMustSign: documents.mustSign,
};

type StepTargetRow = {
  courseId: string | null;
  courseName: string | null;
  courseTypeKey: CourseTypeKey | null;
  trainingTemplateId: string | null;
  trainingName: string | null;
  documentId: string | null;
  documentTitle: string | null;
  documentMustSign: boolean | null;
};

/** A step row as the contract names it: exactly one of course, training and document. */
export function stepTarget(row: StepTargetRow) {
  const course =
    row.courseId && row.courseTypeKey
      ? { id: row.courseId, name: row.courseName ?? "", courseTypeKey: row.courseTypeKey }
      : null;
  const training =
    row.trainingTemplateId && row.trainingName !== null
      ? { id: row.trainingTemplateId, name: row.trainingName }
      : null;
  const document =
    row.documentId && row.documentTitle !== null
      ? { id: row.documentId, title: row.documentTitle, mustSign: row.documentMustSign ?? false }
      : null;
  return {
    name: course?.name ?? training?.name ?? document?.title ?? "",
    course,
    training,
    document,
  };
}

/** A path's steps in order, each with what it is. */
export async function findItems(db: Db, courseGroupId: string) {
  const rows = await db
    .select(stepTargets)
    .from(courseGroupItems)
    .leftJoin(courses, eq(courses.id, courseGroupItems.courseId))
    .leftJoin(trainingTemplates, eq(trainingTemplates.id, courseGroupItems.trainingTemplateId))
    .leftJoin(documents, eq(documents.id, courseGroupItems.documentId))
    .where(eq(courseGroupItems.courseGroupId, courseGroupId))
    .orderBy(asc(courseGroupItems.position));
  return rows.map((row) => ({
    position: row.position,
    itemType: row.itemType,
    dueDays: row.dueDays,
    lockedUntilPreviousDone: row.lockedUntilPreviousDone,
    ...stepTarget(row),
  }));
}

export async function findLinkedGroups(db: Db, courseGroupId: string) {
  return db
    .select({ id: groups.id, name: groups.name })
    .from(courseGroupLinks)
    .innerJoin(groups, eq(groups.id, courseGroupLinks.groupId))
    .where(eq(courseGroupLinks.courseGroupId, courseGroupId))
    .orderBy(asc(sql`lower(${groups.name})`));
}

export async function replaceItems(
  db: Db,
  courseGroupId: string,
  items: readonly CourseGroupItemInput[],
) {
  await db.delete(courseGroupItems).where(eq(courseGroupItems.courseGroupId, courseGroupId));
  if (items.length === 0) return;
  await db.insert(courseGroupItems).values(
    items.map((item, index) => ({
      courseGroupId,
      position: index + 1,
      itemType: item.type,
      courseId: item.type === "course" ? item.courseId : null,
      trainingTemplateId: item.type === "training" ? item.trainingTemplateId : null,
      documentId: item.type === "document" ? item.documentId : null,
      dueDays: item.dueDays,
      lockedUntilPreviousDone: item.lockedUntilPreviousDone,
    })),
  );
}

/** Links the groups not linked yet; returns nothing, unlinking is `replaceLinks`. */
export async function addLinks(db: Db, courseGroupId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return;
  await db
    .insert(courseGroupLinks)
    .values(groupIds.map((groupId) => ({ courseGroupId, groupId })))
    .onConflictDoNothing();
}

export async function replaceLinks(db: Db, courseGroupId: string, groupIds: readonly string[]) {
  await db.delete(courseGroupLinks).where(eq(courseGroupLinks.courseGroupId, courseGroupId));
  await addLinks(db, courseGroupId, groupIds);
}

/** Which of these group ids are the company's. */
export async function groupsOfCompany(db: Db, companyId: string, groupIds: readonly string[]) {
  if (groupIds.length === 0) return new Set<string>();
  const rows = await db
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.companyId, companyId), inArray(groups.id, [...groupIds])));
  return new Set(rows.map((row) => row.id));
}

/**
 * The path with a person's running assignment to it, or their latest ended one: one lookup
 * where two cost a round trip more (bench:onboarding). A person has few assignments to one
 * path, so joining them all and keeping the first is as cheap as a lateral lookup.
 */
const pathWithAssignment = builtOnce((db) =>
  db
    .select({ path: courseGroups, assignment: courseGroupAssignments })
    .from(courseGroups)
    .leftJoin(
      courseGroupAssignments,
      and(
        eq(courseGroupAssignments.courseGroupId, courseGroups.id),
        eq(courseGroupAssignments.companyUserId, sql.placeholder("companyUserId")),
      ),
    )
    .where(
      and(
        eq(courseGroups.id, sql.placeholder("id")),
        eq(courseGroups.companyId, sql.placeholder("companyId")),
      ),
    )
    .orderBy(sql`${courseGroupAssignments.endedAt} desc nulls first`)
    .limit(1)
    .prepare("course-group-with-assignment"),
);

/** A path of the company, with the membership's running (else latest) assignment to it. */
export async function findCourseGroupWithAssignment(
  db: Db,
  companyId: string,
  courseGroupId: string,
  companyUserId: string,
) {
  const [row] = await pathWithAssignment(db, "").execute({
    id: courseGroupId,
    companyId,
    companyUserId,
  });
  return row ?? null;
}

const personItems = builtOnce((db) =>
  db
    .select({
      ...stepTargets,
      enrollmentId: enrollments.id,
      status: enrollments.status,
      percentage: enrollments.percentage,
      documentExpiresOn: documents.expiresOn,
      documentDeletedAt: documents.deletedAt,
      documentAssignmentId: documentAssignments.id,
      // Flat: a nested object of a left-joined table whose fields are all null reads as null.
      unassignedAt: documentAssignments.unassignedAt,
      viewedAt: documentAssignments.viewedAt,
      signedAt: documentAssignments.signedAt,
      expiredAt: documentAssignments.expiredAt,
    })
    .from(courseGroupItems)
    .leftJoin(courses, eq(courses.id, courseGroupItems.courseId))
    .leftJoin(trainingTemplates, eq(trainingTemplates.id, courseGroupItems.trainingTemplateId))
    .leftJoin(documents, eq(documents.id, courseGroupItems.documentId))
    .leftJoin(
      enrollments,
      and(
        eq(enrollments.companyId, sql.placeholder("companyId")),
        eq(enrollments.userId, sql.placeholder("userId")),
        eq(enrollments.courseId, courseGroupItems.courseId),
        isNull(enrollments.deletedAt),
        eq(enrollments.isPreview, false),
      ),
    )
    .leftJoin(
      documentAssignments,
      and(
        eq(documentAssignments.documentId, courseGroupItems.documentId),
        eq(documentAssignments.companyUserId, sql.placeholder("companyUserId")),
      ),
    )
    .where(eq(courseGroupItems.courseGroupId, sql.placeholder("courseGroupId")))
    .orderBy(asc(courseGroupItems.position))
    .prepare("course-group-person-items"),
);

/**
 * The person's trainings planned from these templates, with a place (not waiting for one):
 * whether they passed (`trainingPassed`), newest first, so the first per template is the one to
 * show unless an older one was passed.
 */
async function plannedTrainings(db: Db, companyUserId: string, templateIds: readonly string[]) {
  if (templateIds.length === 0) return [];
  return db
    .select({
      templateId: trainings.templateId,
      trainingId: trainings.id,
      passed: trainingPassed,
    })
    .from(trainingUsers)
    .innerJoin(trainings, eq(trainings.id, trainingUsers.trainingId))
    .where(
      and(
        eq(trainingUsers.companyUserId, companyUserId),
        // Waiting for a place is not being booked: the step stays open.
        isNull(trainingUsers.waitingSince),
        inArray(trainings.templateId, [...templateIds]),
        isNull(trainings.deletedAt),
      ),
    )
    .orderBy(sql`${trainings.firstDate} desc nulls last`, asc(trainings.id))
    .limit(100);
}

/**
 * One person's steps in order: a course step with their active enrollment in it, a document
 * step with their assignment, a training step with the training of its template they passed
 * (else the latest they are booked on). A path without training steps costs one query.
 */
export async function findPersonItems(
  db: Db,
  courseGroupId: string,
  member: { companyUserId: string; companyId: string; userId: string },
) {
  const rows = await personItems(db, "").execute({
    courseGroupId,
    companyId: member.companyId,
    userId: member.userId,
    companyUserId: member.companyUserId,
  });
  const templateIds = rows.flatMap((row) =>
    row.trainingTemplateId ? [row.trainingTemplateId] : [],
  );
  const planned = await plannedTrainings(db, member.companyUserId, templateIds);
  return rows.map((row) => {
    const mine = planned.filter((training) => training.templateId === row.trainingTemplateId);
    const training = mine.find((candidate) => candidate.passed === true) ?? mine[0] ?? null;
    return {
      ...row,
      target: stepTarget(row),
      plannedTraining: training
        ? { id: training.trainingId, passed: training.passed === true }
        : null,
    };
  });
}

/** One page of a path's running followers by name, each with their average over the steps. */
export async function listFollowers(
  db: Db,
  courseGroupId: string,
  page: { limit: number; offset: number },
  now = new Date(),
) {
  const running = and(
    eq(courseGroupAssignments.courseGroupId, courseGroupId),
    isNull(courseGroupAssignments.endedAt),
  );
  const rows = await db
    .select({
      id: companyUsers.id,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
      groupId: courseGroupAssignments.groupId,
      startDate: courseGroupAssignments.startDate,
      progressPercentage: sql<number>`coalesce(round(avg(${stepPercentage(now)})), 0)`.mapWith(
        Number,
      ),
    })
    .from(courseGroupAssignments)
    .innerJoin(companyUsers, eq(companyUsers.id, courseGroupAssignments.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .leftJoin(
      courseGroupItems,
      eq(courseGroupItems.courseGroupId, courseGroupAssignments.courseGroupId),
    )
    .leftJoin(enrollments, activeEnrollmentOf(courseGroupItems))
    .where(running)
    .groupBy(companyUsers.id, users.id, courseGroupAssignments.id)
    .orderBy(asc(users.lastName), asc(users.firstName), asc(companyUsers.id))
    .limit(page.limit)
    .offset(page.offset);
  const [total] = await db.select({ total: count() }).from(courseGroupAssignments).where(running);
  return { rows, total: total?.total ?? 0 };
}
