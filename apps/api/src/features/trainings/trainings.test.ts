import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";
import { media } from "../media/media.table";
import { LEAVES_OWN_TRAINING } from "./save-training";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const trainer = await buildUser(db, company, ["admin-trainer"], { firstName: "Tineke" });
const student = await buildUser(db, company, ["company-student"], { firstName: "Sam" });

type TrainingJson = {
  id: string;
  description: string;
  locationLine: string;
  location: { postalCode: string };
  dates: { id: string; date: string; timeFrom: string; timeTo: string }[];
  instructors: { id: string; name: string }[];
  participants: { id: string; trainingUserId: string; addedViaGroupId: string | null }[];
  settings: Record<string, unknown>;
};
type Named = { data: { id: string; name: string }[] };
const namesOf = (response: { json: <T>() => T }) => response.json<Named>().data.map((t) => t.name);
const dataOf = (response: { json: () => unknown }) =>
  (response.json() as { data: TrainingJson }).data;

describe("trainings", () => {
  it("are planned with dates, location, trainers and settings, and shown again", async () => {
    const created = await leader.post(
      "/trainings",
      trainingBody({
        instructorIds: [trainer.companyUserId],
        registrarId: trainer.companyUserId,
        settings: { inviteParticipants: true, daysBeforeInvite: 7, attendanceList: true },
        participants: { companyUserIds: [student.companyUserId], groupIds: [] },
      }),
    );
    expect(created.statusCode).toBe(201);
    const training = dataOf(created);
    expect(training).toMatchObject({
      name: "BHV herhaling",
      description: "<p>Oefenen met <strong>blussen</strong></p>",
      location: { postalCode: "3511 AB" },
      locationLine: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
      dates: [{ date: "2099-03-02", timeFrom: "09:00", timeTo: "12:30" }],
      instructors: [{ id: trainer.companyUserId, name: expect.stringContaining("Tineke") }],
      registrarId: trainer.companyUserId,
      registrar: { id: trainer.companyUserId, name: expect.stringContaining("Tineke") },
      registrarManagers: [],
      participants: [{ id: student.companyUserId, addedViaGroupId: null, addedViaGroupName: null }],
      settings: { inviteParticipants: true, daysBeforeInvite: 7, generateCertificates: false },
      attendancesCompleted: false,
      hasNotifiedParticipants: false,
    });
    const shown = await leader.get(`/trainings/${training.id}`);
    expect(dataOf(shown)).toEqual(training);
  });

  it("keep the id of a changed date, add new dates and drop the ones not sent", async () => {
    const training = dataOf(
      await leader.post(
        "/trainings",
        trainingBody({
          dates: [
            { date: "2099-05-01", timeFrom: "09:00", timeTo: "12:00" },
            { date: "2099-05-08", timeFrom: "09:00", timeTo: "12:00" },
          ],
        }),
      ),
    );
    const [first] = training.dates;
    const updated = await leader.patch(
      `/trainings/${training.id}`,
      trainingBody({
        name: "BHV basis",
        dates: [
          { id: first!.id, date: "2099-05-02", timeFrom: "13:00", timeTo: "17:00" },
          { date: "2099-05-15", timeFrom: "09:00", timeTo: "12:00" },
        ],
      }),
    );
    expect(updated.statusCode).toBe(200);
    const dates = dataOf(updated).dates;
    expect(dates.map((d) => [d.date, d.timeFrom])).toEqual([
      ["2099-05-02", "13:00"],
      ["2099-05-15", "09:00"],
    ]);
    expect(dates[0]!.id).toBe(first!.id);
  });

  it("take a group's current members as participants, and direct choices as well", async () => {
    const members = await Promise.all(
      ["Anna", "Bart"].map((firstName) =>
        buildUser(db, company, ["company-student"], { firstName }),
      ),
    );
    const group = (
      await leader.post("/groups", {
        name: "Magazijn",
        memberIds: members.map((m) => m.companyUserId),
      })
    ).json<{ data: { id: string } }>().data;
    const training = dataOf(await leader.post("/trainings", trainingBody()));
    const set = await leader.patch(`/trainings/${training.id}/participants`, {
      companyUserIds: [student.companyUserId, members[0]!.companyUserId],
      groupIds: [group.id],
    });
    expect(set.statusCode).toBe(200);
    const viaGroup = Object.fromEntries(
      dataOf(set).participants.map((p) => [p.id, p.addedViaGroupId]),
    );
    expect(viaGroup).toEqual({
      [student.companyUserId]: null,
      [members[0]!.companyUserId]: null,
      [members[1]!.companyUserId]: group.id,
    });
    expect(dataOf(set).participants.find((p) => p.id === members[1]!.companyUserId)).toMatchObject({
      addedViaGroupName: "Magazijn",
    });

    const listed = (await leader.get("/trainings")).json<{
      data: { id: string; participantCount: number }[];
    }>();
    expect(listed.data.find((t) => t.id === training.id)?.participantCount).toBe(3);

    // Joining the group later does not add someone to the training (the documented decision).
    const late = await buildUser(db, company, ["company-student"]);
    await leader.patch(`/groups/${group.id}`, {
      name: "Magazijn",
      memberIds: [...members.map((m) => m.companyUserId), late.companyUserId],
    });
    const after = dataOf(await leader.get(`/trainings/${training.id}`));
    expect(after.participants.map((p) => p.id)).not.toContain(late.companyUserId);

    // A participant who stays keeps their training user id; one left out is removed.
    const before = after.participants.find((p) => p.id === student.companyUserId)!;
    const again = dataOf(
      await leader.patch(`/trainings/${training.id}/participants`, {
        companyUserIds: [student.companyUserId],
      }),
    );
    expect(again.participants).toEqual([before]);
  });

  it("are listed upcoming by next date first, past ones after, searchable and by trainer", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    const giver = await buildUser(db, place, ["admin-trainer"]);
    const plan = (name: string, date: string, instructorIds: string[] = []) =>
      client.post(
        "/trainings",
        trainingBody({
          name,
          dates: [{ date, timeFrom: "09:00", timeTo: "10:00" }],
          instructorIds,
        }),
      );
    await plan("Heftruck", "2099-06-01");
    await plan("Verleden recent", "2001-06-01");
    await plan("Medicatie", "2098-01-01", [giver.companyUserId]);
    await plan("Verleden oud", "2000-01-01");
    const list = await client.get("/trainings?perPage=3");
    expect(list.statusCode).toBe(200);
    const page = list.json<{
      data: {
        name: string;
        nextDate: string | null;
        nextTimeFrom: string | null;
        nextTimeTo: string | null;
      }[];
      meta: { total: number; lastPage: number };
      links: { next: string | null };
    }>();
    expect(page.data.map((t) => [t.name, t.nextDate, t.nextTimeFrom, t.nextTimeTo])).toEqual([
      ["Medicatie", "2098-01-01", "09:00", "10:00"],
      ["Heftruck", "2099-06-01", "09:00", "10:00"],
      ["Verleden recent", null, null, null],
    ]);
    expect(page.meta).toMatchObject({ total: 4, lastPage: 2, from: 1, to: 3 });
    expect(page.links.next).toContain("page=2");

    const search = await client.get("/trainings?filter[queryString]=verleden");
    expect(namesOf(search)).toEqual(["Verleden recent", "Verleden oud"]);
    const byTrainer = await client.get(`/trainings?filter[instructorId]=${giver.companyUserId}`);
    expect(byTrainer.json().data).toMatchObject([
      { name: "Medicatie", instructors: [{ id: giver.companyUserId }] },
    ]);

    const existing = await client.get(
      "/existing-trainings?sort=name&fields=id,name&filter[queryString]=e",
    );
    expect(namesOf(existing)).toEqual(["Heftruck", "Medicatie", "Verleden oud", "Verleden recent"]);
  });
});

describe("a training's picture", () => {
  it("is shown from the company's library and cannot be deleted while the training shows it", async () => {
    const [image] = await db
      .insert(media)
      .values({
        companyId: company.id,
        type: "image",
        status: "ready",
        name: "zaal.png",
        fileKey: "zaal.png",
      })
      .returning();
    const training = await leader.post("/trainings", trainingBody({ imageMediaId: image!.id }));
    expect(training.json()).toMatchObject({
      data: { imageMediaId: image!.id, image: { id: image!.id, name: "zaal.png" } },
    });
    const refused = await leader.delete(`/media/${image!.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      "Dit bestand wordt nog gebruikt in een cursus, training of document. Haal het daar eerst weg.",
    );
  });
});

describe("training permissions and scope", () => {
  it("let educators in and keep students out", async () => {
    const training = dataOf(await leader.post("/trainings", trainingBody()));
    for (const role of ["admin-trainer", "sub-admin-group-leader", "sub-admin-trainer"] as const) {
      const { client } = await signedInMember(app, db, company, [role]);
      expect((await client.get("/trainings")).statusCode).toBe(200);
      expect((await client.post("/trainings", trainingBody())).statusCode).toBe(201);
    }
    for (const role of ["company-student", "training-student"] as const) {
      const { client } = await signedInMember(app, db, company, [role]);
      expect((await client.get("/trainings")).statusCode).toBe(403);
      expect((await client.get(`/trainings/${training.id}`)).statusCode).toBe(403);
      expect((await client.post("/trainings", trainingBody())).statusCode).toBe(403);
      expect((await client.patch(`/trainings/${training.id}/participants`, {})).statusCode).toBe(
        403,
      );
    }
  });

  it("show a trainer the trainings they give or planned, and nobody another company's", async () => {
    const { user: giver, client: trainerClient } = await signedInMember(app, db, company, [
      "admin-trainer",
    ]);
    const given = dataOf(
      await leader.post("/trainings", trainingBody({ instructorIds: [giver.companyUserId] })),
    );
    const notGiven = dataOf(await leader.post("/trainings", trainingBody()));
    const own = dataOf(await trainerClient.post("/trainings", trainingBody({ name: "Eigen" })));
    expect((await trainerClient.get(`/trainings/${given.id}`)).statusCode).toBe(200);
    expect((await trainerClient.get(`/trainings/${own.id}`)).statusCode).toBe(200);
    expect((await trainerClient.get(`/trainings/${notGiven.id}`)).statusCode).toBe(404);
    const ids = (await trainerClient.get("/trainings?perPage=100"))
      .json<Named>()
      .data.map((t) => t.id);
    expect(ids.sort()).toEqual([given.id, own.id].sort());

    const other = await buildCompany(db);
    const { client: stranger } = await signedInMember(app, db, other, ["admin-group-leader"]);
    expect((await stranger.get(`/trainings/${given.id}`)).statusCode).toBe(404);
    expect((await stranger.patch(`/trainings/${given.id}`, trainingBody())).statusCode).toBe(404);
    const participants = await stranger.patch(`/trainings/${given.id}/participants`, {});
    expect(participants.statusCode).toBe(404);
    expect((await stranger.get("/trainings")).json().meta.total).toBe(0);
  });

  it("refuse a trainer's change that takes them off a training they would then no longer see", async () => {
    const { user: giver, client: trainerClient } = await signedInMember(app, db, company, [
      "admin-trainer",
    ]);
    const given = dataOf(
      await leader.post("/trainings", trainingBody({ instructorIds: [giver.companyUserId] })),
    );
    const leaving = await trainerClient.patch(
      `/trainings/${given.id}`,
      trainingBody({ name: "Zonder mij", instructorIds: [trainer.companyUserId] }),
    );
    expect(leaving.statusCode).toBe(422);
    expect(leaving.json().errors).toEqual({ instructor_ids: [LEAVES_OWN_TRAINING] });
    const kept = dataOf(await trainerClient.get(`/trainings/${given.id}`));
    expect(kept.instructors.map((person) => person.id)).toEqual([giver.companyUserId]);

    // Handing over while staying the registrar keeps it in sight, so that is saved.
    const handedOver = await trainerClient.patch(
      `/trainings/${given.id}`,
      trainingBody({ instructorIds: [trainer.companyUserId], registrarId: giver.companyUserId }),
    );
    expect(handedOver.statusCode).toBe(200);
  });

  it("refuse another company's people, groups and pictures, and non-educators as trainers", async () => {
    const other = await buildCompany(db);
    const stranger = await buildUser(db, other, ["admin-trainer"]);
    const { client: otherLeader } = await signedInMember(app, db, other, ["admin-group-leader"]);
    const foreignGroup = (await otherLeader.post("/groups", { name: "Elders" })).json().data;
    const [foreignImage] = await db
      .insert(media)
      .values({
        companyId: other.id,
        type: "image",
        status: "ready",
        name: "x.png",
        fileKey: "x.png",
      })
      .returning();

    const trainers = await leader.post(
      "/trainings",
      trainingBody({
        instructorIds: [stranger.companyUserId],
        registrarId: student.companyUserId,
        registrarManagerIds: [trainer.companyUserId],
      }),
    );
    expect(trainers.statusCode).toBe(422);
    expect(trainers.json().errors).toEqual({
      instructor_ids: ["Kies alleen trainers uit de docenten van deze omgeving."],
      registrar_id: ["Kies alleen trainers uit de docenten van deze omgeving."],
    });
    const image = await leader.post("/trainings", trainingBody({ imageMediaId: foreignImage!.id }));
    expect(image.json().errors).toEqual({
      image_media_id: ["Kies een afbeelding uit de mediabibliotheek."],
    });

    const training = dataOf(await leader.post("/trainings", trainingBody()));
    const people = await leader.patch(`/trainings/${training.id}/participants`, {
      companyUserIds: [stranger.companyUserId],
    });
    expect(people.json().errors).toEqual({
      company_user_ids: ["Een of meer gekozen personen horen niet (meer) bij deze omgeving."],
    });
    const groups = await leader.patch(`/trainings/${training.id}/participants`, {
      groupIds: [foreignGroup.id],
    });
    expect(groups.json().errors).toEqual({
      group_ids: ["Een of meer gekozen groepen horen niet (meer) bij deze omgeving."],
    });
    const otherTraining = dataOf(await otherLeader.post("/trainings", trainingBody()));
    const dates = await leader.patch(
      `/trainings/${training.id}`,
      trainingBody({
        dates: [
          {
            id: otherTraining.dates[0]!.id,
            date: "2099-01-01",
            timeFrom: "09:00",
            timeTo: "10:00",
          },
        ],
      }),
    );
    expect(dates.json().errors).toEqual({
      dates: ["Een of meer datums horen niet (meer) bij deze training."],
    });
  });
});

describe("training rules", () => {
  const errorsOf = async (body: object) => {
    const response = await leader.post("/trainings", body);
    expect(response.statusCode).toBe(422);
    return response.json<{ errors: Record<string, string[]> }>().errors;
  };

  it("need at least one date", async () => {
    expect(await errorsOf(trainingBody({ dates: [] }))).toEqual({
      dates: ["Voeg minimaal één datum toe."],
    });
    const withoutDates: Partial<ReturnType<typeof trainingBody>> = trainingBody();
    delete withoutDates.dates;
    expect(await errorsOf(withoutDates)).toEqual({ dates: ["Voeg minimaal één datum toe."] });
  });

  it("need a time to after the time from, real times and yyyy-MM-dd dates", async () => {
    expect(
      await errorsOf(
        trainingBody({ dates: [{ date: "2099-01-01", timeFrom: "12:00", timeTo: "09:00" }] }),
      ),
    ).toEqual({ "dates.0.time_to": ["De eindtijd moet na de begintijd liggen."] });
    expect(
      await errorsOf(
        trainingBody({ dates: [{ date: "01-02-2099", timeFrom: "25:00", timeTo: "9:00" }] }),
      ),
    ).toEqual({
      "dates.0.date": ["Vul een geldige datum in (jjjj-mm-dd)."],
      "dates.0.time_from": ["Vul een geldige tijd in (uu:mm)."],
      "dates.0.time_to": ["Vul een geldige tijd in (uu:mm)."],
    });
  });

  it("need a Dutch or Belgian address and a name", async () => {
    const body = trainingBody();
    expect(
      await errorsOf({
        ...body,
        name: " ",
        location: { ...body.location, postalCode: "75001", street: "" },
      }),
    ).toEqual({
      name: ["Vul een naam voor de training in."],
      "location.street": ["Vul een straat in."],
      "location.postal_code": ["Vul een Nederlandse (1234 AB) of Belgische (1234) postcode in."],
    });
    const withoutLocation: Partial<typeof body> = trainingBody();
    delete withoutLocation.location;
    expect(await errorsOf(withoutLocation)).toEqual({ location: ["Vul een adres in."] });
  });

  it("bound the number of dates, participants per request and the lengths of text", async () => {
    const date = { date: "2099-01-01", timeFrom: "09:00", timeTo: "10:00" };
    expect(await errorsOf(trainingBody({ dates: Array.from({ length: 51 }, () => date) }))).toEqual(
      {
        dates: ["Een training heeft maximaal 50 datums."],
      },
    );
    expect(await errorsOf(trainingBody({ name: "x".repeat(256) }))).toEqual({
      name: ["Dit veld mag maximaal 255 tekens bevatten."],
    });
    const training = dataOf(await leader.post("/trainings", trainingBody()));
    const many = Array.from({ length: 5001 }, () => student.companyUserId);
    const response = await leader.patch(`/trainings/${training.id}/participants`, {
      companyUserIds: many,
    });
    expect(response.json().errors).toEqual({ company_user_ids: ["Kies er maximaal 5000."] });
  });

  it("need a certificate reminder before the expiry date", async () => {
    expect(
      await errorsOf(
        trainingBody({
          settings: { certificateExpiryDate: "2100-01-01", certificateReminderDate: "2100-02-01" },
        }),
      ),
    ).toEqual({
      "settings.certificate_reminder_date": [
        "De herinneringsdatum moet voor de verloopdatum liggen.",
      ],
    });
  });
});
