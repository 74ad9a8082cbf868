import { attendanceMessages } from "@leerlijn/contracts/trainings/attendance.schema";
import { PLATFORM_ADMIN_ROLE, type Role, roles } from "@leerlijn/contracts/permissions";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { type Client, clientFor, signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";

/**
 * Every call of issue 21 (trainings, attendance, templates, my trainings, a person's trainings,
 * addresses) by every role of the permission map and anonymously, through the whole request:
 * on a training the caller may see, on one of their company they may not (a trainer's other
 * trainings, a training a learner does not take part in) and with another company's ids, which
 * are a 404 for everyone who passes the guard. The guard alone is swept for every route in
 * test/route-permission-sweep.test.ts; this is what comes after it.
 */
const { app, database } = await buildTestApp();
const db = database.db;
// The callers' company is a sub company: its parent's ids are as foreign as anyone else's.
const parent = await buildCompany(db);
const company = await buildCompany(db, { parentCompanyId: parent.id });
const other = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const learner = await buildUser(db, company, ["company-student"], { firstName: "Lotte" });

type Planned = {
  id: string;
  dates: { id: string; date: string; timeFrom: string; timeTo: string }[];
  participants: { id: string; trainingUserId: string }[];
  instructors: { id: string }[];
};

async function plan(client: Client, instructorIds: string[], participantIds: string[]) {
  const response = await client.post(
    "/trainings",
    trainingBody({
      dates: [{ date: "2099-05-04", timeFrom: "09:00", timeTo: "12:00" }],
      instructorIds,
      participants: { companyUserIds: participantIds, groupIds: [] },
    }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: Planned }>().data;
}

/** The ids a call is made with: a training, its date, a participant, a template, a person. */
type Ids = {
  training: Planned;
  dateId: string;
  trainingUserId: string;
  templateId: string;
  companyUserId: string;
};

/** A change that keeps the training's dates and trainers, so the caller still sees it after. */
const keepAsIs = (ids: Ids) =>
  trainingBody({
    name: "Heftruck (gewijzigd)",
    instructorIds: ids.training.instructors.map((instructor) => instructor.id),
    dates: ids.training.dates.map(({ id, date, timeFrom, timeTo }) => ({
      id,
      date,
      timeFrom,
      timeTo,
    })),
  });

/** Every call of the issue, by the name its expectations use. */
const calls = {
  "GET /trainings": (c: Client) => c.get("/trainings"),
  "GET /trainings/:id": (c: Client, ids: Ids) => c.get(`/trainings/${ids.training.id}`),
  "POST /trainings": (c: Client) => c.post("/trainings", trainingBody()),
  "PATCH /trainings/:id": (c: Client, ids: Ids) =>
    c.patch(`/trainings/${ids.training.id}`, keepAsIs(ids)),
  "PATCH /trainings/:id/participants": (c: Client, ids: Ids) =>
    c.patch(`/trainings/${ids.training.id}/participants`, {
      companyUserIds: ids.training.participants.map((p) => p.id),
      groupIds: [],
    }),
  "GET /existing-trainings": (c: Client) => c.get("/existing-trainings?sort=name&fields=id,name"),
  "GET /trainings/:id/attendance": (c: Client, ids: Ids) =>
    c.get(`/trainings/${ids.training.id}/attendance`),
  "GET /trainings/:id/attendance/:dateId": (c: Client, ids: Ids) =>
    c.get(`/trainings/${ids.training.id}/attendance/${ids.dateId}`),
  "PATCH /trainings/:id/attendance/:dateId": (c: Client, ids: Ids) =>
    c.patch(`/trainings/${ids.training.id}/attendance/${ids.dateId}`, {
      saveTemporarily: true,
      participants: [{ trainingUserId: ids.trainingUserId, isPresent: true }],
    }),
  "GET /trainings/:id/attendance/:dateId/sheet": (c: Client, ids: Ids) =>
    c.get(`/trainings/${ids.training.id}/attendance/${ids.dateId}/sheet`),
  "GET /training-templates": (c: Client) => c.get("/training-templates"),
  "GET /training-templates/:id": (c: Client, ids: Ids) =>
    c.get(`/training-templates/${ids.templateId}`),
  "POST /training-templates": (c: Client) =>
    c.post("/training-templates", { name: "Sjabloon", content: {} }),
  "DELETE /training-templates/:id": (c: Client, ids: Ids) =>
    c.delete(`/training-templates/${ids.templateId}`),
  "GET /my-trainings": (c: Client) => c.get("/my-trainings"),
  "GET /my-trainings/:id": (c: Client, ids: Ids) => c.get(`/my-trainings/${ids.training.id}`),
  "GET /my-trainings/:id/calendar": (c: Client, ids: Ids) =>
    c.get(`/my-trainings/${ids.training.id}/calendar`),
  "GET /users/:id/trainings": (c: Client, ids: Ids) =>
    c.get(`/users/${ids.companyUserId}/trainings`),
  "GET /addresses/suggest": (c: Client) => c.get("/addresses/suggest?q=Oudegracht"),
  "GET /addresses/:addressId": (c: Client) => c.get("/addresses/adr-0123456789abcdef"),
};
type Call = keyof typeof calls;
const callNames = Object.keys(calls) as Call[];

const educatorCalls: Call[] = callNames.filter(
  (name) =>
    !name.startsWith("GET /my-trainings") &&
    !name.startsWith("GET /users/") &&
    !name.startsWith("GET /addresses"),
);
const myTrainingCalls: Call[] = [
  "GET /my-trainings",
  "GET /my-trainings/:id",
  "GET /my-trainings/:id/calendar",
];
/** The calls that name a training, a date, a template or a person of the company in their path. */
const idCalls: Call[] = callNames.filter(
  (name) => name.includes(":id") && !name.startsWith("GET /addresses"),
);

/** The answer of each call when the caller may see what it names (their own company's). */
const success: Record<Call, number> = {
  "GET /trainings": 200,
  "GET /trainings/:id": 200,
  "POST /trainings": 201,
  "PATCH /trainings/:id": 200,
  "PATCH /trainings/:id/participants": 200,
  "GET /existing-trainings": 200,
  "GET /trainings/:id/attendance": 200,
  "GET /trainings/:id/attendance/:dateId": 200,
  "PATCH /trainings/:id/attendance/:dateId": 200,
  "GET /trainings/:id/attendance/:dateId/sheet": 200,
  "GET /training-templates": 200,
  "GET /training-templates/:id": 200,
  "POST /training-templates": 201,
  "DELETE /training-templates/:id": 204,
  "GET /my-trainings": 200,
  "GET /my-trainings/:id": 200,
  "GET /my-trainings/:id/calendar": 200,
  "GET /users/:id/trainings": 200,
  // Without a provider configured: no suggestions, and no address to look up.
  "GET /addresses/suggest": 200,
  "GET /addresses/:addressId": 404,
};

type Expectation = {
  own: Partial<Record<Call, number>>;
  outOfScope: Partial<Record<Call, number>>;
};

const all = (names: readonly Call[], status: number | "success") =>
  Object.fromEntries(names.map((name) => [name, status === "success" ? success[name] : status]));
const trainingCallsOfOneTraining: Call[] = [
  "GET /trainings/:id",
  "PATCH /trainings/:id",
  "PATCH /trainings/:id/participants",
  "GET /trainings/:id/attendance",
  "GET /trainings/:id/attendance/:dateId",
  "PATCH /trainings/:id/attendance/:dateId",
  "GET /trainings/:id/attendance/:dateId/sheet",
];

/**
 * The permission map, call by call: group leaders (and the platform admin) see every training
 * of the company; trainers only those they give or planned (another is a 404); learners only
 * their own trainings on their side, and none of the educator calls (403).
 */
const educatorOwn = {
  ...all(educatorCalls, "success"),
  ...all(myTrainingCalls, 403),
  "GET /users/:id/trainings": 200,
  "GET /addresses/suggest": success["GET /addresses/suggest"],
  "GET /addresses/:addressId": success["GET /addresses/:addressId"],
};
const seesAll: Expectation = {
  own: educatorOwn,
  outOfScope: all(trainingCallsOfOneTraining, "success"),
};
const trainerMap: Expectation = {
  own: educatorOwn,
  outOfScope: all(trainingCallsOfOneTraining, 404),
};
const learnerMap: Expectation = {
  own: {
    ...all(educatorCalls, 403),
    ...all(myTrainingCalls, "success"),
    "GET /users/:id/trainings": 403,
    "GET /addresses/suggest": 403,
    "GET /addresses/:addressId": 403,
  },
  outOfScope: { "GET /my-trainings/:id": 404, "GET /my-trainings/:id/calendar": 404 },
};
const expectations: Record<Role, Expectation> = {
  [PLATFORM_ADMIN_ROLE]: {
    // Their own side lists nothing of a company they do not take part in.
    own: {
      ...seesAll.own,
      "GET /my-trainings": 200,
      "GET /my-trainings/:id": 404,
      "GET /my-trainings/:id/calendar": 404,
    },
    outOfScope: seesAll.outOfScope,
  },
  "admin-group-leader": seesAll,
  "sub-admin-group-leader": seesAll,
  "admin-trainer": trainerMap,
  "sub-admin-trainer": trainerMap,
  "company-student": learnerMap,
  "training-student": learnerMap,
};

const educatorRoles: readonly Role[] = [
  "admin-group-leader",
  "sub-admin-group-leader",
  "admin-trainer",
  "sub-admin-trainer",
];

/** A member of the company with this role; the platform admin comes from the admin domain. */
async function callerFor(role: Role) {
  if (role !== PLATFORM_ADMIN_ROLE) return signedInMember(app, db, company, [role]);
  const admin = await buildCompany(db, { type: "administrator" });
  const user = await buildUser(db, admin, [role]);
  return {
    user: null,
    client: clientFor(app, company.host, await signIn(app, company.host, user.email)),
  };
}

/** A training of the company the caller may see, one they may not, and a template and a person. */
async function scenery(role: Role, member: { companyUserId: string } | null) {
  const gives = member && educatorRoles.includes(role) ? [member.companyUserId] : [];
  const takesPart = member && !educatorRoles.includes(role) ? [member.companyUserId] : [];
  const theirs = await plan(leader, gives, [learner.companyUserId, ...takesPart]);
  const notTheirs = await plan(leader, [], [learner.companyUserId]);
  const template = await leader.post("/training-templates", { name: role, content: {} });
  const idsOf = (training: Planned): Ids => ({
    training,
    dateId: training.dates[0]!.id,
    trainingUserId: training.participants.find((p) => p.id === learner.companyUserId)!
      .trainingUserId,
    templateId: template.json<{ data: { id: string } }>().data.id,
    companyUserId: learner.companyUserId,
  });
  return { own: idsOf(theirs), outOfScope: idsOf(notTheirs) };
}

/** A training with a participant, a template and a person of another company. */
async function foreignIds(elsewhere: { id: string; host: string }): Promise<Ids> {
  const { client } = await signedInMember(app, db, elsewhere, ["admin-group-leader"]);
  const stranger = await buildUser(db, elsewhere, ["company-student"], { firstName: "Olaf" });
  const training = await plan(client, [], [stranger.companyUserId]);
  const template = await client.post("/training-templates", { name: "Elders", content: {} });
  return {
    training,
    dateId: training.dates[0]!.id,
    trainingUserId: training.participants[0]!.trainingUserId,
    templateId: template.json<{ data: { id: string } }>().data.id,
    companyUserId: stranger.companyUserId,
  };
}
const foreigners = { "another company": await foreignIds(other), parent: await foreignIds(parent) };

async function statuses(client: Client, ids: Ids, names: readonly Call[]) {
  const answers: Partial<Record<Call, number>> = {};
  // One at a time, in the order listed: a later call may depend on an earlier one's changes.
  for (const name of names) answers[name] = (await calls[name](client, ids)).statusCode;
  return answers;
}

describe("every training call by every role", () => {
  it("asks anonymous callers to sign in, whatever the call", async () => {
    const anonymous = clientFor(app, company.host);
    const ids = (await scenery("company-student", null)).own;
    expect(await statuses(anonymous, ids, callNames)).toEqual(all(callNames, 401));
  });

  for (const role of roles) {
    it(`${role}: answers each call as the permission map says, foreign ids with a 404`, async () => {
      const { user, client } = await callerFor(role);
      const { own, outOfScope } = await scenery(role, user);
      const expected = expectations[role];

      expect(await statuses(client, own, callNames), "own").toEqual(expected.own);
      const hidden = Object.keys(expected.outOfScope) as Call[];
      expect(await statuses(client, outOfScope, hidden), "out of scope").toEqual(
        expected.outOfScope,
      );

      // Another company's (or the parent's) training, date, template and person, and a date of
      // theirs under one of this company's trainings, are a 404 for everyone past the guard.
      const passes = idCalls.filter((name) => expected.own[name] !== 403);
      const dateCalls = passes.filter((name) => name.includes(":dateId"));
      for (const [whose, foreign] of Object.entries(foreigners)) {
        const crossed = { ...own, dateId: foreign.dateId };
        expect(await statuses(client, foreign, passes), whose).toEqual(all(passes, 404));
        expect(await statuses(client, crossed, dateCalls), `${whose}: date`).toEqual(
          all(dateCalls, 404),
        );
        // A foreign participant sent in an attendance list is refused with the spec's message.
        if (expected.own["PATCH /trainings/:id/attendance/:dateId"] === 200) {
          const list = await calls["PATCH /trainings/:id/attendance/:dateId"](client, {
            ...own,
            trainingUserId: foreign.trainingUserId,
          });
          expect(list.statusCode, whose).toBe(422);
          expect(list.json().errors).toEqual({
            participants: [attendanceMessages.unknownParticipants],
          });
        }
      }
    });
  }
});
