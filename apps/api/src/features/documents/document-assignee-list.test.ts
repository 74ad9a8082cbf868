import { asc, count, eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { uploadPdf } from "../../test/documents";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { companyUsers, users } from "../users/users.table";
import { nearerEnd } from "./documents.repository";
import { documentAssignments, documents } from "./documents.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);
const pdfId = await uploadPdf(app, { host: company.host, client: leader.client }, "huisregels");

// Equal names on purpose: the order's last key (the user's id) must part them the same way
// whichever end a page is read from.
const names = [
  ["Anna", "Jansen"],
  ["Anna", "Jansen"],
  ["Bram", "Jansen"],
  ["Cor", "Aalders"],
  ["Anna", "Jansen"],
  ["Dirk", "Visser"],
  ["Eva", "Bakker"],
] as const;
const people: Awaited<ReturnType<typeof buildUser>>[] = [];
for (const [firstName, lastName] of names)
  people.push(await buildUser(db, company, ["company-student"], { firstName, lastName }));

async function createDocument() {
  const response = await leader.client.post("/lms/documents", {
    title: "Huisregels",
    description: "",
    mediaId: pdfId,
    mustSign: true,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string } }>().data.id;
}

async function assign(documentId: string, companyUserIds: string[]) {
  const response = await leader.client.post(`/lms/documents/${documentId}/assignees`, {
    companyUserIds,
  });
  expect(response.statusCode, response.body).toBe(200);
}

type Page = {
  data: { assignmentId: string; companyUserId: string; remindedAt: string | null }[];
  meta: { total: number };
};
async function page(documentId: string, query: string) {
  const response = await leader.client.get(`/lms/documents/${documentId}/assignees?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Page>();
}

/** The plain rule the kept count stands in for. */
async function countedAndKept(documentId: string) {
  const [counted] = await db
    .select({ value: count() })
    .from(documentAssignments)
    .where(eq(documentAssignments.documentId, documentId));
  const [kept] = await db
    .select({ value: documents.assigneeCount })
    .from(documents)
    .where(eq(documents.id, documentId));
  return { counted: counted!.value, kept: kept!.value };
}

describe("a document's list of assignees", () => {
  it("reads pages past the middle from the other end, in the same order as the plain query", async () => {
    const documentId = await createDocument();
    await assign(
      documentId,
      people.map((person) => person.companyUserId),
    );
    const ordered = await db
      .select({ companyUserId: documentAssignments.companyUserId })
      .from(documentAssignments)
      .innerJoin(companyUsers, eq(companyUsers.id, documentAssignments.companyUserId))
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(documentAssignments.documentId, documentId))
      .orderBy(asc(users.lastName), asc(users.firstName), asc(users.id));
    const expected = ordered.map((row) => row.companyUserId);

    for (const perPage of [1, 2, 3, 5, 7, 10]) {
      const read: string[] = [];
      for (let number = 1; number <= Math.ceil(names.length / perPage) + 1; number += 1) {
        const { data, meta } = await page(documentId, `page=${number}&perPage=${perPage}`);
        expect(meta.total).toBe(names.length);
        read.push(...data.map((row) => row.companyUserId));
      }
      expect(read, `perPage ${perPage}`).toEqual(expected);
    }
  });

  it("picks the nearer end without losing or repeating a row", () => {
    expect(nearerEnd(10, 0, 3)).toEqual({ reversed: false, offset: 0, limit: 3 });
    expect(nearerEnd(10, 6, 3)).toEqual({ reversed: true, offset: 1, limit: 3 });
    expect(nearerEnd(10, 9, 3)).toEqual({ reversed: true, offset: 0, limit: 1 });
    expect(nearerEnd(10, 12, 3)).toEqual({ reversed: false, offset: 12, limit: 3 });
    expect(nearerEnd(0, 0, 3)).toEqual({ reversed: false, offset: 0, limit: 3 });
  });

  it("keeps the document's count equal to its assignment rows through assigning, withdrawing and removing people", async () => {
    const documentId = await createDocument();
    expect(await countedAndKept(documentId)).toEqual({ counted: 0, kept: 0 });

    await assign(
      documentId,
      people.slice(0, 4).map((person) => person.companyUserId),
    );
    expect(await countedAndKept(documentId)).toEqual({ counted: 4, kept: 4 });

    // Assigning again, with one new person, adds only the new one.
    await assign(
      documentId,
      people.slice(0, 5).map((person) => person.companyUserId),
    );
    expect(await countedAndKept(documentId)).toEqual({ counted: 5, kept: 5 });

    // A withdrawn assignment stays in the list (as unassigned), and comes back without a double.
    const first = (await page(documentId, "perPage=1")).data[0]!;
    const withdrawn = await leader.client.delete(
      `/lms/documents/${documentId}/assignees/${first.assignmentId}`,
    );
    expect(withdrawn.statusCode, withdrawn.body).toBe(204);
    expect(await countedAndKept(documentId)).toEqual({ counted: 5, kept: 5 });
    await assign(documentId, [first.companyUserId]);
    expect(await countedAndKept(documentId)).toEqual({ counted: 5, kept: 5 });

    // Removing someone from the company deletes their assignment by cascade.
    const leaving = await buildUser(db, company, ["company-student"]);
    await assign(documentId, [leaving.companyUserId]);
    expect(await countedAndKept(documentId)).toEqual({ counted: 6, kept: 6 });
    const removed = await leader.client.delete(`/users/${leaving.companyUserId}`);
    expect(removed.statusCode, removed.body).toBe(204);
    expect(await countedAndKept(documentId)).toEqual({ counted: 5, kept: 5 });
    expect((await page(documentId, "")).meta.total).toBe(5);
  });

  it("shows when each person was last reminded", async () => {
    const documentId = await createDocument();
    await assign(documentId, [people[6]!.companyUserId]);
    const [row] = (await page(documentId, "")).data;
    expect(row!.remindedAt).toBeNull();
    const reminded = await leader.client.post(
      `/lms/documents/${documentId}/assignees/${row!.assignmentId}/reminder`,
    );
    expect(reminded.statusCode, reminded.body).toBe(200);
    const [after] = (await page(documentId, "")).data;
    expect(after!.remindedAt).toBe(
      reminded.json<{ data: { remindedAt: string } }>().data.remindedAt,
    );
  });
});
