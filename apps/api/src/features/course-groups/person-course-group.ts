import type { PersonCourseGroup } from "@leerlijn/contracts/course-groups/course-group.schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findMember } from "../enrollments/assignees.repository";
import { managedCompanyIds } from "../enrollments/enrollment-access";
import { findAssignment, findCourseGroup, findPersonItems } from "./course-groups.repository";
import { courseGroupAssignments } from "./course-groups.table";

/** yyyy-MM-dd plus whole days, on the calendar (no clock, no daylight saving). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type PersonItem = Awaited<ReturnType<typeof findPersonItems>>[number];

/**
 * Each step's state for the person: its enrollment's status (`unassigned` when there is none
 * now), due date, and whether it waits for the step before it. The progress is the average of
 * the steps' percentages.
 */
export function personSteps(startDate: string, rows: readonly PersonItem[]) {
  let previousDone = true;
  const items = rows.map((row, index) => {
    const status = row.enrollmentId && row.status ? row.status : ("unassigned" as const);
    const locked = index > 0 && row.lockedUntilPreviousDone && !previousDone;
    previousDone = status === "done";
    return {
      position: row.position,
      type: row.itemType,
      course: row.course,
      dueDays: row.dueDays,
      lockedUntilPreviousDone: row.lockedUntilPreviousDone,
      status,
      percentage: row.percentage ?? 0,
      enrollmentId: row.enrollmentId,
      dueDate: row.dueDays === null ? null : addDays(startDate, row.dueDays),
      locked,
    };
  });
  const total = items.reduce((sum, item) => sum + item.percentage, 0);
  return {
    items,
    progressPercentage: items.length === 0 ? 0 : Math.round(total / items.length),
  };
}

async function personAndPath(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  companyUserId: string,
  courseGroupId: string,
) {
  const path = await findCourseGroup(db, tenant.id, courseGroupId);
  if (!path) throw notFound();
  const member = await findMember(db, await managedCompanyIds(db, actor, tenant), companyUserId);
  if (!member) throw notFound();
  return { path, member };
}

/** A person's path (the latest, ended or running); 404 when they never had it. */
export async function personCourseGroup(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  companyUserId: string,
  courseGroupId: string,
): Promise<PersonCourseGroup> {
  const { path, member } = await personAndPath(db, actor, tenant, companyUserId, courseGroupId);
  const assignment = await findAssignment(db, path.id, member.id);
  if (!assignment) throw notFound();
  const steps = personSteps(assignment.startDate, await findPersonItems(db, path.id, member));
  return {
    id: path.id,
    name: path.name,
    description: path.description,
    learner: { id: member.id, name: member.name, email: member.email },
    enrollmentGroup: {
      type: assignment.groupId ? "group" : "user",
      status: assignment.endedAt ? "ended" : "active",
      startDate: assignment.startDate,
      endedAt: assignment.endedAt?.toISOString() ?? null,
    },
    ...steps,
  };
}

/** Ends a person's running path; its enrollments and their progress stay. 404 if none runs. */
export async function endPersonCourseGroup(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  companyUserId: string,
  courseGroupId: string,
): Promise<void> {
  const { path, member } = await personAndPath(db, actor, tenant, companyUserId, courseGroupId);
  const ended = await db
    .update(courseGroupAssignments)
    .set({ endedAt: sql`now()`, endedById: actor.userId })
    .where(
      and(
        eq(courseGroupAssignments.courseGroupId, path.id),
        eq(courseGroupAssignments.companyUserId, member.id),
        isNull(courseGroupAssignments.endedAt),
      ),
    )
    .returning({ id: courseGroupAssignments.id });
  if (ended.length === 0) throw notFound();
}
