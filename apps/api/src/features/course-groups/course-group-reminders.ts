import { and, asc, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import type { Db } from "../../platform/db/database";
import type { MailOutbox } from "../../platform/mail/mail-queue";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyDirectory } from "../companies/company-directory";
import { companyMailContextAt } from "../companies/company-mail-context";
import { courses, courseVersions } from "../courses/courses.table";
import { documents } from "../documents/documents.table";
import { enrollments } from "../enrollments/enrollments.table";
import { trainingTemplates } from "../trainings/trainings.table";
import { fullName } from "../users/current-user.presenter";
import { isLeaderToWriteTo } from "../users/group-leaders";
import { companyUsers, users } from "../users/users.table";
import {
  type OverdueLine,
  overdueSummaryMail,
  type StepReminder,
  stepReminderMail,
} from "./course-group-reminder-mails";
import {
  courseGroupLeaderSummaries,
  courseGroupStepReminders,
  type StepReminderKind,
} from "./course-group-reminders.table";
import { courseGroupAssignments, courseGroupItems, courseGroups } from "./course-groups.table";
import { today as amsterdamToday } from "./path-assignments";
import { addDays } from "./person-course-group";
import { activeEnrollmentOf, stepDoneSql, stepToDoSql } from "./step-done.sql";

export type OnboardingReminderDeps = {
  db: Db;
  mail: MailOutbox;
  companies: Pick<CompanyDirectory, "profile">;
};

/** A learner hears about a step this many days before its due date. */
const DAYS_BEFORE = 2;
/** Steps looked at per round; a sweep goes on while rounds come back full. */
const BATCH = 500;
/** Overdue steps named in a leader's summary; the rest are counted. */
const SUMMARY_LINES = 50;
/** The profile's notification preference that asks for a weekly overview (spec: 0 none, 1 weekly). */
const WEEKLY = 1;

/** A step's due date for the person: their start plus the step's days (a date in SQL). */
const dueDate = sql<string>`(${courseGroupAssignments.startDate} + ${courseGroupItems.dueDays})`;
/** The same as yyyy-MM-dd text: drivers would turn a date into a Date at midnight somewhere. */
const dueDay = sql<string>`(${courseGroupAssignments.startDate} + ${courseGroupItems.dueDays})::text`;
/** The step's name: its course's as learners see it, its document's title or its training's. */
const stepName = sql<string>`case
  when ${courses.id} is not null then coalesce(
    (select ${courseVersions.name} from ${courseVersions} where ${courseVersions.id} = ${courses.publishedVersionId}),
    (select ${courseVersions.name} from ${courseVersions} where ${courseVersions.courseId} = ${courses.id} order by ${courseVersions.number} desc limit 1),
    '')
  when ${documents.id} is not null then ${documents.title}
  else coalesce(${trainingTemplates.name}, '') end`;

/** What a step is (its course, document or training template): the key of its reminders. */
const stepTargetId = sql<string>`coalesce(${courseGroupItems.courseId}, ${courseGroupItems.documentId}, ${courseGroupItems.trainingTemplateId})`;

/** The step before this one in its path (a step of position 1 has none). */
const previousStep = alias(courseGroupItems, "previous_step");
const previousEnrollment = alias(enrollments, "previous_enrollment");

/**
 * The step is open to the learner: not locked, the first, or the step before it is done
 * (`stepDoneSql`, the rule of `personSteps`), so a sweep over every running path stays one query.
 */
function stepIsOpen(db: Db, now: Date) {
  const previousDone = db
    .select({ one: sql`1` })
    .from(previousStep)
    .leftJoin(previousEnrollment, activeEnrollmentOf(previousStep, previousEnrollment))
    .where(
      and(
        eq(previousStep.courseGroupId, courseGroupItems.courseGroupId),
        eq(previousStep.position, sql`${courseGroupItems.position} - 1`),
        stepDoneSql(previousStep, previousEnrollment, now),
      ),
    );
  return sql`(not ${courseGroupItems.lockedUntilPreviousDone} or ${courseGroupItems.position} = 1 or exists (${previousDone}))`;
}

/** The step is the person's to do now (`stepToDoSql`), on the sweep's clock. */
const stepToDo = (now: Date) => stepToDoSql(courseGroupItems, enrollments, now);

/** The sweep's moment, and its day in Amsterdam: a document's validity is judged on both. */
export type SweepClock = { now: Date; today: string };

const kindOf = (due: string, today: string): StepReminderKind =>
  due < today ? "overdue" : "due-soon";

/** Steps of running paths, not done, with a due date, of active people with an address. */
function openStepsWithDueDate(db: Db) {
  return db
    .select({
      assignmentId: courseGroupAssignments.id,
      companyId: courseGroups.companyId,
      courseGroupId: courseGroups.id,
      courseGroupName: courseGroups.name,
      targetId: stepTargetId,
      courseName: stepName,
      dueDate: dueDay,
      email: users.email,
      firstName: users.firstName,
      middleName: users.middleName,
      lastName: users.lastName,
    })
    .from(courseGroupAssignments)
    .innerJoin(courseGroups, eq(courseGroups.id, courseGroupAssignments.courseGroupId))
    .innerJoin(
      courseGroupItems,
      and(
        eq(courseGroupItems.courseGroupId, courseGroupAssignments.courseGroupId),
        isNotNull(courseGroupItems.dueDays),
      ),
    )
    .leftJoin(courses, eq(courses.id, courseGroupItems.courseId))
    .leftJoin(documents, eq(documents.id, courseGroupItems.documentId))
    .leftJoin(trainingTemplates, eq(trainingTemplates.id, courseGroupItems.trainingTemplateId))
    .innerJoin(
      companyUsers,
      and(
        eq(companyUsers.id, courseGroupAssignments.companyUserId),
        isNull(companyUsers.deactivatedAt),
        isNull(companyUsers.pendingSince),
      ),
    )
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .leftJoin(enrollments, activeEnrollmentOf(courseGroupItems))
    .$dynamic();
}

/**
 * The steps whose reminder of the kind due today is not sent yet: due within two days (or
 * today), or past their due date. A step already overdue at its first sweep gets only the
 * overdue mail.
 */
export async function dueReminders(db: Db, { now, today }: SweepClock) {
  const kind = sql<StepReminderKind>`(case when ${dueDate} < ${today}::date then 'overdue' else 'due-soon' end)`;
  const sent = db
    .select({ one: sql`1` })
    .from(courseGroupStepReminders)
    .where(
      and(
        eq(courseGroupStepReminders.assignmentId, courseGroupAssignments.id),
        sql`${courseGroupStepReminders.targetId} = ${stepTargetId}`,
        sql`${courseGroupStepReminders.kind} = ${kind}::course_group_step_reminder_kind`,
      ),
    );
  return openStepsWithDueDate(db)
    .where(
      and(
        isNull(courseGroupAssignments.endedAt),
        stepToDo(now),
        isNotNull(users.email),
        sql`${dueDate} <= ${addDays(today, DAYS_BEFORE)}::date`,
        sql`not exists (${sent})`,
        stepIsOpen(db, now),
      ),
    )
    .orderBy(asc(courseGroupAssignments.id), asc(courseGroupItems.position))
    .limit(BATCH)
    .then((rows) =>
      rows.map((row) => ({
        ...row,
        kind: kindOf(row.dueDate, today),
      })),
    );
}
type Due = Awaited<ReturnType<typeof dueReminders>>[number];

/**
 * Claims the reminders: the insert that lands is the one that mails. Two workers sweeping at
 * once both find a step; the primary key lets only one of them have it.
 */
async function claim(db: Db, due: readonly Due[]): Promise<Due[]> {
  if (due.length === 0) return [];
  const claimed = await db
    .insert(courseGroupStepReminders)
    .values(
      due.map((row) => ({
        assignmentId: row.assignmentId,
        targetId: row.targetId,
        kind: row.kind,
      })),
    )
    .onConflictDoNothing()
    .returning();
  const key = (row: { assignmentId: string; targetId: string; kind: string }) =>
    `${row.assignmentId}/${row.targetId}/${row.kind}`;
  const won = new Set(claimed.map(key));
  return due.filter((row) => won.has(key(row)));
}

/** Where a company's mails link to: its primary host (there is no request in a sweep). */
async function contextOf(deps: OnboardingReminderDeps, companyId: string) {
  const profile = await deps.companies.profile(companyId);
  if (!profile?.primaryHost) return null;
  return companyMailContextAt(deps.companies, companyId, `https://${profile.primaryHost}`);
}

async function learnerMails(deps: OnboardingReminderDeps, rows: readonly Due[]) {
  const messages: MailMessage[] = [];
  const contexts = new Map<string, Awaited<ReturnType<typeof contextOf>>>();
  for (const row of rows) {
    if (!contexts.has(row.companyId))
      contexts.set(row.companyId, await contextOf(deps, row.companyId));
    const context = contexts.get(row.companyId);
    if (!context || !row.email) continue;
    const step: StepReminder = {
      kind: row.kind,
      courseGroupId: row.courseGroupId,
      courseGroupName: row.courseGroupName,
      courseName: row.courseName,
      dueDate: row.dueDate,
    };
    messages.push(
      stepReminderMail({ context, person: { email: row.email, firstName: row.firstName }, step }),
    );
  }
  return messages;
}

/** The Monday (yyyy-MM-dd) of the week a day falls in: a leader's summary is claimed per week. */
export function weekStart(day: string): string {
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return addDays(day, -((weekday + 6) % 7));
}

/** Every overdue step of running paths, per company, the oldest first. */
export async function overdueByCompany(db: Db, { now, today }: SweepClock) {
  const rows = await openStepsWithDueDate(db)
    .where(
      and(isNull(courseGroupAssignments.endedAt), stepToDo(now), sql`${dueDate} < ${today}::date`),
    )
    .orderBy(asc(dueDate), asc(users.lastName), asc(users.firstName));
  const byCompany = new Map<string, { line: OverdueLine; email: string | null }[]>();
  for (const row of rows) {
    const entry = {
      line: {
        personName: fullName(row),
        courseGroupName: row.courseGroupName,
        courseName: row.courseName,
        dueDate: row.dueDate,
      },
      email: row.email,
    };
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), entry]);
  }
  return byCompany;
}

/** The company's active group leaders who asked for a weekly overview and have no summary this week. */
async function leadersToSummarise(db: Db, companyId: string, week: string) {
  const sent = db
    .select({ one: sql`1` })
    .from(courseGroupLeaderSummaries)
    .where(
      and(
        eq(courseGroupLeaderSummaries.companyUserId, companyUsers.id),
        eq(courseGroupLeaderSummaries.weekStart, week),
      ),
    );
  return db
    .select({
      companyUserId: companyUsers.id,
      email: users.email,
      firstName: users.firstName,
    })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(
        isLeaderToWriteTo(companyId),
        eq(users.notificationPreference, WEEKLY),
        sql`not exists (${sent})`,
      ),
    );
}

async function leaderSummaries(deps: OnboardingReminderDeps, clock: SweepClock) {
  const week = weekStart(clock.today);
  const messages: MailMessage[] = [];
  for (const [companyId, entries] of await overdueByCompany(deps.db, clock)) {
    const leaders = await leadersToSummarise(deps.db, companyId, week);
    if (leaders.length === 0) continue;
    const context = await contextOf(deps, companyId);
    if (!context) continue;
    for (const leader of leaders) {
      // A leader who is behind on a path of their own hears that as a learner.
      const lines = entries
        .filter((entry) => entry.email !== leader.email)
        .map((entry) => entry.line);
      if (lines.length === 0 || !leader.email) continue;
      const [claimed] = await deps.db
        .insert(courseGroupLeaderSummaries)
        .values({ companyUserId: leader.companyUserId, weekStart: week })
        .onConflictDoNothing()
        .returning();
      if (!claimed) continue;
      messages.push(
        overdueSummaryMail({
          context,
          person: { email: leader.email, firstName: leader.firstName },
          lines: lines.slice(0, SUMMARY_LINES),
          more: Math.max(0, lines.length - SUMMARY_LINES),
        }),
      );
    }
  }
  return messages;
}

/**
 * Mails learners whose path step is due within two days, and once it is overdue (each once per
 * person and step), then gives group leaders who chose a weekly overview in their profile one
 * summary a week of the overdue people. Every mail is claimed by an insert that only one
 * worker wins, before it is queued: never twice beats at least once. `now` is the clock, moved
 * by tests; the day is the one in Amsterdam.
 */
export async function sweepOnboardingReminders(
  deps: OnboardingReminderDeps,
  now = new Date(),
): Promise<number> {
  const clock = { now, today: amsterdamToday(now) };
  let total = 0;
  for (;;) {
    const due = await dueReminders(deps.db, clock);
    const messages = await learnerMails(deps, await claim(deps.db, due));
    if (messages.length > 0) await deps.mail.enqueueMany(messages);
    total += messages.length;
    if (due.length < BATCH) break;
  }
  const summaries = await leaderSummaries(deps, clock);
  if (summaries.length > 0) await deps.mail.enqueueMany(summaries);
  return total + summaries.length;
}
