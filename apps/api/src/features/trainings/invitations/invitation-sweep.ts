import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import { and, asc, eq, exists, gte, inArray, isNotNull, isNull, lte, or, sql } from "drizzle-orm";
import type { Db } from "../../../platform/db/database";
import type { MailOutbox } from "../../../platform/mail/mail-queue";
import type { MailMessage } from "../../../platform/mail/mailer";
import type { CompanyDirectory } from "../../companies/company-directory";
import { companyMailContextAt } from "../../companies/company-mail-context";
import { fullName } from "../../users/current-user.presenter";
import { companyUsers, users } from "../../users/users.table";
import { todayInAmsterdam } from "../training-scope";
import {
  trainingCalendarCancellations,
  trainingDates,
  trainings,
  trainingUsers,
} from "../trainings.table";
import { calendarMail, reminderMail } from "./invitation-mails";

export type InvitationDeps = {
  db: Db;
  mail: MailOutbox;
  companies: Pick<CompanyDirectory, "profile">;
  /** The sender address, named in the calendar as organiser. */
  mailFrom: string;
  /** Several edits within this time make one update; UPDATE_QUIET_MS unless configured. */
  updateQuietMs?: number;
};

/** Several edits within this time make one update, sent this long after the last of them. */
export const UPDATE_QUIET_MS = 5 * 60_000;
const BATCH = 500;

const dayAfter = (day: string) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + 1);
  return date.toISOString().slice(0, 10);
};

/**
 * The calendar mails that are due, in three kinds: queued cancellations, invitations and
 * updates (a participant whose calendar is older than the training's), and reminders for
 * tomorrow's dates. Each row is claimed under its lock before its mail is queued, so sweeps in
 * several workers send each mail once; a mail that cannot be queued is logged by the outbox.
 */
export async function sweepTrainingCalendars(
  deps: InvitationDeps,
  now = new Date(),
): Promise<number> {
  // One company profile per sweep, however many of its mails are due.
  const profiles = new Map<string, ReturnType<InvitationDeps["companies"]["profile"]>>();
  const profile = (companyId: string) => {
    const known = profiles.get(companyId) ?? deps.companies.profile(companyId);
    profiles.set(companyId, known);
    return known;
  };
  const sweep = { ...deps, companies: { profile } };
  const messages = [
    ...(await claimCancellations(sweep)),
    ...(await claimInvitations(sweep, now)),
    ...(await claimReminders(sweep, now)),
  ];
  if (messages.length > 0) await deps.mail.enqueueMany(messages);
  return messages.length;
}

const personColumns = {
  email: users.email,
  firstName: users.firstName,
  middleName: users.middleName,
  lastName: users.lastName,
};

type TrainingForMail = {
  id: string;
  companyId: string;
  publicOrigin: string | null;
  name: string;
};

async function contextOf(deps: InvitationDeps, training: TrainingForMail) {
  if (!training.publicOrigin) return null;
  return companyMailContextAt(deps.companies, training.companyId, training.publicOrigin);
}

async function claimCancellations(deps: InvitationDeps): Promise<MailMessage[]> {
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: trainingCalendarCancellations.id,
        reason: trainingCalendarCancellations.reason,
        dates: trainingCalendarCancellations.dates,
        sequence: trainingCalendarCancellations.sequence,
        trainingId: trainings.id,
        companyId: trainings.companyId,
        publicOrigin: trainings.publicOrigin,
        name: trainings.name,
        location: trainings.location,
        ...personColumns,
      })
      .from(trainingCalendarCancellations)
      .innerJoin(trainings, eq(trainings.id, trainingCalendarCancellations.trainingId))
      .innerJoin(companyUsers, eq(companyUsers.id, trainingCalendarCancellations.companyUserId))
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .orderBy(asc(trainingCalendarCancellations.createdAt))
      .limit(BATCH)
      .for("update", { of: trainingCalendarCancellations, skipLocked: true });
    if (rows.length > 0)
      await tx.delete(trainingCalendarCancellations).where(
        inArray(
          trainingCalendarCancellations.id,
          rows.map((row) => row.id),
        ),
      );
    return rows;
  });
  const messages: MailMessage[] = [];
  for (const row of claimed) {
    const context = await contextOf(deps, { ...row, id: row.trainingId });
    if (!context || !row.email) continue;
    messages.push(
      calendarMail({
        kind: row.reason === "participantRemoved" ? "cancellation" : "datesCancelled",
        context,
        trainingId: row.trainingId,
        person: { email: row.email, firstName: row.firstName, name: fullName(row) },
        name: row.name,
        location: formatAddress(row.location),
        dates: row.dates,
        sequence: row.sequence,
        organizerEmail: deps.mailFrom,
      }),
    );
  }
  return messages;
}

/**
 * Participants with a place whose invitation window has opened (the first date minus the days
 * before invite, while a date is still to come) and who have not been told yet, or were told an
 * older calendar and the last edit is a few minutes old.
 */
async function claimInvitations(deps: InvitationDeps, now: Date): Promise<MailMessage[]> {
  const today = todayInAmsterdam(now);
  const quietSince = new Date(now.getTime() - (deps.updateQuietMs ?? UPDATE_QUIET_MS));
  const firstDate = sql`(select min(${trainingDates.date}) from ${trainingDates} where ${trainingDates.trainingId} = ${trainings.id})`;
  const due = await deps.db
    .select({ id: trainings.id })
    .from(trainings)
    .where(
      and(
        eq(trainings.inviteParticipants, true),
        isNull(trainings.deletedAt),
        isNotNull(trainings.publicOrigin),
        sql`${firstDate} - ${trainings.daysBeforeInvite} <= ${today}::date`,
        exists(
          deps.db
            .select({ one: sql`1` })
            .from(trainingDates)
            .where(and(eq(trainingDates.trainingId, trainings.id), gte(trainingDates.date, today))),
        ),
        exists(
          deps.db
            .select({ one: sql`1` })
            .from(trainingUsers)
            .where(and(eq(trainingUsers.trainingId, trainings.id), dueParticipant(quietSince))),
        ),
      ),
    )
    .limit(BATCH);
  const messages: MailMessage[] = [];
  for (const { id } of due)
    messages.push(...(await claimTrainingInvitations(deps, id, quietSince)));
  return messages;
}

/** A participant with a place who has not been sent the training's current calendar, yet may be. */
const dueParticipant = (quietSince: Date) =>
  and(
    isNull(trainingUsers.waitingSince),
    or(
      isNull(trainingUsers.notifiedSequence),
      and(
        sql`${trainingUsers.notifiedSequence} < ${trainings.calendarSequence}`,
        lte(trainings.calendarChangedAt, quietSince),
      ),
    ),
  );

async function claimTrainingInvitations(
  deps: InvitationDeps,
  trainingId: string,
  quietSince: Date,
): Promise<MailMessage[]> {
  const claimed = await deps.db.transaction(async (tx) => {
    const [training] = await tx
      .select()
      .from(trainings)
      .where(eq(trainings.id, trainingId))
      .for("update", { skipLocked: true });
    if (!training) return null;
    const people = await tx
      .select({ id: trainingUsers.id, before: trainingUsers.notifiedSequence, ...personColumns })
      .from(trainingUsers)
      .innerJoin(trainings, eq(trainings.id, trainingUsers.trainingId))
      .innerJoin(companyUsers, eq(companyUsers.id, trainingUsers.companyUserId))
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(and(eq(trainingUsers.trainingId, trainingId), dueParticipant(quietSince)));
    if (people.length === 0) return null;
    await tx
      .update(trainingUsers)
      .set({ notifiedSequence: training.calendarSequence })
      .where(
        inArray(
          trainingUsers.id,
          people.map((person) => person.id),
        ),
      );
    await tx
      .update(trainings)
      .set({ hasNotifiedParticipants: true })
      .where(eq(trainings.id, trainingId));
    return { training, people };
  });
  if (!claimed) return [];
  const { training, people } = claimed;
  const context = await contextOf(deps, training);
  const snapshot = training.calendarSnapshot;
  if (!context || !snapshot) return [];
  return people.flatMap((person) =>
    person.email
      ? [
          calendarMail({
            kind: person.before === null ? "invitation" : "update",
            context,
            trainingId,
            person: { email: person.email, firstName: person.firstName, name: fullName(person) },
            name: snapshot.name,
            location: snapshot.location,
            dates: snapshot.dates,
            sequence: training.calendarSequence,
            organizerEmail: deps.mailFrom,
          }),
        ]
      : [],
  );
}

/** Tomorrow's dates of trainings that invite their participants: one reminder per person told. */
async function claimReminders(deps: InvitationDeps, now: Date): Promise<MailMessage[]> {
  const tomorrow = dayAfter(todayInAmsterdam(now));
  const claimed = await deps.db.transaction(async (tx) => {
    const dates = await tx
      .select({
        id: trainingDates.id,
        date: trainingDates.date,
        timeFrom: trainingDates.timeFrom,
        timeTo: trainingDates.timeTo,
        trainingId: trainings.id,
        companyId: trainings.companyId,
        publicOrigin: trainings.publicOrigin,
        name: trainings.name,
        location: trainings.location,
      })
      .from(trainingDates)
      .innerJoin(trainings, eq(trainings.id, trainingDates.trainingId))
      .where(
        and(
          eq(trainingDates.date, tomorrow),
          isNull(trainingDates.remindedAt),
          eq(trainings.inviteParticipants, true),
          isNull(trainings.deletedAt),
        ),
      )
      .limit(BATCH)
      .for("update", { of: trainingDates, skipLocked: true });
    if (dates.length === 0) return [];
    await tx
      .update(trainingDates)
      .set({ remindedAt: sql`now()` })
      .where(
        inArray(
          trainingDates.id,
          dates.map((date) => date.id),
        ),
      );
    const people = await tx
      .select({ trainingId: trainingUsers.trainingId, ...personColumns })
      .from(trainingUsers)
      .innerJoin(companyUsers, eq(companyUsers.id, trainingUsers.companyUserId))
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(
        and(
          inArray(trainingUsers.trainingId, [...new Set(dates.map((date) => date.trainingId))]),
          isNull(trainingUsers.waitingSince),
          isNotNull(trainingUsers.notifiedSequence),
        ),
      );
    return dates.map((date) => ({
      date,
      people: people.filter((person) => person.trainingId === date.trainingId),
    }));
  });
  const messages: MailMessage[] = [];
  for (const { date, people } of claimed) {
    const context = await contextOf(deps, { ...date, id: date.trainingId });
    if (!context) continue;
    for (const person of people)
      if (person.email)
        messages.push(
          reminderMail({
            context,
            trainingId: date.trainingId,
            person: { email: person.email, firstName: person.firstName },
            name: date.name,
            location: formatAddress(date.location),
            date: { id: date.id, date: date.date, timeFrom: date.timeFrom, timeTo: date.timeTo },
          }),
        );
  }
  return messages;
}
