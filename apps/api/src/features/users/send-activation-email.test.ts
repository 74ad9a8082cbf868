import { INVALID_INVITATION_MESSAGE } from "@leerlijn/contracts/auth/invitations.contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { clientFor, signedInMember } from "../../test/http";
import { type ReceivedMail, startSmtpMailbox } from "../../test/smtp-mailbox";
import { accountTokens } from "./account-tokens.table";
import { companyUsers } from "./users.table";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const anonymous = clientFor(app, company.host);

let counter = 0;
async function invite() {
  const email = `uitgenodigd-${counter++}@test.example`;
  const created = await leader.post("/users", { firstName: "Bram", lastName: "Kok", email });
  expect(created.statusCode).toBe(201);
  const [entry] = created.json<{ data: { id: string }[] }>().data;
  return { email, id: entry?.id ?? "" };
}

function linkIn(mail: ReceivedMail) {
  const [, id = "", secret = ""] = /\/invite\/([^/\s]+)\/(\S+)/.exec(mail.text) ?? [];
  return { id, secret };
}
const mailsTo = (email: string) => mailbox.received.filter((m) => m.to.includes(email));
async function nthMailTo(email: string, n: number) {
  await mailbox.waitFor(() => mailsTo(email).length >= n);
  return mailsTo(email)[n - 1]!;
}
const accept = (link: { id: string; secret: string }, host = company.host) =>
  clientFor(app, host).post(`/invitations/${link.id}/accept`, {
    token: link.secret,
    password: "veilig wachtwoord",
    passwordConfirmation: "veilig wachtwoord",
  });

describe("POST /users/{id}/activation/email", () => {
  it("sends a new invitation that works, and the earlier link stops working", async () => {
    const invited = await invite();
    const first = linkIn(await nthMailTo(invited.email, 1));

    const resent = await leader.post(`/users/${invited.id}/activation/email`);
    expect(resent.statusCode).toBe(204);
    const second = linkIn(await nthMailTo(invited.email, 2));

    expect(second.id).not.toBe(first.id);
    const old = await accept(first);
    expect(old.statusCode).toBe(404);
    expect(old.json().message).toBe(INVALID_INVITATION_MESSAGE);
    expect((await accept(second)).statusCode).toBe(200);
  });

  it("refuses someone who has activated already, and someone without an email", async () => {
    const invited = await invite();
    expect((await accept(linkIn(await nthMailTo(invited.email, 1)))).statusCode).toBe(200);
    const activated = await leader.post(`/users/${invited.id}/activation/email`);
    expect(activated.statusCode).toBe(409);
    expect(activated.json().message).toBe("Dit account is al geactiveerd.");

    const noAccount = await leader.post("/users", { firstName: "Geen", lastName: "Mail" });
    const refused = await leader.post(`/users/${noAccount.json().data[0].id}/activation/email`);
    expect(refused.statusCode).toBe(409);
  });

  it("answers 404 for a person of another company", async () => {
    const other = await buildCompany(db);
    const stranger = await buildUser(db, other, ["company-student"]);
    const response = await leader.post(`/users/${stranger.companyUserId}/activation/email`);
    expect(response.statusCode).toBe(404);
  });
});

describe("an invitation link", () => {
  it("does not work after it expired, on another host, or once the person is deactivated", async () => {
    const other = await buildCompany(db);
    const expired = await invite();
    const elsewhere = await invite();
    const deactivated = await invite();
    const links = {
      expired: linkIn(await nthMailTo(expired.email, 1)),
      elsewhere: linkIn(await nthMailTo(elsewhere.email, 1)),
      deactivated: linkIn(await nthMailTo(deactivated.email, 1)),
    };
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.id, links.expired.id));
    await db
      .update(companyUsers)
      .set({ deactivatedAt: sql`now()` })
      .where(eq(companyUsers.id, deactivated.id));

    for (const response of [
      await accept(links.expired),
      await accept(links.elsewhere, other.host),
      await accept(links.deactivated),
      await anonymous.get(`/invitations/${links.expired.id}?token=${links.expired.secret}`),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(INVALID_INVITATION_MESSAGE);
    }
    expect((await accept(links.elsewhere)).statusCode).toBe(200);
  });

  it("expires after the configured 7 days", async () => {
    const invited = await invite();
    const { id } = linkIn(await nthMailTo(invited.email, 1));
    const [row] = await db
      .select({
        days: sql<number>`round(extract(epoch from ${accountTokens.expiresAt} - now()) / 86400)::int`,
      })
      .from(accountTokens)
      .where(eq(accountTokens.id, id));
    expect(row?.days).toBe(7);
  });
});
