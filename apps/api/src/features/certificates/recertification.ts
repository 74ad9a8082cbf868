import { and, asc, inArray, isNull, lt } from "drizzle-orm";
import type { Db } from "../../platform/db/database";
import type { MailMessage } from "../../platform/mail/mailer";
import { companyMailContextAt } from "../companies/company-mail-context";
import { bookForRecertification } from "../trainings/recertification-booking";
import type { CertificateReminderDeps } from "./certificate-reminders";
import { leadersOf } from "./certificate-leaders";
import { recertificationSummaryMail } from "./recertification-summary-mail";
import { certificateRecertifications } from "./certificates.table";

const BATCH = 500;

/**
 * Books the holder of a certificate whose reminder date came on the template's next
 * recertification training, and notes the outcome for the leaders' weekly summary. Runs in the
 * transaction that claims the reminder, so it happens once per certificate.
 */
export async function recertify(
  tx: Db,
  certificate: {
    id: string;
    companyId: string;
    templateId: string;
    holderId: string;
    holderName: string;
    trainingName: string;
  },
  today: string,
): Promise<void> {
  const booking = await bookForRecertification(tx, {
    companyId: certificate.companyId,
    templateId: certificate.templateId,
    companyUserId: certificate.holderId,
    today,
  });
  await tx
    .insert(certificateRecertifications)
    .values({
      certificateId: certificate.id,
      companyId: certificate.companyId,
      holderName: certificate.holderName,
      certificateName: certificate.trainingName,
      outcome: booking.outcome,
      trainingId: booking.outcome === "noTraining" ? null : booking.training.id,
      trainingName: booking.outcome === "noTraining" ? null : booking.training.name,
      decidedOn: today,
    })
    .onConflictDoNothing();
}

/** The Monday (yyyy-MM-dd) of the week `day` lies in. */
export function mondayOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - ((date.getUTCDay() + 6) % 7));
  return date.toISOString().slice(0, 10);
}

/**
 * Once a week, on the first sweep of a new week (Europe/Amsterdam), each company's group
 * leaders get one mail with every booking of the weeks before that they were not told of yet:
 * who was booked, who is on a waiting list and who could not be booked. The rows are claimed
 * under their lock (reportedAt), so several sweeps report each once. Answers the mails queued.
 */
export async function sweepRecertificationSummaries(
  deps: CertificateReminderDeps,
  today: string,
): Promise<number> {
  const thisWeek = mondayOf(today);
  const claimed = await deps.db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(certificateRecertifications)
      .where(
        and(
          isNull(certificateRecertifications.reportedAt),
          lt(certificateRecertifications.decidedOn, thisWeek),
        ),
      )
      .orderBy(
        asc(certificateRecertifications.companyId),
        asc(certificateRecertifications.holderName),
      )
      .limit(BATCH)
      .for("update", { skipLocked: true });
    if (rows.length > 0)
      await tx
        .update(certificateRecertifications)
        .set({ reportedAt: new Date() })
        .where(
          inArray(
            certificateRecertifications.certificateId,
            rows.map((row) => row.certificateId),
          ),
        );
    return rows;
  });
  const byCompany = new Map<string, typeof claimed>();
  for (const row of claimed)
    byCompany.set(row.companyId, [...(byCompany.get(row.companyId) ?? []), row]);
  const messages: MailMessage[] = [];
  for (const [companyId, rows] of byCompany) {
    const profile = await deps.companies.profile(companyId);
    const origin = profile?.primaryHost ? `https://${profile.primaryHost}` : null;
    if (!origin) continue;
    const context = await companyMailContextAt(deps.companies, companyId, origin);
    for (const leader of await leadersOf(deps.db, companyId))
      messages.push(recertificationSummaryMail({ context, person: leader, bookings: rows }));
  }
  if (messages.length > 0) await deps.mail.enqueueMany(messages);
  return messages.length;
}

/** The rows a summary names, as claimed. */
export type RecertificationLine = typeof certificateRecertifications.$inferSelect;
