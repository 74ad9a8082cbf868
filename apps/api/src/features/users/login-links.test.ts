import { LOGIN_LINK_EXPIRED_MESSAGE } from "@leerlijn/contracts/auth/auth.contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { clientFor, signedInMember } from "../../test/http";
import { startSmtpMailbox } from "../../test/smtp-mailbox";
import { accountTokens } from "./account-tokens.table";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url, LOGIN_LINK_TTL_HOURS: "48" });
const db = database.db;
const company = await buildCompany(db, { name: "Kinderopvang Zon" });
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const anonymous = clientFor(app, company.host);

async function mailedLink(email: string) {
  const before = mailbox.received.filter((m) => m.to.includes(email)).length;
  await mailbox.waitFor(() => mailbox.received.filter((m) => m.to.includes(email)).length > before);
  const mail = mailbox.received.filter((m) => m.to.includes(email)).at(-1)!;
  const url = /https?:\/\/\S+\/ls\/click\?token=\S+/.exec(mail.text)?.[0] ?? "";
  return { mail, url, token: new URL(url).searchParams.get("token") ?? "" };
}
const loginWith = (token: string, host = company.host) =>
  clientFor(app, host).post(`/login?token=${encodeURIComponent(token)}`);

function expectRefused(response: Awaited<ReturnType<typeof loginWith>>) {
  expect(response.statusCode).toBe(422);
  expect(response.json().errors).toEqual({ token: [LOGIN_LINK_EXPIRED_MESSAGE] });
}

describe("sign-in links", () => {
  it("are mailed by user management and sign the person in exactly once", async () => {
    const learner = await buildUser(db, company, ["company-student"], { firstName: "Sem" });
    const pending = mailedLink(learner.email);
    expect((await leader.post(`/users/${learner.companyUserId}/login-link`)).statusCode).toBe(204);
    const { mail, url, token } = await pending;

    expect(mail.subject).toBe("Je inloglink voor Kinderopvang Zon");
    expect(mail.text).toContain("Deze link werkt 48 uur");
    expect(url.startsWith(`http://${company.host}/ls/click?token=`)).toBe(true);

    const first = await loginWith(token);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      email: learner.email,
      accessToken: expect.any(String),
    });
    const me = await clientFor(app, company.host, first.json().data.accessToken).get("/users/me");
    expect(me.json().data.firstName).toBe("Sem");

    expectRefused(await loginWith(token));
  });

  it("do not work after they expire, on another host, or when mangled", async () => {
    const other = await buildCompany(db);
    const expired = await buildUser(db, company, ["company-student"]);
    const elsewhere = await buildUser(db, company, ["company-student"]);
    const links = [];
    for (const person of [expired, elsewhere]) {
      const pending = mailedLink(person.email);
      await leader.post(`/users/${person.companyUserId}/login-link`);
      links.push((await pending).token);
    }
    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, expired.id));

    expectRefused(await loginWith(links[0]!));
    expectRefused(await loginWith(links[1]!, other.host));
    expectRefused(await loginWith("kapot"));
    expect((await loginWith(links[1]!)).statusCode).toBe(200);
  });

  it("are not sent to someone without an email or of another company", async () => {
    const noEmail = await leader.post("/users", { firstName: "Zonder", lastName: "Mail" });
    const refused = await leader.post(`/users/${noEmail.json().data[0].id}/login-link`);
    expect(refused.statusCode).toBe(409);

    const stranger = await buildUser(db, await buildCompany(db), ["company-student"]);
    expect((await leader.post(`/users/${stranger.companyUserId}/login-link`)).statusCode).toBe(404);
  });

  it("still need credentials without a token", async () => {
    const response = await anonymous.post("/login");
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ["Vul je e-mailadres in."],
      password: ["Vul je wachtwoord in."],
    });
  });
});
