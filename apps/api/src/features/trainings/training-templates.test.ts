import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { media } from "../media/media.table";
import { companyUsers } from "../users/users.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const trainer = await buildUser(db, company, ["admin-trainer"], { firstName: "Tineke" });
const manager = await buildUser(db, company, ["sub-admin-trainer"], { firstName: "Mo" });

const location = {
  establishmentName: "Zaal De Linde",
  street: "Oudegracht",
  number: "12",
  postalCode: "3511ab",
  city: "Utrecht",
};

type TemplateJson = {
  id: string;
  name: string;
  content: {
    description: string;
    location: { postalCode: string } | null;
    imageMediaId: string | null;
    instructorIds: string[];
    registrarId: string | null;
    registrarManagerIds: string[];
    slots: { timeFrom: string; timeTo: string }[];
    settings: Record<string, unknown>;
  };
  image: { id: string } | null;
};
const dataOf = (response: { json: () => unknown }) =>
  (response.json() as { data: TemplateJson }).data;

async function insertImage(companyId: string, name = "zaal.png") {
  const [image] = await db
    .insert(media)
    .values({ companyId, type: "image", status: "ready", name, fileKey: name })
    .returning();
  return image!;
}

describe("training templates", () => {
  it("keep a training's set-up without days, and give it back", async () => {
    const image = await insertImage(company.id);
    const created = await leader.post("/training-templates", {
      name: "  BHV herhaling  ",
      content: {
        description: "<p>Oefenen met <b>blussen</b></p><script>alert(1)</script>",
        location,
        imageMediaId: image.id,
        capacity: 12,
        instructorIds: [trainer.companyUserId],
        registrarId: trainer.companyUserId,
        registrarManagerIds: [manager.companyUserId],
        settings: { inviteParticipants: true, daysBeforeInvite: 7 },
        slots: [
          { timeFrom: "09:00", timeTo: "12:30" },
          { timeFrom: "13:00", timeTo: "16:00" },
        ],
      },
    });
    expect(created.statusCode).toBe(201);
    const template = dataOf(created);
    expect(template).toMatchObject({
      name: "BHV herhaling",
      content: {
        description: "<p>Oefenen met <strong>blussen</strong></p>",
        location: { postalCode: "3511 AB", numberSuffix: null },
        imageMediaId: image.id,
        capacity: 12,
        instructorIds: [trainer.companyUserId],
        registrarId: trainer.companyUserId,
        registrarManagerIds: [manager.companyUserId],
        settings: {
          inviteParticipants: true,
          daysBeforeInvite: 7,
          attendanceList: true,
          generateCertificates: false,
        },
        slots: [
          { timeFrom: "09:00", timeTo: "12:30" },
          { timeFrom: "13:00", timeTo: "16:00" },
        ],
      },
      image: { id: image.id },
    });
    expect(dataOf(await leader.get(`/training-templates/${template.id}`))).toEqual(template);
  });

  it("are listed by name, case-insensitively, and deleted", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    for (const name of ["heftruck", "BHV", "Medicatie"])
      expect((await client.post("/training-templates", { name, content: {} })).statusCode).toBe(
        201,
      );
    const list = (await client.get("/training-templates")).json<{
      data: { id: string; name: string }[];
    }>().data;
    expect(list.map((t) => t.name)).toEqual(["BHV", "heftruck", "Medicatie"]);
    expect((await client.delete(`/training-templates/${list[0]!.id}`)).statusCode).toBe(204);
    expect((await client.get(`/training-templates/${list[0]!.id}`)).statusCode).toBe(404);
    expect((await client.delete(`/training-templates/${list[0]!.id}`)).statusCode).toBe(404);
    const after = (await client.get("/training-templates")).json<{ data: { name: string }[] }>();
    expect(after.data.map((t) => t.name)).toEqual(["heftruck", "Medicatie"]);
  });

  it("load without a picture or people that are gone since", async () => {
    const image = await insertImage(company.id, "weg.png");
    const leaving = await buildUser(db, company, ["admin-trainer"]);
    const template = dataOf(
      await leader.post("/training-templates", {
        name: "Heftruck",
        content: {
          imageMediaId: image.id,
          instructorIds: [leaving.companyUserId, trainer.companyUserId],
          registrarId: leaving.companyUserId,
        },
      }),
    );
    await db.delete(media).where(eq(media.id, image.id));
    await db
      .update(companyUsers)
      .set({ roles: ["company-student"] })
      .where(eq(companyUsers.id, leaving.companyUserId));
    const loaded = dataOf(await leader.get(`/training-templates/${template.id}`));
    expect(loaded.content).toMatchObject({
      imageMediaId: null,
      instructorIds: [trainer.companyUserId],
      registrarId: null,
    });
    expect(loaded.image).toBeNull();
  });

  it("refuse bad times, no name, a foreign picture and people who are not educators here", async () => {
    const other = await buildCompany(db);
    const foreignImage = await insertImage(other.id, "elders.png");
    const student = await buildUser(db, company, ["company-student"]);
    const noName = await leader.post("/training-templates", { name: " ", content: {} });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors).toEqual({ name: ["Vul een naam voor het sjabloon in."] });
    const times = await leader.post("/training-templates", {
      name: "Tijden",
      content: { slots: [{ timeFrom: "12:00", timeTo: "09:00" }], location: { street: "" } },
    });
    expect(times.statusCode).toBe(422);
    expect(times.json().errors).toMatchObject({
      "content.slots.0.time_to": ["De eindtijd moet na de begintijd liggen."],
      "content.location.street": ["Vul een straat in."],
    });
    const foreign = await leader.post("/training-templates", {
      name: "Elders",
      content: { imageMediaId: foreignImage.id, instructorIds: [student.companyUserId] },
    });
    expect(foreign.statusCode).toBe(422);
    const people = await leader.post("/training-templates", {
      name: "Elders",
      content: { instructorIds: [student.companyUserId] },
    });
    expect(people.json().errors).toEqual({
      "content.instructor_ids": ["Kies alleen trainers uit de docenten van deze omgeving."],
    });
  });

  it("are the company's own: another company's template is a 404", async () => {
    const template = dataOf(
      await leader.post("/training-templates", { name: "Eigen", content: {} }),
    );
    const other = await buildCompany(db);
    const { client: stranger } = await signedInMember(app, db, other, ["admin-group-leader"]);
    expect((await stranger.get(`/training-templates/${template.id}`)).statusCode).toBe(404);
    expect((await stranger.delete(`/training-templates/${template.id}`)).statusCode).toBe(404);
    const listed = (await stranger.get("/training-templates")).json<{ data: unknown[] }>();
    expect(listed.data).toEqual([]);
    expect((await leader.get(`/training-templates/${template.id}`)).statusCode).toBe(200);
  });

  it("are for educators: trainers use them, students do not see them", async () => {
    const template = dataOf(await leader.post("/training-templates", { name: "Rol", content: {} }));
    for (const role of ["admin-trainer", "sub-admin-group-leader", "sub-admin-trainer"] as const) {
      const { client } = await signedInMember(app, db, company, [role]);
      expect((await client.get("/training-templates")).statusCode).toBe(200);
      expect((await client.get(`/training-templates/${template.id}`)).statusCode).toBe(200);
      expect(
        (await client.post("/training-templates", { name: role, content: {} })).statusCode,
      ).toBe(201);
    }
    for (const role of ["company-student", "training-student"] as const) {
      const { client } = await signedInMember(app, db, company, [role]);
      expect((await client.get("/training-templates")).statusCode).toBe(403);
      expect((await client.get(`/training-templates/${template.id}`)).statusCode).toBe(403);
      expect(
        (await client.post("/training-templates", { name: "x", content: {} })).statusCode,
      ).toBe(403);
      expect((await client.delete(`/training-templates/${template.id}`)).statusCode).toBe(403);
    }
  });
});
