import { and, asc, eq, gt, inArray, isNotNull, isNull, lte, sql } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import type { MailOutbox } from "../../platform/mail/mail-queue";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyDirectory } from "../companies/company-directory";
import { companyMailContextAt } from "../companies/company-mail-context";
import { todayInAmsterdam } from "../trainings/training-scope";
import { trainings } from "../trainings/trainings.table";
import { companyUsers, users } from "../users/users.table";
import {
  holderReminderMail,
  leaderReminderMail,
  type ReminderLine,
} from "./certificate-reminder-mails";
import { certificates } from "./certificates.table";
import { leadersOf } from "./certificate-leaders";
import { recertify, sweepRecertificationSummaries } from "./recertification";

export type CertificateReminderDeps = {
  db: Db;
  mail: MailOutbox;
  companies: Pick<CompanyDirectory, "profile">;
};

const BATCH = 500;

/**
 * The certificates whose reminder date (a day in Europe/Amsterdam) has come and which still
 * count (not revoked, not expired yet), each claimed once: under its row lock, `remindedAt` is
 * set in the transaction that picks it, so sweeps in several workers (or an hourly sweep on the
 * same day) never remind twice. The holder gets a mail of their own; the company's group
 * leaders one mail per sweep listing every certificate of their people it claimed. A mail that
 * cannot be queued is logged by the outbox, and not retried: never twice beats at least once.
 * A holder of a template's certificate is booked for recertification in the same claim, and
 * once a week the leaders hear whom that booked (recertification.ts).
 * `now` is the clock, moved by tests.
 */
export async function sweepCertificateReminders(
  deps: CertificateReminderDeps,
  now = new Date(),
): Promise<number> {
  const today = todayInAmsterdam(now);
  let total = 0;
  for (;;) {
    const claimed = await claimDueReminders(deps.db, today);
    if (claimed.length === 0) break;
    const messages = await remindersOf(deps, claimed);
    if (messages.length > 0) await deps.mail.enqueueMany(messages);
    total += messages.length;
    if (claimed.length < BATCH) break;
  }
  return total + (await sweepRecertificationSummaries(deps, today));
}

async function claimDueReminders(db: Db, today: string) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .select({
        id: certificates.id,
        companyId: certificates.companyId,
        trainingId: certificates.trainingId,
        holderName: certificates.holderName,
        trainingName: certificates.trainingName,
        number: certificates.number,
        expiresOn: certificates.expiresOn,
        publicOrigin: trainings.publicOrigin,
        holderId: certificates.holderId,
        // A recertification training's certificates are of the template it recertifies.
        templateId: sql<
          string | null
        >`coalesce(${trainings.recertifiesTemplateId}, ${trainings.templateId})`,
        holder: {
          email: users.email,
          firstName: users.firstName,
          active: sql<boolean>`${companyUsers.deactivatedAt} is null and ${companyUsers.pendingSince} is null`,
        },
      })
      .from(certificates)
      .leftJoin(trainings, eq(trainings.id, certificates.trainingId))
      .leftJoin(companyUsers, eq(companyUsers.id, certificates.holderId))
      .leftJoin(users, eq(users.id, companyUsers.userId))
      .where(
        and(
          isNull(certificates.remindedAt),
          isNull(certificates.revokedAt),
          lte(certificates.reminderOn, today),
          isNotNull(certificates.expiresOn),
          gt(certificates.expiresOn, today),
        ),
      )
      .orderBy(asc(certificates.reminderOn), asc(certificates.id))
      .limit(BATCH)
      .for("update", { of: certificates, skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(certificates)
        .set({ remindedAt: sql`now()` })
        .where(
          inArray(
            certificates.id,
            rows.map((row) => row.id),
          ),
        );
    // Booked in the claim's transaction: a certificate reminded is a holder booked, never twice.
    for (const row of rows)
      if (row.templateId && row.holderId && row.holder?.active)
        await recertify(tx, { ...row, templateId: row.templateId, holderId: row.holderId }, today);
    return rows;
  });
}
type Claimed = Awaited<ReturnType<typeof claimDueReminders>>[number];

async function remindersOf(
  deps: CertificateReminderDeps,
  claimed: readonly Claimed[],
): Promise<MailMessage[]> {
  const messages: MailMessage[] = [];
  const byCompany = new Map<string, Claimed[]>();
  for (const row of claimed)
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row]);
  for (const [companyId, rows] of byCompany) {
    const profile = await deps.companies.profile(companyId);
    if (!profile) continue;
    const fallback = profile.primaryHost ? `https://${profile.primaryHost}` : null;
    const reminded: { line: ReminderLine; holderEmail: string | null }[] = [];
    let origin: string | null = null;
    for (const row of rows) {
      const rowOrigin = row.publicOrigin ?? fallback;
      if (!rowOrigin) continue;
      origin ??= rowOrigin;
      const line: ReminderLine = {
        holderName: row.holderName,
        trainingName: row.trainingName,
        trainingId: row.trainingId,
        number: row.number,
        expiresOn: row.expiresOn!,
      };
      const { holder } = row;
      const holderEmail = holder?.email && holder.active ? holder.email : null;
      reminded.push({ line, holderEmail });
      if (holder && holderEmail)
        messages.push(
          holderReminderMail({
            context: await companyMailContextAt(deps.companies, companyId, rowOrigin),
            person: { email: holderEmail, firstName: holder.firstName },
            certificate: line,
          }),
        );
    }
    if (!origin) continue;
    const context = await companyMailContextAt(deps.companies, companyId, origin);
    for (const leader of await leadersOf(deps.db, companyId)) {
      // A leader's own certificate reaches them as holder; the summary names the others.
      const others = reminded.filter((entry) => entry.holderEmail !== leader.email);
      if (others.length === 0) continue;
      messages.push(
        leaderReminderMail({
          context,
          person: leader,
          certificates: others.map((entry) => entry.line),
        }),
      );
    }
  }
  return messages;
}
