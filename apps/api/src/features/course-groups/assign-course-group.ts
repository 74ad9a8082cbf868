import {
  type AssignCourseGroupBody,
  courseGroupMessages,
} from "@leerlijn/contracts/course-groups/course-groups.contract";
import type { Actor } from "../../platform/auth/actor";
import { notFound, validationFailed } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findMemberships } from "../enrollments/assignees.repository";
import { managedCompanyIds } from "../enrollments/enrollment-access";
import { canLearn } from "../enrollments/group-enrollments";
import { addLinks, findCourseGroup, groupsOfCompany } from "./course-groups.repository";
import { assignPath, learnersOfGroups, type PathAssignee } from "./path-assignments";
import type { CourseGroupDeps } from "./save-course-group";

/**
 * Gives a path to people (within the educator's reach, as for courses) and groups (linked from
 * now on, so later joiners get it too). Giving it twice changes nothing.
 */
export async function assignCourseGroup(
  { db, models }: CourseGroupDeps,
  actor: Actor,
  tenant: Tenant,
  courseGroupId: string,
  body: Required<AssignCourseGroupBody>,
): Promise<{ assigned: number; alreadyAssigned: number; enrolled: number }> {
  return db.transaction(async (tx) => {
    const path = await findCourseGroup(tx, tenant.id, courseGroupId);
    if (!path) throw notFound();
    const wanted = [...new Set(body.companyUserIds)];
    const members = await findMemberships(tx, await managedCompanyIds(tx, actor, tenant), wanted);
    if (members.length !== wanted.length)
      throw validationFailed({ company_user_ids: [courseGroupMessages.unknownPeople] });
    if (members.some((member) => !canLearn(member.roles)))
      throw validationFailed({ company_user_ids: [courseGroupMessages.cannotLearn] });
    const groupIds = [...new Set(body.groupIds)];
    if ((await groupsOfCompany(tx, tenant.id, groupIds)).size !== groupIds.length)
      throw validationFailed({ group_ids: [courseGroupMessages.unknownGroups] });

    await addLinks(tx, path.id, groupIds);
    const direct: PathAssignee[] = members.map((member) => ({
      companyUserId: member.id,
      companyId: member.companyId,
      userId: member.userId,
      groupId: null,
    }));
    const chosen = new Set(wanted);
    const viaGroups = (await learnersOfGroups(tx, groupIds)).filter(
      (person) => !chosen.has(person.companyUserId),
    );
    const reached = new Set([...wanted, ...viaGroups.map((person) => person.companyUserId)]).size;
    const result = await assignPath(tx, models, path, [...direct, ...viaGroups], actor.userId);
    return { ...result, alreadyAssigned: reached - result.assigned };
  });
}
