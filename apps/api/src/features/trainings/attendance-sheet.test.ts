import { PDFDocument } from "pdf-lib";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { pageTexts } from "../../test/pdf-texts";
import { trainingBody } from "../../test/training-fixtures";
import { companyUsers, users } from "../users/users.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const giver = await buildUser(db, company, ["admin-trainer"], {
  firstName: "Tineke",
  lastName: "de Trainer",
});

/** 150 learners in one go (factories sign each up one by one). */
async function manyLearners(count: number) {
  const made = await db
    .insert(users)
    .values(
      Array.from({ length: count }, (_, index) => ({
        firstName: index === 0 ? "Łukasz Şükrü 李" : `Deelnemer`,
        lastName: `Nummer ${String(index + 1).padStart(3, "0")}`,
        email: `sheet-${index}-${company.id}@test.example`,
      })),
    )
    .returning({ id: users.id });
  const memberships = await db
    .insert(companyUsers)
    .values(
      made.map((user) => ({
        companyId: company.id,
        userId: user.id,
        roles: ["company-student" as const],
      })),
    )
    .returning({ id: companyUsers.id });
  return memberships.map((membership) => membership.id);
}

describe("the attendance sheet (presentielijst)", () => {
  it("is a PDF with the training, date, times, place and trainer, and a row per participant over pages", async () => {
    const participants = await manyLearners(150);
    const created = await leader.post(
      "/trainings",
      trainingBody({
        name: "Heftruck certificering",
        dates: [{ date: "2099-03-02", timeFrom: "09:00", timeTo: "12:30" }],
        instructorIds: [giver.companyUserId],
        participants: { companyUserIds: participants, groupIds: [] },
      }),
    );
    const training = created.json<{ data: { id: string; dates: { id: string }[] } }>().data;
    const response = await leader.get(
      `/trainings/${training.id}/attendance/${training.dates[0]!.id}/sheet`,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers["content-type"]).toBe("application/pdf");
    expect(response.headers["content-disposition"]).toContain(
      'filename="presentielijst-heftruck-certificering-2099-03-02.pdf"',
    );
    const pdf = response.rawPayload;
    expect(pdf.subarray(0, 5).toString()).toBe("%PDF-");

    // 21 rows fit under the heading of page 1, 26 on each next page: 150 rows take 7 pages.
    const parsed = await PDFDocument.load(pdf);
    expect(parsed.getPageCount()).toBe(7);
    expect(parsed.getTitle()).toBe("Presentielijst Heftruck certificering");

    const pages = await pageTexts(pdf);
    expect(pages).toHaveLength(7);
    const first = pages[0]!;
    for (const text of [
      company.name,
      "Presentielijst",
      "Heftruck certificering",
      "maandag 2 maart 2099",
      "09:00 – 12:30",
      "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
      "Tineke de Trainer",
      "Naam",
      "Handtekening",
      "Pagina 1 van 7",
    ])
      expect(first).toContain(text);
    // Names are written as spelled; a script the font lacks becomes "?" instead of breaking it.
    expect(first).toContain("Łukasz Şükrü ? Nummer 001");
    const all = pages.join("\n");
    for (let number = 2; number <= 150; number++)
      expect(all).toContain(`Deelnemer Nummer ${String(number).padStart(3, "0")}`);
    expect(pages[6]).toContain("Pagina 7 van 7");
    expect(pages[6]).toContain("Handtekening");
  });

  it("says so when there are no participants yet", async () => {
    const created = await leader.post("/trainings", trainingBody());
    const training = created.json<{ data: { id: string; dates: { id: string }[] } }>().data;
    const response = await leader.get(
      `/trainings/${training.id}/attendance/${training.dates[0]!.id}/sheet`,
    );
    const pages = await pageTexts(response.rawPayload);
    expect(pages).toHaveLength(1);
    expect(pages[0]).toContain("Deze training heeft nog geen deelnemers.");
  });
});
