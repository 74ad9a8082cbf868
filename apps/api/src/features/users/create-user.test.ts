import { INVALID_INVITATION_MESSAGE } from "@leerlijn/contracts/auth/invitations.contract";
import { and, eq } from "drizzle-orm";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, TEST_PASSWORD } from "../../test/factories";
import { clientFor, signedInMember } from "../../test/http";
import { type ReceivedMail, startSmtpMailbox } from "../../test/smtp-mailbox";
import { companyUsers, users } from "./users.table";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;

const company = await buildCompany(db, { name: "Transport Jansen" });
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);

let counter = 0;
const newEmail = () => `nieuw-${Date.now()}-${counter++}@test.example`;
const person = (overrides: object = {}) => ({
  firstName: "Fatima",
  middleName: "el",
  lastName: "Idrissi",
  email: newEmail(),
  ...overrides,
});

function inviteLinkIn(mail: ReceivedMail) {
  const url = /https?:\/\/\S+\/invite\/\S+/.exec(mail.text)?.[0];
  if (!url) throw new Error(`no invitation link in ${mail.text}`);
  const [, , , , id = "", secret = ""] = url.split("/");
  return { url, id, secret };
}

/** The membership the answer names (its `id`), if it is in that company. */
const membershipOf = async (memberId: string, companyId = company.id) => {
  const [row] = await db
    .select()
    .from(companyUsers)
    .where(and(eq(companyUsers.id, memberId), eq(companyUsers.companyId, companyId)));
  return row;
};

describe("POST /users with an email", () => {
  it("adds a learner and mails an invitation that activates the account and signs in", async () => {
    const body = person();
    const created = await leader.post("/users", body);
    expect(created.statusCode).toBe(201);
    const [entry] = created.json().data;
    expect(entry).toEqual({
      id: expect.any(String),
      name: "Fatima el Idrissi",
    });
    expect((await membershipOf(entry.id))?.roles).toEqual(["company-student"]);

    const mail = await mailbox.waitFor((m) => m.to.includes(body.email));
    expect(mail.subject).toBe("Je bent uitgenodigd voor Transport Jansen");
    expect(mail.fromName).toBe("Transport Jansen");
    expect(mail.text).toContain("Hallo Fatima,");
    expect(mail.text).toContain("Deze link werkt 7 dagen.");
    const link = inviteLinkIn(mail);
    expect(link.url.startsWith(`http://${company.host}/invite/`)).toBe(true);

    const anonymous = clientFor(app, company.host);
    const invitation = await anonymous.get(`/invitations/${link.id}?token=${link.secret}`);
    expect(invitation.json()).toEqual({
      data: {
        email: body.email,
        firstName: "Fatima",
        companyName: "Transport Jansen",
        existingAccount: false,
      },
    });

    const accepted = await anonymous.post(`/invitations/${link.id}/accept`, {
      token: link.secret,
      password: "mijn eigen wachtwoord",
      passwordConfirmation: "mijn eigen wachtwoord",
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().data).toMatchObject({ email: body.email, roles: ["company-student"] });
    const me = await clientFor(app, company.host, accepted.json().data.accessToken).get(
      "/users/me",
    );
    expect(me.statusCode).toBe(200);

    // The invitation is used up.
    const again = await anonymous.post(`/invitations/${link.id}/accept`, {
      token: link.secret,
      password: "nog een wachtwoord",
      passwordConfirmation: "nog een wachtwoord",
    });
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(INVALID_INVITATION_MESSAGE);
    expect((await anonymous.get(`/invitations/${link.id}?token=${link.secret}`)).statusCode).toBe(
      404,
    );
  });

  it("gives training-student to learners in a company that is not of the company type", async () => {
    const educator = await buildCompany(db, { type: "educator" });
    const { client } = await signedInMember(app, db, educator, ["admin-group-leader"]);
    const created = await client.post("/users", person());
    expect((await membershipOf(created.json().data[0].id, educator.id))?.roles).toEqual([
      "training-student",
    ]);
  });

  it("invites an email known elsewhere and answers with what was sent, not who it is", async () => {
    const other = await buildCompany(db);
    const known = await buildUser(db, other, ["company-student"], { firstName: "Karin" });

    const created = await leader.post("/users", person({ email: known.email.toUpperCase() }));

    expect(created.statusCode).toBe(201);
    expect(created.json().data).toEqual([{ id: expect.any(String), name: "Fatima el Idrissi" }]);
    const mail = await mailbox.waitFor((m) => m.to.includes(known.email));
    expect(mail.subject).toBe("Je bent uitgenodigd voor Transport Jansen");
    expect(mail.text).toContain(`http://${company.host}/invite/`);
    const login = await clientFor(app, company.host).post("/login", {
      email: known.email,
      password: TEST_PASSWORD,
    });
    expect(login.statusCode).toBe(422);
  });

  it("refuses an email that is already in this company as a field error", async () => {
    const existing = await buildUser(db, company, ["company-student"]);
    const response = await leader.post(
      "/users",
      person({ email: ` ${existing.email.toUpperCase()}` }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      email: ["Er is in deze omgeving al een gebruiker met dit e-mailadres."],
    });
  });

  it("still adds the person when the mail server refuses mail", async () => {
    mailbox.refuseAll(true);
    try {
      const body = person();
      const created = await leader.post("/users", body);
      expect(created.statusCode).toBe(201);
      expect(await membershipOf(created.json().data[0].id)).toBeDefined();
    } finally {
      mailbox.refuseAll(false);
    }
  });
});

describe("POST /users without an email", () => {
  it("adds a person without an account: no invitation, no sign-in", async () => {
    const created = await leader.post("/users", person({ email: "" }));
    expect(created.statusCode).toBe(201);
    const member = await membershipOf(created.json().data[0].id);
    const [user] = await db
      .select()
      .from(users)
      .where(eq(users.id, member?.userId ?? ""));
    expect(user).toMatchObject({ email: null, passwordHash: null, firstName: "Fatima" });
  });

  it("asks for an email when the form says one is required", async () => {
    const response = await leader.post("/users", person({ email: null, emailRequired: true }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ email: ["Vul een e-mailadres in."] });
  });
});

describe("the new-user form's field errors", () => {
  it("names every field that is wrong, first message first", async () => {
    const response = await leader.post("/users", {
      firstName: " ",
      middleName: "x".repeat(256),
      lastName: "",
      email: "geen-adres",
      companyId: "niet-een-id",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ["Vul een voornaam in."],
      middle_name: ["Dit veld mag maximaal 255 tekens bevatten."],
      last_name: ["Vul een achternaam in."],
      email: ["Vul een geldig e-mailadres in."],
      company_id: ["Deze waarde heeft niet de juiste vorm."],
    });
  });

  it("says a first or last name over 255 characters is too long, not that it is missing", async () => {
    const response = await leader.post(
      "/users",
      person({ firstName: "a".repeat(256), lastName: "b".repeat(256) }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      first_name: ["De voornaam mag maximaal 255 tekens bevatten."],
      last_name: ["De achternaam mag maximaal 255 tekens bevatten."],
    });
  });

  it("accepts 255 characters in a name", async () => {
    const response = await leader.post("/users", person({ lastName: "a".repeat(255) }));
    expect(response.statusCode).toBe(201);
  });

  it("refuses a company outside the caller's reach as a field error", async () => {
    const stranger = await buildCompany(db);
    const response = await leader.post("/users", person({ companyId: stranger.id }));
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      company_id: ["Kies een van de omgevingen uit de lijst."],
    });
  });
});

describe("roles", () => {
  it("lets a group leader add a trainer, but not a trainer a group leader", async () => {
    const asLeader = await leader.post("/users", person({ role: "admin-trainer" }));
    expect(asLeader.statusCode).toBe(201);
    expect((await membershipOf(asLeader.json().data[0].id))?.roles).toEqual(["admin-trainer"]);

    const { client: trainer } = await signedInMember(app, db, company, ["admin-trainer"]);
    const refused = await trainer.post("/users", person({ role: "admin-group-leader" }));
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ role: ["Deze rol kun je niet toekennen."] });
    expect((await trainer.post("/users", person())).statusCode).toBe(201);
  });
});

describe("sub companies", () => {
  it("lets the parent's group leader add someone to a sub company, invited on its own host", async () => {
    const parent = await buildCompany(db, { name: "Moederbedrijf" });
    const child = await buildCompany(db, { parentCompanyId: parent.id, name: "Dochter Oost" });
    const { client } = await signedInMember(app, db, parent, ["admin-group-leader"]);
    const body = person({ companyId: child.id });

    const created = await client.post("/users", body);

    expect(created.statusCode).toBe(201);
    expect(await membershipOf(created.json().data[0].id, child.id)).toBeDefined();
    const mail = await mailbox.waitFor((m) => m.to.includes(body.email));
    expect(mail.subject).toBe("Je bent uitgenodigd voor Dochter Oost");
    expect(inviteLinkIn(mail).url.startsWith(`http://${child.host}/invite/`)).toBe(true);
  });

  it("keeps a sub-admin of the parent inside the parent", async () => {
    const parent = await buildCompany(db);
    const child = await buildCompany(db, { parentCompanyId: parent.id });
    const { client } = await signedInMember(app, db, parent, ["sub-admin-group-leader"]);
    const response = await client.post("/users", person({ companyId: child.id }));
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["company_id"]);
  });
});
