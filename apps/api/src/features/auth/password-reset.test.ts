import { RESET_LINK_EXPIRED_MESSAGE } from "@leerlijn/contracts/auth/password-reset.contract";
import { eq, sql } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn, TEST_PASSWORD } from "../../test/factories";
import { type ReceivedMail, startSmtpMailbox } from "../../test/smtp-mailbox";
import { accountTokens } from "../users/account-tokens.table";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;
const company = await buildCompany(db, { name: "Bouwbedrijf De Vries" });

const NEW_PASSWORD = "nieuw wachtwoord 2026";

let nextIp = 1;
const post = (url: string, payload: object, host = company.host) =>
  app.inject({
    method: "POST",
    url: `/api/v1${url}`,
    headers: { host },
    remoteAddress: `10.1.0.${nextIp++ % 250}`,
    payload,
  });
const userByToken = (token: string, host = company.host) =>
  app.inject({
    method: "GET",
    url: `/api/v1/password/user-by-token?token=${encodeURIComponent(token)}`,
    headers: { host },
  });
const reset = (token: string, host = company.host, password = NEW_PASSWORD) =>
  post("/password/reset", { token, password, passwordConfirmation: password }, host);

/** The link in a mail's text part, and its token. */
function resetLinkIn(mail: ReceivedMail) {
  const url = /https?:\/\/\S+\/reset-password\?token=\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no reset link in: ${mail.text}`);
  return { url, token: new URL(url).searchParams.get("token") ?? "" };
}

async function requestLink(email: string, host = company.host) {
  const response = await post("/password/email", { email }, host);
  expect(response.statusCode).toBe(204);
  return resetLinkIn(await mailbox.waitFor((mail) => mail.to.includes(email)));
}

describe("password reset, end to end", () => {
  it("mails a branded link to the company's host that sets a new password and signs in", async () => {
    const user = await buildUser(db, company, ["company-student"], { firstName: "Anouk" });

    const response = await post("/password/email", { email: ` ${user.email.toUpperCase()} ` });
    expect(response.statusCode).toBe(204);
    const mail = await mailbox.waitFor((m) => m.to.includes(user.email));
    const { url, token } = resetLinkIn(mail);

    expect(mail.subject).toBe("Stel je wachtwoord opnieuw in");
    expect(mail.fromName).toBe("Bouwbedrijf De Vries");
    expect(mail.text).toContain("Hallo Anouk,");
    expect(mail.text).toContain("Deze link werkt 60 minuten");
    expect(mail.html).toContain(url.replace(/&/g, "&amp;"));
    expect(url.startsWith(`http://${company.host}/reset-password?token=`)).toBe(true);

    const whose = await userByToken(token);
    expect(whose.statusCode).toBe(200);
    expect(whose.json()).toEqual({ data: { email: user.email, firstName: "Anouk" } });

    const done = await reset(token);
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ email: user.email, accessToken: expect.any(String) });

    const me = await app.inject({
      method: "GET",
      url: "/api/v1/users/me",
      headers: { host: company.host, authorization: `Bearer ${done.json().data.accessToken}` },
    });
    expect(me.statusCode).toBe(200);
    await expect(signIn(app, company.host, user.email)).rejects.toThrow(/422/);
    const withNew = await post("/login", { email: user.email, password: NEW_PASSWORD });
    expect(withNew.statusCode).toBe(200);
  });

  it("refuses a link a second time, with the expired-link message", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const { token } = await requestLink(user.email);
    expect((await reset(token)).statusCode).toBe(200);

    for (const response of [
      await userByToken(token),
      await reset(token, company.host, "ander wachtwoord"),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ code: "NOT_FOUND", message: RESET_LINK_EXPIRED_MESSAGE });
    }
    const withNew = await post("/login", { email: user.email, password: NEW_PASSWORD });
    expect(withNew.statusCode).toBe(200);
  });

  it("refuses a link after 60 minutes", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const { token } = await requestLink(user.email);
    const [row] = await db
      .select({
        minutes: sql<number>`round(extract(epoch from ${accountTokens.expiresAt} - now()) / 60)::int`,
      })
      .from(accountTokens)
      .where(eq(accountTokens.id, token.split(".")[0] ?? ""));
    expect(row?.minutes).toBe(60);

    await db
      .update(accountTokens)
      .set({ expiresAt: sql`now() - interval '1 second'` })
      .where(eq(accountTokens.userId, user.id));

    expect((await userByToken(token)).json().message).toBe(RESET_LINK_EXPIRED_MESSAGE);
    expect((await reset(token)).statusCode).toBe(404);
    await expect(signIn(app, company.host, user.email)).resolves.toEqual(expect.any(String));
  });

  it("refuses a link on another company's host, and a link with a changed secret", async () => {
    const other = await buildCompany(db);
    const user = await buildUser(db, company, ["company-student"]);
    const { token } = await requestLink(user.email);
    const [id, secret = ""] = token.split(".");
    const tampered = `${id}.${secret.slice(0, -1)}${secret.endsWith("A") ? "B" : "A"}`;

    expect((await reset(token, other.host)).statusCode).toBe(404);
    expect((await reset(tampered)).statusCode).toBe(404);
    for (const garbage of ["", "x", "a.b.c", `${id}.`, `.${secret}`])
      expect([404, 422]).toContain((await userByToken(garbage)).statusCode);
    expect((await reset(token)).statusCode).toBe(200);
  });

  it("ends every other session of the person", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const before = await signIn(app, company.host, user.email);
    const { token } = await requestLink(user.email);
    expect((await reset(token)).statusCode).toBe(200);

    const me = await app.inject({
      method: "GET",
      url: "/api/v1/users/me",
      headers: { host: company.host, authorization: `Bearer ${before}` },
    });
    expect(me.statusCode).toBe(401);
  });

  it("stores only a hash of the link's secret", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const { token } = await requestLink(user.email);
    const rows = await db.select().from(accountTokens).where(eq(accountTokens.userId, user.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]?.secretHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(rows)).not.toContain(token.split(".")[1]);
  });
});

describe("what the request for a link reveals", () => {
  it("answers an unknown email, and a person of another company, exactly like a known one", async () => {
    const other = await buildCompany(db);
    const stranger = await buildUser(db, other, ["admin-group-leader"]);
    const known = await buildUser(db, company, ["company-student"]);

    const answers = await Promise.all(
      ["nobody@test.example", stranger.email, known.email].map((email) =>
        post("/password/email", { email }),
      ),
    );

    for (const response of answers) {
      expect(response.statusCode).toBe(204);
      expect(response.body).toBe("");
    }
    await mailbox.waitFor((mail) => mail.to.includes(known.email));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(mailbox.received.some((mail) => mail.to.includes(stranger.email))).toBe(false);
    expect(mailbox.received.some((mail) => mail.to.includes("nobody@test.example"))).toBe(false);
  });

  it("points the link at the company's host even when the Host header is forged", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    await post("/password/email", { email: user.email }, `${company.host}:1@evil.example`);
    const { url } = resetLinkIn(await mailbox.waitFor((m) => m.to.includes(user.email)));
    expect(new URL(url).origin).toBe(`http://${company.host}`);
  });

  it("limits requests per email, known or not, with the same 429", async () => {
    for (const email of [
      "limited@test.example",
      (await buildUser(db, company, ["company-student"])).email,
    ]) {
      for (let i = 0; i < 5; i++)
        expect((await post("/password/email", { email })).statusCode).toBe(204);
      const refused = await post("/password/email", { email });
      expect(refused.statusCode).toBe(429);
      expect(refused.json().message).toMatch(/^Je hebt te vaak een nieuwe link gevraagd\./);
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0);
    }
  });

  it("asks for a valid email in Dutch", async () => {
    const response = await post("/password/email", { email: "geen-adres" });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ["Vul een geldig e-mailadres in."] });
  });
});

describe("choosing the new password", () => {
  it("needs the same password twice, of at least 8 characters", async () => {
    const user = await buildUser(db, company, ["company-student"]);
    const { token } = await requestLink(user.email);

    const short = await post("/password/reset", {
      token,
      password: "kort",
      passwordConfirmation: "kort",
    });
    const different = await post("/password/reset", {
      token,
      password: NEW_PASSWORD,
      passwordConfirmation: `${NEW_PASSWORD}!`,
    });

    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({
      password: ["Kies een wachtwoord van minimaal 8 tekens."],
    });
    expect(different.json().errors).toEqual({
      password_confirmation: ["De wachtwoorden komen niet overeen."],
    });
    // The link survives invalid attempts.
    expect((await reset(token)).statusCode).toBe(200);
    await expect(signIn(app, company.host, user.email)).rejects.toThrow();
    expect(TEST_PASSWORD).not.toBe(NEW_PASSWORD);
  });
});
