import { eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { createMailQueue } from "../../platform/mail/mail-queue";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { startSmtpMailbox } from "../../test/smtp-mailbox";
import { findCompanyProfileRow } from "../companies/companies.repository";
import { companies as companiesTable } from "../companies/companies.table";
import { companyUsers } from "../users/users.table";
import { sweepCertificateReminders } from "./certificate-reminders";
import { insertCertificate, type NewCertificate } from "./certificates.repository";
import { certificates } from "./certificates.table";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;
const silent = { info: () => undefined, error: () => undefined };
const deps = {
  db,
  mail: createMailQueue(app.services.jobs, silent).outbox,
  companies: { profile: (id: string) => findCompanyProfileRow(db, id) },
};
const mailsTo = (email: string) => mailbox.received.filter((mail) => mail.to.includes(email));
/** Some time after midnight in Amsterdam (UTC+1 in winter) on `day`. */
const amsterdamMorning = (day: string) => new Date(`${day}T05:00:00Z`);

let numbers = 0;
async function certificateOf(
  company: { id: string },
  holder: { companyUserId: string },
  values: Partial<NewCertificate> = {},
) {
  numbers += 1;
  return insertCertificate(db, {
    companyId: company.id,
    holderId: holder.companyUserId,
    source: "generated",
    code: `code-${numbers}-${Math.random().toString(36).slice(2)}`,
    number: `T-${numbers}`,
    holderName: "Naam",
    trainingName: "BHV Basis",
    expiresOn: "2027-04-10",
    reminderOn: "2027-03-10",
    ...values,
  });
}

describe("certificate expiry reminders", () => {
  it("mail the holder and the group leaders once, on the reminder date in Amsterdam", async () => {
    const company = await buildCompany(db, { name: "Veilig Werk BV" });
    await db
      .update(companiesTable)
      .set({ primaryColor: "#0b7a53" })
      .where(eq(companiesTable.id, company.id));
    const leader = await buildUser(db, company, ["admin-group-leader"], { firstName: "Lotte" });
    const sanne = await buildUser(db, company, ["company-student"], { firstName: "Sanne" });
    const bram = await buildUser(db, company, ["company-student"], { firstName: "Bram" });
    const eva = await buildUser(db, company, ["company-student"], { firstName: "Eva" });
    const certificate = await certificateOf(company, sanne, { holderName: "Sanne de Vries" });
    // Revoked, already expired on the reminder date, or not due yet: no reminder.
    await certificateOf(company, bram, { revokedAt: new Date("2027-01-01T10:00:00Z") });
    await certificateOf(company, bram, { expiresOn: "2027-03-09", reminderOn: "2027-03-01" });
    await certificateOf(company, eva, { reminderOn: "2027-03-11" });

    // 23:30 on 9 March in Amsterdam is still the day before.
    expect(await sweepCertificateReminders(deps, new Date("2027-03-09T22:30:00Z"))).toBe(0);
    // 00:30 on 10 March in Amsterdam (23:30 UTC the day before): the holder and the leader.
    expect(await sweepCertificateReminders(deps, new Date("2027-03-09T23:30:00Z"))).toBe(2);
    expect(await sweepCertificateReminders(deps, amsterdamMorning("2027-03-10"))).toBe(0);

    await mailbox.waitFor(
      () => mailsTo(sanne.email).length > 0 && mailsTo(leader.email).length > 0,
    );
    const [mail] = mailsTo(sanne.email);
    expect(mail?.subject).toBe("Je certificaat verloopt binnenkort: BHV Basis");
    expect(mail?.text).toContain("Hallo Sanne,");
    expect(mail?.text).toContain("verloopt op 10 april 2027");
    expect(mail?.text).toContain(`Certificaatnummer: ${certificate.number}`);
    expect(mail?.html).toContain("#0b7a53");
    expect(mail?.text).toContain(`https://${company.host}/my-trainings`);
    const [summary] = mailsTo(leader.email);
    expect(summary?.subject).toBe("Certificaat verloopt binnenkort: Sanne de Vries");
    expect(summary?.text).toContain("Sanne de Vries: BHV Basis, verloopt op 10 april 2027");
    expect(summary?.text).toContain("groepsleider bent bij Veilig Werk BV");
    expect(mailsTo(bram.email)).toHaveLength(0);

    const [row] = await db.select().from(certificates).where(eq(certificates.id, certificate.id));
    expect(row?.remindedAt).not.toBeNull();

    // Eva's day comes; later sweeps (the next day, a week on) never remind anyone again.
    expect(await sweepCertificateReminders(deps, amsterdamMorning("2027-03-11"))).toBe(2);
    expect(await sweepCertificateReminders(deps, amsterdamMorning("2027-03-12"))).toBe(0);
    expect(await sweepCertificateReminders(deps, amsterdamMorning("2027-03-20"))).toBe(0);
    await mailbox.waitFor(() => mailsTo(eva.email).length > 0);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailsTo(sanne.email)).toHaveLength(1);
    expect(mailsTo(eva.email)).toHaveLength(1);
    expect(mailsTo(leader.email)).toHaveLength(2);
  });

  it("claim each certificate once when sweeps run at the same time, and tell leaders in one mail", async () => {
    const company = await buildCompany(db);
    const leader = await buildUser(db, company, ["admin-group-leader"], { firstName: "Kees" });
    const people = await Promise.all(
      ["Ada", "Ben", "Cor", "Dirk"].map((firstName) =>
        buildUser(db, company, ["company-student"], { firstName }),
      ),
    );
    for (const person of people)
      await certificateOf(company, person, { reminderOn: "2028-02-01", expiresOn: "2028-03-01" });
    // A holder who left the company: no mail of their own, still on the leader's list.
    await db
      .update(companyUsers)
      .set({ deactivatedAt: new Date() })
      .where(eq(companyUsers.id, people[3]!.companyUserId));

    const counts = await Promise.all(
      [1, 2, 3].map(() => sweepCertificateReminders(deps, amsterdamMorning("2028-02-01"))),
    );
    // Three holders still here, and one summary for the leader.
    expect(counts.reduce((sum, count) => sum + count, 0)).toBe(4);
    await mailbox.waitFor(() => mailsTo(leader.email).length > 0);
    const [summary] = mailsTo(leader.email);
    expect(summary?.subject).toBe("4 certificaten verlopen binnenkort");
    expect(summary?.text).toContain("verloopt op 1 maart 2028");
    expect(mailsTo(people[3]!.email)).toHaveLength(0);
  });
});
