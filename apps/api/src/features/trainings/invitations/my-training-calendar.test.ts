import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../../test/build-test-app";
import { buildCompany } from "../../../test/factories";
import { signedInMember } from "../../../test/http";
import { trainingBody } from "../../../test/training-fixtures";
import { dateUid } from "./training-calendar";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const { client: learner, user } = await signedInMember(app, db, company, ["company-student"], {
  firstName: "Sanne",
});
const { client: other } = await signedInMember(app, db, company, ["company-student"]);

const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");

describe("GET /my-trainings/{id}/calendar", () => {
  it("gives the participant their training's dates as a calendar file, in Amsterdam time", async () => {
    const planned = await leader.post(
      "/trainings",
      trainingBody({
        name: "Heftruck / praktijk",
        dates: [
          { date: "2027-03-27", timeFrom: "09:00", timeTo: "12:30" },
          { date: "2027-03-29", timeFrom: "09:00", timeTo: "16:00" },
        ],
        participants: { companyUserIds: [user.companyUserId], groupIds: [] },
      }),
    );
    const training = planned.json<{ data: { id: string; dates: { id: string }[] } }>().data;

    const file = await learner.get(`/my-trainings/${training.id}/calendar`);
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toContain("text/calendar");
    expect(String(file.headers["content-disposition"])).toContain("Heftruck%20praktijk.ics");
    expect(file.body).toContain("METHOD:PUBLISH");
    const [first, second] = events(file.body);
    expect(first?.start.toISOString()).toBe("2027-03-27T08:00:00.000Z");
    expect(second?.start.toISOString()).toBe("2027-03-29T07:00:00.000Z");
    // The same entries as the invitation's, so adding both leaves one per date.
    const host = new URL(`http://${company.host}`).hostname;
    expect(first?.uid).toBe(dateUid(training.dates[0]!.id, host));
    expect(first?.location).toContain("3511 AB Utrecht");

    expect((await other.get(`/my-trainings/${training.id}/calendar`)).statusCode).toBe(404);
    expect((await leader.get(`/my-trainings/${training.id}/calendar`)).statusCode).toBe(403);
  });
});
