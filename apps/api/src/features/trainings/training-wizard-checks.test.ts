import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { trainingBody } from "../../test/training-fixtures";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const student = await buildUser(db, company, ["company-student"]);

/** The wizard's step check: Precognition with the step's fields named. */
const precheck = (method: "POST" | "PATCH", url: string, fields: string, payload: object) =>
  app.inject({
    method,
    url: `/api/v1${url}`,
    headers: {
      host: company.host,
      authorization: `Bearer ${leader.token}`,
      precognition: "true",
      "precognition-validate-only": fields,
    },
    payload,
  });

describe("the wizard's checks", () => {
  it("answer a step's nested fields (the address, each date) and leave later steps alone", async () => {
    const response = await precheck(
      "POST",
      "/trainings",
      "name,description,location,imageMediaId,capacity,dates",
      trainingBody({
        location: { street: "Oudegracht", number: "12", postalCode: "75001", city: "Utrecht" },
        dates: [{ date: "2099-03-02", timeFrom: "12:00", timeTo: "09:00" }],
        // Not this step's: a later step would say so.
        settings: { daysBeforeInvite: -1 },
      }),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      "location.postal_code": ["Vul een Nederlandse (1234 AB) of Belgische (1234) postcode in."],
      "dates.0.time_to": ["De eindtijd moet na de begintijd liggen."],
    });
  });

  it("pass a valid step without saving anything", async () => {
    const response = await precheck("POST", "/trainings", "name,location,dates", trainingBody());
    expect(response.statusCode).toBe(204);
    const list = (await leader.get("/trainings")).json<{ data: unknown[] }>();
    expect(list.data).toEqual([]);
  });

  it("save a changed training and its participants in one call", async () => {
    const training = (await leader.post("/trainings", trainingBody())).json<{
      data: { id: string };
    }>().data;
    const saved = await leader.patch(
      `/trainings/${training.id}`,
      trainingBody({
        name: "BHV basis",
        participants: { companyUserIds: [student.companyUserId], groupIds: [] },
      }),
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data).toMatchObject({
      name: "BHV basis",
      participants: [{ id: student.companyUserId }],
    });
    // Without participants in the body, the participants stay as they are.
    const again = await leader.patch(`/trainings/${training.id}`, trainingBody({ name: "BHV" }));
    expect(again.json().data.participants).toHaveLength(1);
  });
});
