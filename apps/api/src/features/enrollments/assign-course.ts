import { enrollmentMessages } from "@leerlijn/contracts/enrollments/enrollments.contract";
import type { Actor } from "../../platform/auth/actor";
import { notFound, validationFailed } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findLiveCourse } from "../courses/course-library.repository";
import { findGroup } from "../groups/groups.repository";
import { findMemberships } from "./assignees.repository";
import { freshAttempt } from "./attempt-state";
import { managedCompanyIds } from "./enrollment-access";
import { insertEnrollments } from "./enrollments.repository";
import {
  canLearn,
  insertGroupAssignments,
  learnerIdsOfGroups,
  syncGroupEnrollments,
} from "./group-enrollments";
import type { EnrollmentDeps } from "./enrollment-deps";

/**
 * Enrolls people and groups in the live version of a course of the educator's company. Someone
 * already following the course keeps their enrollment (and progress): assigning twice changes
 * nothing. A group keeps the course: members who join later are enrolled too.
 */
export async function assignCourse(
  deps: EnrollmentDeps,
  actor: Actor,
  tenant: Tenant,
  courseId: string,
  body: { companyUserIds: string[]; groupIds: string[] },
): Promise<{ enrolled: number; alreadyEnrolled: number }> {
  const { db, models } = deps;
  const course = await findLiveCourse(db, { companyId: actor.companyId }, courseId);
  if (!course) throw notFound();
  const model = await models.load(course.courseId, course.version.id);
  const wanted = [...new Set(body.companyUserIds)];
  const members = await findMemberships(db, await managedCompanyIds(db, actor, tenant), wanted);
  if (members.length !== wanted.length)
    throw validationFailed({ company_user_ids: [enrollmentMessages.unknownPeople] });
  if (members.some((member) => !canLearn(member.roles)))
    throw validationFailed({ company_user_ids: [enrollmentMessages.cannotLearn] });
  const groupIds = [...new Set(body.groupIds)];
  for (const groupId of groupIds)
    if (!(await findGroup(db, actor.companyId, groupId)))
      throw validationFailed({ group_ids: [enrollmentMessages.unknownGroups] });

  const created = await insertEnrollments(
    db,
    members.map((member) => ({
      companyId: member.companyId,
      userId: member.userId,
      courseId: course.courseId,
      source: "user" as const,
      assignedById: actor.userId,
      ...freshAttempt(model),
    })),
  );
  await insertGroupAssignments(
    db,
    groupIds.map((groupId) => ({
      groupId,
      courseId: course.courseId,
      companyId: actor.companyId,
      assignedById: actor.userId,
    })),
  );
  const groupMemberIds = await learnerIdsOfGroups(db, groupIds);
  const viaGroups = await syncGroupEnrollments(deps, groupMemberIds);
  const reached = new Set([...wanted, ...groupMemberIds]).size;
  const enrolled = created.length + viaGroups;
  return { enrolled, alreadyEnrolled: Math.max(0, reached - enrolled) };
}
