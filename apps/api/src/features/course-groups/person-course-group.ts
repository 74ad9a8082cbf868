import type {
  CourseGroupItemStatus,
  PersonCourseGroup,
} from "@leerlijn/contracts/course-groups/course-group.schema";
import { and, eq, isNull, sql } from "drizzle-orm";
import type { Actor } from "../../platform/auth/actor";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { documentStatus } from "../documents/document-status";
import { findMember } from "../enrollments/assignees.repository";
import { managedCompanyIds } from "../enrollments/enrollment-access";
import {
  findCourseGroup,
  findCourseGroupWithAssignment,
  findPersonItems,
} from "./course-groups.repository";
import { courseGroupAssignments } from "./course-groups.table";

/** yyyy-MM-dd plus whole days, on the calendar (no clock, no daylight saving). */
export function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type PersonItem = Awaited<ReturnType<typeof findPersonItems>>[number];

/**
 * A step's state for the person. A course: its enrollment's. A document: signed (or opened,
 * when it is only to read) is done, opened but not signed yet is in progress, withdrawn, never
 * assigned or deleted (and not done) is `unassigned`. A training: passed is done, booked on one
 * of the template's trainings is in progress. A course's percentage is its enrollment's; the
 * others' 0 or 100. step-done.sql.ts is this rule in SQL; step-rule.test.ts holds the two alike.
 */
function stepState(
  row: PersonItem,
  now: Date,
): { status: CourseGroupItemStatus; percentage: number } {
  if (row.itemType === "course") {
    if (!row.enrollmentId || !row.status) return { status: "unassigned", percentage: 0 };
    return { status: row.status, percentage: row.percentage ?? 0 };
  }
  if (row.itemType === "training") {
    if (row.plannedTraining?.passed) return { status: "done", percentage: 100 };
    return { status: row.plannedTraining ? "in-progress" : "open", percentage: 0 };
  }
  if (!row.documentAssignmentId || !row.target.document)
    return { status: "unassigned", percentage: 0 };
  const document = documentStatus(
    {
      mustSign: row.target.document.mustSign,
      expiresOn: row.documentExpiresOn,
      viewedAt: row.viewedAt,
      signedAt: row.signedAt,
      expiredAt: row.expiredAt,
      unassignedAt: row.unassignedAt,
    },
    now,
  );
  if (document === "signed" || (document === "viewed" && !row.target.document.mustSign))
    return { status: "done", percentage: 100 };
  // A deleted document is no longer asked for (nor shown to the learner): as the reminders say.
  if (document === "unassigned" || row.documentDeletedAt)
    return { status: "unassigned", percentage: 0 };
  return { status: document === "viewed" ? "in-progress" : "open", percentage: 0 };
}

/**
 * Each step's state for the person (`stepState`), due date, and whether it waits for the step
 * before it. The progress is the average of the steps' percentages.
 */
export function personSteps(startDate: string, rows: readonly PersonItem[], now = new Date()) {
  let previousDone = true;
  const items = rows.map((row, index) => {
    const { status, percentage } = stepState(row, now);
    const locked = index > 0 && row.lockedUntilPreviousDone && !previousDone;
    previousDone = status === "done";
    return {
      position: row.position,
      type: row.itemType,
      ...row.target,
      dueDays: row.dueDays,
      lockedUntilPreviousDone: row.lockedUntilPreviousDone,
      status,
      percentage,
      enrollmentId: row.itemType === "course" ? row.enrollmentId : null,
      plannedTrainingId: row.plannedTraining?.id ?? null,
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

/**
 * A person's path (the latest, ended or running); 404 when they never had it. The path with
 * their assignment and the person are looked up side by side; neither is shown unless both are
 * found, the person within the companies the caller manages.
 */
export async function personCourseGroup(
  db: Db,
  actor: Actor,
  tenant: Tenant,
  companyUserId: string,
  courseGroupId: string,
): Promise<PersonCourseGroup> {
  const [found, member] = await Promise.all([
    findCourseGroupWithAssignment(db, tenant.id, courseGroupId, companyUserId),
    managedCompanyIds(db, actor, tenant).then((ids) => findMember(db, ids, companyUserId)),
  ]);
  if (!found?.assignment || !member) throw notFound();
  const { path, assignment } = found;
  const steps = personSteps(
    assignment.startDate,
    await findPersonItems(db, path.id, { ...member, companyUserId: member.id }),
  );
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
