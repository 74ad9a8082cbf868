import type { Db } from "../../platform/db/database";

/**
 * Enrolls these memberships in the courses assigned to their groups where they are not enrolled
 * yet. The enrollments feature provides it (people and groups may not import enrollments); it
 * runs in the transaction that put someone into a group or made them a learner, so the
 * enrollment exists as soon as the change does and reading a course list never writes.
 */
export type EnrollInGroupCourses = (db: Db, companyUserIds: readonly string[]) => Promise<void>;
