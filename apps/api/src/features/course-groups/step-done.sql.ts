import { and, type Column, eq, isNull, type SQL, sql } from "drizzle-orm";
import { type SqlClock, statusSql } from "../documents/document-status";
import { documentAssignments, documents } from "../documents/documents.table";
import { enrollments } from "../enrollments/enrollments.table";
import { trainings, trainingUsers } from "../trainings/trainings.table";
import { companyUsers } from "../users/users.table";

/*
 * `stepState` of person-course-group.ts in SQL, written once for every statement that judges
 * many people's steps at a time (the followers' progress, the reminders' sweep), so those stay
 * one query each. step-rule.test.ts holds this form to `stepState` over many cases. The person
 * is `company_users` of the outer query; the step is any alias of `course_group_items`, so the
 * reminders can ask it of the step before.
 */

type StepColumns = { courseId: Column; trainingTemplateId: Column; documentId: Column };
type EnrollmentColumns = {
  companyId: Column;
  userId: Column;
  courseId: Column;
  deletedAt: Column;
  isPreview: Column;
  status: Column;
  percentage: Column;
};

/** The person's active enrollment in the step's course: the join of `enrollment` on the step. */
export const activeEnrollmentOf = (
  step: StepColumns,
  enrollment: EnrollmentColumns = enrollments,
) =>
  and(
    eq(enrollment.companyId, companyUsers.companyId),
    eq(enrollment.userId, companyUsers.userId),
    eq(enrollment.courseId, step.courseId),
    isNull(enrollment.deletedAt),
    eq(enrollment.isPreview, false),
  );

/**
 * A participant passed a training when the trainer said so on an attendance list made final for
 * every date: a draft's outcome, or one of a training still running, does not count yet (as for
 * its certificate). Joined on `training_users` and `trainings`.
 */
export const trainingPassed = sql<boolean>`(${trainingUsers.passed} is true and ${trainings.attendancesCompleted})`;

/**
 * The step is done: a course whose enrollment is done; a document signed (or opened, when it is
 * only to read), valid on the clock's day and not withdrawn (`documentStatus`, through its SQL
 * form); a training of its template passed by the person with a place (waiting for one is not
 * being booked). Never null.
 */
export function stepDoneSql(
  step: StepColumns,
  enrollment: EnrollmentColumns,
  clock: Date | SqlClock,
): SQL<boolean> {
  const status = statusSql(clock);
  return sql<boolean>`(case
  when ${step.documentId} is not null then exists (
    select 1 from ${documentAssignments}
    join ${documents} on ${documents.id} = ${documentAssignments.documentId}
    where ${documentAssignments.documentId} = ${step.documentId}
      and ${documentAssignments.companyUserId} = ${companyUsers.id}
      and (${status} = 'signed' or (${status} = 'viewed' and not ${documents.mustSign})))
  when ${step.trainingTemplateId} is not null then exists (
    select 1 from ${trainingUsers}
    join ${trainings} on ${trainings.id} = ${trainingUsers.trainingId}
    where ${trainings.templateId} = ${step.trainingTemplateId}
      and ${trainingUsers.companyUserId} = ${companyUsers.id}
      and ${trainingUsers.waitingSince} is null
      and ${trainingPassed}
      and ${trainings.deletedAt} is null)
  else coalesce(${enrollment.status} = 'done', false) end)`;
}

/** The step's percentage: a course its enrollment's (0 without one), the others 0 or 100. */
export function stepPercentageSql(
  step: StepColumns,
  enrollment: EnrollmentColumns,
  clock: Date | SqlClock,
): SQL<number> {
  return sql<number>`(case
  when ${step.courseId} is not null then coalesce(${enrollment.percentage}, 0)
  when ${stepDoneSql(step, enrollment, clock)} then 100 else 0 end)`;
}

/**
 * The step is the person's to do: not done and not `unassigned` (a course without an active
 * enrollment; a document never assigned, withdrawn, or deleted).
 */
export function stepToDoSql(
  step: StepColumns,
  enrollment: EnrollmentColumns,
  clock: Date | SqlClock,
): SQL<boolean> {
  return sql<boolean>`(case
  when ${step.courseId} is not null then ${enrollment.status} is not null
  when ${step.documentId} is not null then exists (
    select 1 from ${documentAssignments}
    join ${documents} on ${documents.id} = ${documentAssignments.documentId}
    where ${documentAssignments.documentId} = ${step.documentId}
      and ${documentAssignments.companyUserId} = ${companyUsers.id}
      and ${documentAssignments.unassignedAt} is null
      and ${documents.deletedAt} is null)
  else true end and not ${stepDoneSql(step, enrollment, clock)})`;
}
