import { and, asc, count, eq, isNull } from "drizzle-orm";
import type { Db } from "../platform/db/database";
import type { Storage } from "../platform/storage/storage";
import { findCompanyProfileRow } from "../features/companies/companies.repository";
import { certificates } from "../features/certificates/certificates.table";
import { issueCertificate } from "../features/certificates/issue-certificate";
import { recertify } from "../features/certificates/recertification";
import { revokeCertificate } from "../features/certificates/uploaded-certificates";
import { todayInAmsterdam } from "../features/trainings/training-scope";
import { trainingDates, trainings, trainingUsers } from "../features/trainings/trainings.table";
import { companyUsers, users } from "../features/users/users.table";
import { companyByCode } from "./demo-company";

/** A day counted from today in Amsterdam, so the demo's certificates keep their state. */
function dayFrom(days: number): string {
  const date = new Date(`${todayInAmsterdam()}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** Each demo certificate's dates, set on the training while its PDF is made. */
const states = {
  valid: { certificateExpiryDate: dayFrom(700), certificateReminderDate: dayFrom(640) },
  // The reminder date has passed (and its reminder went out then); it expires within weeks.
  almostExpired: { certificateExpiryDate: dayFrom(20), certificateReminderDate: dayFrom(-10) },
  expired: { certificateExpiryDate: dayFrom(-3), certificateReminderDate: dayFrom(-25) },
} as const;

/**
 * Certificates in every state for the demo company's past "BHV herhaling" (whose final list
 * the trainings' seed filled in): the demo learner's is valid, the demo participant's almost
 * expired (reminded), one colleague's expired and another's revoked by the group leader; the
 * others who passed hold a valid one. Issued through the same
 * use-case as the job, so each has a real PDF with its QR code; issued on the training's last
 * date. Seeded once.
 */
export async function seedDemoCertificates(
  db: Db,
  deps: { storage: Storage },
  origin: (host: string) => string,
): Promise<void> {
  const tenant = await companyByCode(db, "demo");
  if (!tenant) return;
  const [existing] = await db
    .select({ total: count() })
    .from(certificates)
    .where(eq(certificates.companyId, tenant.id));
  if ((existing?.total ?? 0) > 0) return;
  const [training] = await db
    .select({ id: trainings.id, templateId: trainings.templateId })
    .from(trainings)
    .where(
      and(
        eq(trainings.companyId, tenant.id),
        eq(trainings.name, "BHV herhaling"),
        eq(trainings.attendancesCompleted, true),
        isNull(trainings.deletedAt),
      ),
    )
    .limit(1);
  if (!training) return;
  const [last] = await db
    .select({ date: trainingDates.date, timeTo: trainingDates.timeTo })
    .from(trainingDates)
    .where(eq(trainingDates.trainingId, training.id))
    .orderBy(asc(trainingDates.date))
    .then((dates) => dates.slice(-1));
  // The end of the last date, roughly: an hour after it in UTC is within the day in Amsterdam.
  const issuedAt = new Date(`${last?.date ?? todayInAmsterdam()}T${last?.timeTo ?? "16:30"}Z`);
  const passed = await db
    .select({ id: trainingUsers.id, email: users.email })
    .from(trainingUsers)
    .innerJoin(companyUsers, eq(companyUsers.id, trainingUsers.companyUserId))
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(and(eq(trainingUsers.trainingId, training.id), eq(trainingUsers.passed, true)))
    .orderBy(asc(users.lastName), asc(users.firstName), asc(trainingUsers.id));
  const first = (email: string) => passed.find((row) => row.email === email);
  const learner = first("cursist@demo.example");
  const participant = first("deelnemer@demo.example");
  const colleagues = passed.filter((row) => row !== learner && row !== participant);
  const plan: { who: (typeof passed)[number] | undefined; state: keyof typeof states }[] = [
    { who: learner, state: "valid" },
    { who: participant, state: "almostExpired" },
    { who: colleagues[0], state: "expired" },
    // The rest of those who passed hold a valid one; the second colleague's is revoked below.
    ...colleagues.slice(1).map((who) => ({ who, state: "valid" as const })),
  ];
  const companies = { profile: (id: string) => findCompanyProfileRow(db, id) };
  const publicOrigin = origin("localhost");
  for (const { who, state } of plan) {
    if (!who) continue;
    await db.update(trainings).set(states[state]).where(eq(trainings.id, training.id));
    const issued = await issueCertificate(
      { db, storage: deps.storage, companies },
      { trainingUserId: who.id, origin: publicOrigin, issuedAt },
    );
    if ("refused" in issued) throw new Error(`Seeding a certificate failed: ${issued.refused}`);
    // The demo participant's reminder date has passed: the sweep then booked them on the
    // next BHV session (the recertification the trainings' seed planned), as done here.
    if (state === "almostExpired" && training.templateId && issued.holderId)
      await recertify(
        db,
        { ...issued, templateId: training.templateId, holderId: issued.holderId },
        todayInAmsterdam(),
      );
    if (state !== "valid")
      await db
        .update(certificates)
        .set({ remindedAt: new Date(`${states[state].certificateReminderDate}T08:00:00Z`) })
        .where(eq(certificates.id, issued.id));
  }
  // The second colleague's certificate turned out to be a mistake: revoked, with the reason.
  const [leader] = await db
    .select({ id: companyUsers.id })
    .from(companyUsers)
    .innerJoin(users, eq(users.id, companyUsers.userId))
    .where(
      and(eq(companyUsers.companyId, tenant.id), eq(users.email, "groepsleider@demo.example")),
    );
  if (colleagues[1])
    await revokeCertificate(db, {
      trainingUserId: colleagues[1].id,
      reason: "Ten onrechte uitgegeven: de praktijkoefening is niet afgerond.",
      byId: leader?.id ?? null,
    });
  // The training's own setting, as the next certificates of it would get.
  await db.update(trainings).set(states.valid).where(eq(trainings.id, training.id));
}
