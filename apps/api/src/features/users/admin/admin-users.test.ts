import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { buildCompany, buildUser, signIn, TEST_PASSWORD } from "../../../test/factories";
import { type Client, clientFor, signedInMember } from "../../../test/http";
import { startSmtpMailbox } from "../../../test/smtp-mailbox";
import { EMAIL_EXISTS_MESSAGE } from "./create-admin-user";
import { PLATFORM_ROLE_PLACEMENT_MESSAGE } from "./role-placement";
import { DUPLICATE_COMPANY_MESSAGE, OWN_ADMIN_ROLE_MESSAGE } from "./update-admin-user";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;

const platform = await buildCompany(db, { type: "administrator", name: "Platformbeheer" });
const logistics = await buildCompany(db, { name: "Logistiek Noord" });
const care = await buildCompany(db, { name: "Zorg Zuid" });
const { user: adminUser, client: admin } = await signedInMember(app, db, platform, [
  PLATFORM_ADMIN_ROLE,
]);

type Membership = { id: string; companyId: string; companyName: string; roles: string[] };
type Person = {
  id: string;
  name: string;
  email: string | null;
  status: string;
  memberships: Membership[];
};
type Listed = { data: Person[]; meta: { total: number; lastPage: number } };

const list = async (query = "") => {
  const response = await admin.get(`/admin/users${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Listed>();
};

let counter = 0;
const newEmail = () => `admin-test-${Date.now()}-${counter++}@test.example`;

describe("GET /admin/users", () => {
  it("lists people of every company with their companies and roles", async () => {
    const driver = await buildUser(db, logistics, ["company-student"], { firstName: "Chauffeur" });
    const nurse = await buildUser(db, care, ["admin-trainer"], { firstName: "Verpleger" });

    const found = await list(`?filter[queryString]=${driver.lastName.split(" ")[1]}`);
    expect(found.data).toEqual([
      expect.objectContaining({
        id: driver.id,
        status: "active",
        memberships: [
          expect.objectContaining({
            id: driver.companyUserId,
            companyName: "Logistiek Noord",
            roles: ["company-student"],
          }),
        ],
      }),
    ]);
    const everyone = await list("?perPage=100");
    expect(everyone.data.map((person) => person.id)).toEqual(
      expect.arrayContaining([driver.id, nurse.id, adminUser.id]),
    );
  });

  it("filters on company and on role, and pages", async () => {
    const place = await buildCompany(db);
    for (let i = 0; i < 3; i++) await buildUser(db, place, ["company-student"]);
    const trainer = await buildUser(db, place, ["admin-trainer"]);

    expect((await list(`?filter[companyId]=${place.id}`)).meta.total).toBe(4);
    const trainers = await list(`?filter[companyId]=${place.id}&filter[role]=admin-trainer`);
    expect(trainers.data.map((person) => person.id)).toEqual([trainer.id]);
    const page = await admin.get(`/admin/users?filter[companyId]=${place.id}&perPage=3&page=2`);
    expect(page.json()).toMatchObject({ meta: { total: 4, currentPage: 2, lastPage: 2, from: 4 } });
    expect((await list(`?filter[role]=${PLATFORM_ADMIN_ROLE}`)).data.map((p) => p.id)).toContain(
      adminUser.id,
    );
  });

  it("has every company for its filters from the companies list", async () => {
    const response = await admin.get("/companies?paginate=false");
    expect(response.statusCode).toBe(200);
    const names = response.json<{ data: { name: string }[] }>().data.map((c) => c.name);
    expect(names).toEqual(
      expect.arrayContaining(["Logistiek Noord", "Platformbeheer", "Zorg Zuid"]),
    );
  });

  it("exists only on the administrative domain, also for the platform admin", async () => {
    const onCompanyHost = clientFor(
      app,
      logistics.host,
      await signIn(app, logistics.host, adminUser.email),
    );
    expect((await onCompanyHost.get("/admin/users")).statusCode).toBe(404);
  });

  it("refuses a group leader (403), also on the administrative domain", async () => {
    const { client: leader } = await signedInMember(app, db, logistics, ["admin-group-leader"]);
    expect((await leader.get("/admin/users")).statusCode).toBe(403);
    const { client: platformLeader } = await signedInMember(app, db, platform, [
      "admin-group-leader",
    ]);
    expect((await platformLeader.get("/admin/users")).statusCode).toBe(403);
    expect((await platformLeader.post("/admin/users", {})).statusCode).toBe(403);
  });
});

describe("GET /admin/users/{id}", () => {
  it("shows one person with every membership, and 404 for an unknown id", async () => {
    const person = await buildUser(db, logistics, ["admin-group-leader"]);
    const response = await admin.get(`/admin/users/${person.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      data: { id: person.id, email: person.email, memberships: [{ companyId: logistics.id }] },
    });
    expect((await admin.get("/admin/users/6b1f8f7e-0000-4000-8000-000000000000")).statusCode).toBe(
      404,
    );
  });
});

describe("POST /admin/users", () => {
  it("adds a person to another company with any role and invites them there", async () => {
    const email = newEmail();
    const response = await admin.post("/admin/users", {
      firstName: "Sanne",
      middleName: "de",
      lastName: "Groot",
      email,
      companyId: care.id,
      role: "admin-group-leader",
    });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json()).toMatchObject({
      data: {
        name: "Sanne de Groot",
        status: "invited",
        memberships: [
          { companyId: care.id, companyName: "Zorg Zuid", roles: ["admin-group-leader"] },
        ],
      },
    });
    const mail = await mailbox.waitFor((m) => m.to.includes(email));
    expect(mail.text).toMatch(new RegExp(`${care.host}.*/invite/`));
  });

  it("refuses a known email as a field error, whichever company it is in", async () => {
    const known = await buildUser(db, logistics, ["company-student"]);
    const response = await admin.post("/admin/users", {
      firstName: "Dubbel",
      lastName: "Persoon",
      email: known.email.toUpperCase(),
      companyId: care.id,
      role: "company-student",
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { email: [EMAIL_EXISTS_MESSAGE] } });
  });

  it("gives Dutch field errors for missing names, company and role", async () => {
    const response = await admin.post("/admin/users", { email: "geen-email" });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        first_name: ["Vul een voornaam in."],
        last_name: ["Vul een achternaam in."],
        email: ["Vul een geldig e-mailadres in."],
        company_id: ["Kies een omgeving."],
        role: ["Kies een rol."],
      },
    });
  });

  it("keeps the platform admin role to administrator companies", async () => {
    const response = await admin.post("/admin/users", {
      firstName: "Te",
      lastName: "Machtig",
      email: newEmail(),
      companyId: logistics.id,
      role: PLATFORM_ADMIN_ROLE,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { role: [PLATFORM_ROLE_PLACEMENT_MESSAGE] } });
  });
});

describe("PATCH /admin/users/{id}", () => {
  const edit = (
    client: Client,
    person: Person,
    memberships: { companyId: string; role: string }[],
  ) =>
    client.patch(`/admin/users/${person.id}`, {
      firstName: "Eva",
      lastName: "Janssen",
      email: person.email,
      memberships,
    });

  it("changes roles, joins and leaves companies, and the person's rights follow", async () => {
    const { user, client: learner } = await signedInMember(app, db, logistics, ["company-student"]);
    const person = (await admin.get(`/admin/users/${user.id}`)).json<{ data: Person }>().data;
    expect((await learner.get("/users")).statusCode).toBe(403);

    const promoted = await edit(admin, person, [
      { companyId: logistics.id, role: "admin-group-leader" },
      { companyId: care.id, role: "company-student" },
    ]);
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json<{ data: Person }>().data).toMatchObject({
      name: "Eva Janssen",
      memberships: [
        { companyName: "Logistiek Noord", roles: ["admin-group-leader"], pending: false },
        { companyName: "Zorg Zuid", roles: ["company-student"], pending: true },
      ],
    });
    // The session on the company's host sees the new role at once.
    expect((await learner.get("/users")).statusCode).toBe(200);
    // The new company is an invitation: it counts once the person accepts with their password.
    await expect(signIn(app, care.host, user.email)).rejects.toThrow(/422/);
    const invitation = await mailbox.waitFor(
      (mail) =>
        mail.to.includes(user.email) && mail.subject === "Je bent uitgenodigd voor Zorg Zuid",
    );
    const [id = "", token = ""] = /\/invite\/(\S+)\/(\S+)/.exec(invitation.text)?.slice(1) ?? [];
    const joined = await clientFor(app, care.host).post(`/invitations/${id}/join`, {
      token,
      password: TEST_PASSWORD,
    });
    expect(joined.statusCode).toBe(200);
    expect((await signIn(app, care.host, user.email)).length).toBeGreaterThan(10);

    const left = await edit(admin, person, [{ companyId: care.id, role: "company-student" }]);
    expect(left.json<{ data: Person }>().data.memberships).toEqual([
      expect.objectContaining({ companyId: care.id }),
    ]);
    expect((await learner.get("/users/me")).statusCode).toBe(401);
  });

  it("reports every bad membership row under its own key", async () => {
    const person = await buildUser(db, logistics, ["company-student"]);
    const response = await admin.patch(`/admin/users/${person.id}`, {
      firstName: "Eva",
      lastName: "Janssen",
      email: person.email,
      memberships: [
        { companyId: logistics.id, role: "company-student" },
        { companyId: logistics.id, role: "admin-trainer" },
        { companyId: care.id, role: PLATFORM_ADMIN_ROLE },
      ],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      errors: {
        "memberships.1.company_id": [DUPLICATE_COMPANY_MESSAGE],
        "memberships.2.role": [PLATFORM_ROLE_PLACEMENT_MESSAGE],
      },
    });
    const empty = await admin.patch(`/admin/users/${person.id}`, {
      firstName: "Eva",
      lastName: "Janssen",
      email: person.email,
      memberships: [],
    });
    expect(empty.json()).toMatchObject({
      errors: { memberships: ["Kies minstens één omgeving voor deze gebruiker."] },
    });
  });

  it("refuses an email someone else has as a field error", async () => {
    const person = await buildUser(db, logistics, ["company-student"]);
    const other = await buildUser(db, care, ["company-student"]);
    const response = await admin.patch(`/admin/users/${person.id}`, {
      firstName: "Eva",
      lastName: "Janssen",
      email: other.email,
      memberships: [{ companyId: logistics.id, role: "company-student" }],
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { email: [expect.any(String)] } });
  });

  it("does not let the platform admin take away their own platform role", async () => {
    const self = (await admin.get(`/admin/users/${adminUser.id}`)).json<{ data: Person }>().data;
    const response = await edit(admin, self, [{ companyId: platform.id, role: "admin-trainer" }]);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ errors: { memberships: [OWN_ADMIN_ROLE_MESSAGE] } });
    expect((await admin.get("/admin/users")).statusCode).toBe(200);
  });
});
