import { permissionsForRoles, type Role } from "@leerlijn/contracts/permissions";
import { and, eq, inArray, isNull, or, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import { findLiveCourse } from "../courses/course-library.repository";
import { groupMembers } from "../groups/groups.table";
import type { EnrollInGroupCourses } from "../users/group-courses";
import { companyUsers } from "../users/users.table";
import { freshAttempt } from "./attempt-state";
import { insertEnrollments, type NewEnrollment } from "./enrollments.repository";
import { enrollments, groupCourseAssignments } from "./enrollments.table";
import type { EnrollmentDeps } from "./enrollment-deps";
import { createWalkModels } from "./walk-model";

/** Whether someone with these roles follows courses (others are no learners). */
export const canLearn = (roles: readonly Role[]) =>
  permissionsForRoles(roles).includes("training.my_trainings.walk_through");

/**
 * Members of these memberships' groups who have a group's course assigned but no enrollment
 * from it yet: joined after the assignment, or just now. Someone already following the course,
 * or whose enrollment from this group was deleted by an educator, is left alone.
 */
async function missingGroupEnrollments(db: Db, companyUserIds: readonly string[]) {
  const already = db
    .select({ one: sql`1` })
    .from(enrollments)
    .where(
      and(
        eq(enrollments.companyId, companyUsers.companyId),
        eq(enrollments.userId, companyUsers.userId),
        eq(enrollments.courseId, groupCourseAssignments.courseId),
        eq(enrollments.isPreview, false),
        or(isNull(enrollments.deletedAt), eq(enrollments.groupId, groupCourseAssignments.groupId)),
      ),
    );
  return db
    .select({
      groupId: groupCourseAssignments.groupId,
      courseId: groupCourseAssignments.courseId,
      courseCompanyId: groupCourseAssignments.companyId,
      assignedById: groupCourseAssignments.assignedById,
      companyId: companyUsers.companyId,
      userId: companyUsers.userId,
      roles: companyUsers.roles,
    })
    .from(groupCourseAssignments)
    .innerJoin(groupMembers, eq(groupMembers.groupId, groupCourseAssignments.groupId))
    .innerJoin(companyUsers, eq(companyUsers.id, groupMembers.companyUserId))
    .where(
      and(
        inArray(groupMembers.companyUserId, [...companyUserIds]),
        isNull(companyUsers.deactivatedAt),
        sql`not exists (${already})`,
      ),
    );
}

/**
 * Enrolls the group members among these memberships in their groups' courses where they are
 * not enrolled yet, on each course's live version. Returns how many enrollments were made.
 */
export async function syncGroupEnrollments(
  deps: EnrollmentDeps,
  companyUserIds: readonly string[],
): Promise<number> {
  if (companyUserIds.length === 0) return 0;
  const missing = (await missingGroupEnrollments(deps.db, companyUserIds)).filter((row) =>
    canLearn(row.roles),
  );
  const rows: NewEnrollment[] = [];
  const seen = new Set<string>();
  for (const entry of missing) {
    const key = `${entry.companyId}:${entry.userId}:${entry.courseId}`;
    if (seen.has(key)) continue;
    seen.add(key);
    const course = await findLiveCourse(
      deps.db,
      { companyId: entry.courseCompanyId },
      entry.courseId,
    );
    if (!course) continue;
    const model = await deps.models.load(course.courseId, course.version.id);
    rows.push({
      companyId: entry.companyId,
      userId: entry.userId,
      courseId: course.courseId,
      source: "group",
      groupId: entry.groupId,
      assignedById: entry.assignedById,
      ...freshAttempt(model),
    });
  }
  return (await insertEnrollments(deps.db, rows)).length;
}

/**
 * What people management and groups call when someone joins a group or becomes a learner. The
 * courses are read in the caller's transaction too: on the embedded database a query outside it
 * would wait for it to end.
 */
export const enrollInGroupCourses: EnrollInGroupCourses = async (db, companyUserIds) => {
  await syncGroupEnrollments({ db, models: createWalkModels(db) }, companyUserIds);
};

/** The membership ids of the active learners in these groups. */
export async function learnerIdsOfGroups(db: Db, groupIds: readonly string[]) {
  if (groupIds.length === 0) return [];
  const rows = await db
    .selectDistinct({ id: companyUsers.id, roles: companyUsers.roles })
    .from(groupMembers)
    .innerJoin(companyUsers, eq(companyUsers.id, groupMembers.companyUserId))
    .where(and(inArray(groupMembers.groupId, [...groupIds]), isNull(companyUsers.deactivatedAt)));
  return rows.filter((row) => canLearn(row.roles)).map((row) => row.id);
}

export async function insertGroupAssignments(
  db: Db,
  rows: (typeof groupCourseAssignments.$inferInsert)[],
) {
  if (rows.length === 0) return;
  await db.insert(groupCourseAssignments).values(rows).onConflictDoNothing();
}
