import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, TEST_PASSWORD } from "../../test/factories";
import { clientFor, signedInMember } from "../../test/http";
import { multipartBody } from "../../test/multipart";
import { type ReceivedMail, startSmtpMailbox } from "../../test/smtp-mailbox";
import { companyUsers, users } from "./users.table";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;

const company = await buildCompany(db, { name: "Bouwbedrijf Noord" });
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);

const signIn = (host: string, email: string, password = TEST_PASSWORD) =>
  clientFor(app, host).post("/login", { email, password });

function linkIn(mail: ReceivedMail, path: string) {
  const url = new RegExp(`https?://\\S+/${path}/\\S+`).exec(mail.text)?.[0];
  if (!url) throw new Error(`no ${path} link in ${mail.text}`);
  const parts = url.split("/");
  const [id = "", secret = ""] = parts.slice(-2);
  return { url, host: parts[2] ?? "", id, secret };
}

const emailOf = async (userId: string) =>
  (await db.select({ email: users.email }).from(users).where(eq(users.id, userId)))[0]?.email;

describe("adding someone whose email already has an account", () => {
  it("answers only what the caller sent and makes an invitation, not a membership", async () => {
    const other = await buildCompany(db);
    const known = await buildUser(db, other, ["admin-group-leader"], {
      firstName: "Karin",
      lastName: "Verborgen",
    });

    const created = await leader.post("/users", {
      firstName: "Iemand",
      middleName: null,
      lastName: "Anders",
      email: known.email.toUpperCase(),
    });

    expect(created.statusCode).toBe(201);
    const [entry] = created.json().data;
    expect(entry).toEqual({ id: expect.any(String), name: "Iemand Anders" });
    expect(JSON.stringify(created.json())).not.toContain(known.id);
    expect(JSON.stringify(created.json())).not.toContain("Verborgen");

    // Not a member until they accept: their password does not open this company.
    expect((await signIn(company.host, known.email)).statusCode).toBe(422);
    // The company sees the name it typed, not who owns the address.
    const listed = await leader.get(
      `/users?filter[queryString]=${encodeURIComponent(known.email)}`,
    );
    expect(listed.json().data).toEqual([
      expect.objectContaining({ id: entry.id, name: "Iemand Anders", userId: null }),
    ]);
    expect(listed.json().data[0].status).toBe("invited");
    expect(listed.body).not.toContain("Verborgen");
    expect(listed.body).not.toContain(known.id);

    const mail = await mailbox.waitFor((m) => m.to.includes(known.email));
    expect(mail.subject).toBe("Je bent uitgenodigd voor Bouwbedrijf Noord");
    expect(mail.text).toContain("Accepteer de uitnodiging met het wachtwoord dat je al hebt.");
    const link = linkIn(mail, "invite");
    const anonymous = clientFor(app, company.host);
    const invitation = await anonymous.get(`/invitations/${link.id}?token=${link.secret}`);
    expect(invitation.json().data).toEqual({
      email: known.email,
      firstName: "Karin",
      companyName: "Bouwbedrijf Noord",
      existingAccount: true,
    });

    // Choosing a new password through the link is not how an existing account joins.
    const reset = await anonymous.post(`/invitations/${link.id}/accept`, {
      token: link.secret,
      password: "een ander wachtwoord",
      passwordConfirmation: "een ander wachtwoord",
    });
    expect(reset.statusCode).toBe(404);
    const wrong = await anonymous.post(`/invitations/${link.id}/join`, {
      token: link.secret,
      password: "fout wachtwoord",
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: ["Dit wachtwoord is onjuist."] });

    const joined = await anonymous.post(`/invitations/${link.id}/join`, {
      token: link.secret,
      password: TEST_PASSWORD,
    });
    expect(joined.statusCode).toBe(200);
    expect(joined.json().data).toMatchObject({ email: known.email, roles: ["company-student"] });
    expect((await leader.get(`/users/${entry.id}`)).json().data).toMatchObject({
      status: "active",
      name: "Karin Verborgen",
      userId: known.id,
    });
    expect((await signIn(company.host, known.email)).statusCode).toBe(200);
    const again = await anonymous.post(`/invitations/${link.id}/join`, {
      token: link.secret,
      password: TEST_PASSWORD,
    });
    expect(again.statusCode).toBe(404);
  });

  it("refuses a sign-in link for someone who has not accepted yet", async () => {
    const other = await buildCompany(db);
    const known = await buildUser(db, other, ["company-student"]);
    const created = await leader.post("/users", {
      firstName: "a",
      lastName: "b",
      email: known.email,
    });
    const memberId = created.json().data[0].id;
    const [membership] = await db
      .select()
      .from(companyUsers)
      .where(and(eq(companyUsers.id, memberId), eq(companyUsers.companyId, company.id)));
    expect(membership?.pendingSince).not.toBeNull();
    const loginLink = await leader.post(`/users/${memberId}/login-link`);
    expect(loginLink.statusCode).toBe(409);
    expect(loginLink.json().message).toContain("nog niet geaccepteerd");
  });

  it("invites people with an account from a CSV import instead of adding them", async () => {
    const other = await buildCompany(db);
    const known = await buildUser(db, other, ["company-student"]);
    const csv = `Voornaam;Tussenvoegsel;Achternaam;E-mailadres;Groep\nKees;;Import;${known.email};\n`;
    const upload = multipartBody([
      { name: "sendInvitations", value: "false" },
      { name: "file", filename: "mensen.csv", contentType: "text/csv", data: Buffer.from(csv) },
    ]);
    const imported = await app.inject({
      method: "POST",
      url: "/api/v1/users/import",
      headers: {
        host: company.host,
        authorization: `Bearer ${leader.token}`,
        ...upload.headers,
      },
      payload: upload.payload,
    });
    expect(imported.statusCode).toBe(200);

    expect((await signIn(company.host, known.email)).statusCode).toBe(422);
    const mail = await mailbox.waitFor(
      (m) => m.to.includes(known.email) && m.subject.includes("Bouwbedrijf Noord"),
    );
    const link = linkIn(mail, "invite");
    const joined = await clientFor(app, company.host).post(`/invitations/${link.id}/join`, {
      token: link.secret,
      password: TEST_PASSWORD,
    });
    expect(joined.statusCode).toBe(200);
    expect((await signIn(company.host, known.email)).statusCode).toBe(200);
  });
});

describe("changing the email of someone with a password", () => {
  it("waits for confirmation from the new address and tells the old one", async () => {
    const person = await buildUser(db, company, ["company-student"], { firstName: "Lotte" });
    const newEmail = `lotte-nieuw-${person.id.slice(0, 8)}@test.example`;

    const changed = await leader.patch(`/users/${person.companyUserId}`, {
      firstName: "Lotte",
      middleName: null,
      lastName: person.lastName,
      email: newEmail,
    });

    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ email: person.email, pendingEmail: newEmail });
    expect(await emailOf(person.id)).toBe(person.email);
    expect((await signIn(company.host, person.email)).statusCode).toBe(200);
    expect((await signIn(company.host, newEmail)).statusCode).toBe(422);

    const notice = await mailbox.waitFor(
      (m) => m.to.includes(person.email) && m.subject === "Je e-mailadres wordt gewijzigd",
    );
    expect(notice.text).toContain(newEmail);
    const confirmation = await mailbox.waitFor((m) => m.to.includes(newEmail));
    expect(confirmation.subject).toBe("Bevestig je nieuwe e-mailadres");
    const link = linkIn(confirmation, "email/confirm");

    const anonymous = clientFor(app, company.host);
    const forged = await anonymous.post(`/email-changes/${link.id}/confirm`, {
      token: `${link.secret.slice(0, -1)}x`,
    });
    expect(forged.statusCode).toBe(404);
    const confirmed = await anonymous.post(`/email-changes/${link.id}/confirm`, {
      token: link.secret,
    });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().data).toEqual({ email: newEmail });
    expect(await emailOf(person.id)).toBe(newEmail);
    expect((await signIn(company.host, newEmail)).statusCode).toBe(200);
    expect((await signIn(company.host, person.email)).statusCode).toBe(422);
  });

  it("stops a manager from moving an account to their own address and resetting it", async () => {
    const learner = await buildUser(db, company, ["company-student"]);
    const managerAddress = `beheerder-${learner.id.slice(0, 8)}@test.example`;
    await leader.patch(`/users/${learner.companyUserId}`, {
      firstName: learner.firstName,
      middleName: null,
      lastName: learner.lastName,
      email: managerAddress,
    });
    const reset = await clientFor(app, company.host).post("/password/email", {
      email: managerAddress,
    });
    expect(reset.statusCode).toBe(204);
    await mailbox.waitFor((m) => m.to.includes(managerAddress));
    const toManager = mailbox.received.filter((m) => m.to.includes(managerAddress));
    expect(toManager.map((m) => m.subject)).toEqual(["Bevestig je nieuwe e-mailadres"]);
    expect(await emailOf(learner.id)).toBe(learner.email);
  });

  it("does the same for the platform admin's edit", async () => {
    const admin = await buildCompany(db, { type: "administrator" });
    const { client: platformAdmin } = await signedInMember(app, db, admin, [PLATFORM_ADMIN_ROLE]);
    const person = await buildUser(db, company, ["company-student"]);
    const newEmail = `admin-zet-${person.id.slice(0, 8)}@test.example`;

    const changed = await platformAdmin.patch(`/admin/users/${person.id}`, {
      firstName: person.firstName,
      middleName: null,
      lastName: person.lastName,
      email: newEmail,
      memberships: [{ companyId: company.id, role: "company-student" }],
    });

    expect(changed.statusCode).toBe(200);
    expect(changed.json().data).toMatchObject({ email: person.email, pendingEmail: newEmail });
    expect(await emailOf(person.id)).toBe(person.email);
    const confirmation = await mailbox.waitFor((m) => m.to.includes(newEmail));
    const link = linkIn(confirmation, "email/confirm");
    expect(link.host).toBe(company.host);
  });
});
