import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { blankSignature, drawnSignature, uploadImage, uploadPdf } from "../../test/documents";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { groupMembers, groups } from "../groups/groups.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);
const { client: trainer } = await signedInMember(app, db, company, ["admin-trainer"]);
const learner = await signedInMember(app, db, company, ["company-student"], {
  firstName: "Anna",
  lastName: "Aalders",
});
const colleague = await signedInMember(app, db, company, ["company-student"], {
  firstName: "Bram",
  lastName: "Bakker",
});
const other = await buildCompany(db);
const foreignLeader = await signedInMember(app, db, other, ["admin-group-leader"]);
const stranger = await buildUser(db, other, ["company-student"]);

const leaderCaller = { host: company.host, client: leader.client };
const pdfId = await uploadPdf(app, leaderCaller, "gedragscode");

type DocumentJson = {
  id: string;
  title: string;
  mediaId: string;
  media: { id: string; url: string | null } | null;
  pdfSha256: string;
  mustSign: boolean;
  expiresOn: string | null;
  validityMonths: number | null;
  counts: { assigned: number; viewed: number; signed: number; expired: number };
};

async function create(body: Record<string, unknown> = {}) {
  const response = await leader.client.post("/lms/documents", {
    title: "Gedragscode",
    description: "Lees en onderteken de gedragscode.",
    mediaId: pdfId,
    mustSign: true,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: DocumentJson }>().data;
}

async function assignees(documentId: string, query = "") {
  const response = await leader.client.get(`/lms/documents/${documentId}/assignees${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    data: { assignmentId: string; companyUserId: string; name: string; status: string }[];
    meta: { total: number };
  }>();
}

describe("documents for educators", () => {
  it("creates a document from a PDF of the library, with its hash", async () => {
    const document = await create({ validityMonths: 12 });
    expect(document).toMatchObject({
      title: "Gedragscode",
      mustSign: true,
      validityMonths: 12,
      expiresOn: null,
      media: { id: pdfId },
      counts: { assigned: 0, viewed: 0, signed: 0, expired: 0 },
    });
    expect(document.pdfSha256).toMatch(/^[0-9a-f]{64}$/);
    expect(document.media?.url).toBeTruthy();

    const list = await leader.client.get("/lms/documents");
    expect(list.statusCode).toBe(200);
    expect(list.json().data[0].id).toBe(document.id);
  });

  it("refuses an image, a foreign PDF, and an expiry date together with a validity period", async () => {
    const foreignPdf = await uploadPdf(
      app,
      { host: other.host, client: foreignLeader.client },
      "x",
    );
    const image = await uploadImage(app, leaderCaller, "foto");
    for (const mediaId of [image, foreignPdf, crypto.randomUUID()]) {
      const response = await leader.client.post("/lms/documents", { title: "X", mediaId });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.media_id).toEqual([
        "Kies een PDF-document uit de mediabibliotheek.",
      ]);
    }
    const both = await leader.client.post("/lms/documents", {
      title: "X",
      mediaId: pdfId,
      expiresOn: "2030-01-01",
      validityMonths: 6,
    });
    expect(both.statusCode).toBe(422);
    expect(both.json().errors.validity_months).toBeDefined();
  });

  it("refuses a new document that has already expired, but lets a saved one be ended by moving its date back", async () => {
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    const expired = await leader.client.post("/lms/documents", {
      title: "X",
      mediaId: pdfId,
      expiresOn: yesterday,
    });
    expect(expired.statusCode).toBe(422);
    expect(expired.json().errors.expires_on).toEqual([
      "Kies een vervaldatum vanaf vandaag; een verlopen document vraagt niemand iets.",
    ]);
    const document = await create();
    const ended = await leader.client.patch(`/lms/documents/${document.id}`, {
      title: document.title,
      mediaId: pdfId,
      mustSign: true,
      expiresOn: yesterday,
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json<{ data: DocumentJson }>().data.expiresOn).toBe(yesterday);
  });

  it("is for people managers only, and a foreign document is a 404", async () => {
    const document = await create();
    expect((await trainer.get("/lms/documents")).statusCode).toBe(403);
    expect((await learner.client.get("/lms/documents")).statusCode).toBe(403);
    expect(
      (await learner.client.post("/lms/documents", { title: "X", mediaId: pdfId })).statusCode,
    ).toBe(403);
    const foreign = foreignLeader.client;
    expect((await foreign.get(`/lms/documents/${document.id}`)).statusCode).toBe(404);
    expect(
      (await foreign.patch(`/lms/documents/${document.id}`, { title: "Y", mediaId: pdfId }))
        .statusCode,
    ).toBe(404);
    expect((await foreign.delete(`/lms/documents/${document.id}`)).statusCode).toBe(404);
    expect((await foreign.get(`/lms/documents/${document.id}/assignees`)).statusCode).toBe(404);
    expect(
      (
        await foreign.post(`/lms/documents/${document.id}/assignees`, {
          companyUserIds: [stranger.companyUserId],
        })
      ).statusCode,
    ).toBe(404);
  });

  it("assigns people and a group's members of that moment; later joiners are not assigned", async () => {
    const document = await create();
    const [group] = await db
      .insert(groups)
      .values({ companyId: company.id, name: "Ploeg A" })
      .returning();
    await db
      .insert(groupMembers)
      .values({ groupId: group!.id, companyUserId: colleague.user.companyUserId });
    const assigned = await leader.client.post(`/lms/documents/${document.id}/assignees`, {
      companyUserIds: [learner.user.companyUserId],
      groupIds: [group!.id],
    });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().data.assigned).toBe(2);

    const late = await buildUser(db, company, ["company-student"]);
    await db.insert(groupMembers).values({ groupId: group!.id, companyUserId: late.companyUserId });
    const list = await assignees(document.id);
    expect(list.meta.total).toBe(2);
    expect(list.data.map((row) => [row.name, row.status])).toEqual([
      ["Anna Aalders", "assigned"],
      ["Bram Bakker", "assigned"],
    ]);

    // Assigning again changes nothing for those already assigned.
    const again = await leader.client.post(`/lms/documents/${document.id}/assignees`, {
      companyUserIds: [learner.user.companyUserId],
    });
    expect(again.json().data.assigned).toBe(0);

    const foreignPerson = await leader.client.post(`/lms/documents/${document.id}/assignees`, {
      companyUserIds: [stranger.companyUserId],
    });
    expect(foreignPerson.statusCode).toBe(422);
    const foreignGroup = await leader.client.post(`/lms/documents/${document.id}/assignees`, {
      groupIds: [crypto.randomUUID()],
    });
    expect(foreignGroup.statusCode).toBe(422);
    const nobody = await leader.client.post(`/lms/documents/${document.id}/assignees`, {});
    expect(nobody.statusCode).toBe(422);
  });

  it("shows each assignee's status as they read and sign, with counts and a status filter", async () => {
    const document = await create();
    await leader.client.post(`/lms/documents/${document.id}/assignees`, {
      companyUserIds: [learner.user.companyUserId, colleague.user.companyUserId],
    });
    expect((await learner.client.get(`/documents/${document.id}`)).statusCode).toBe(200);
    expect(
      (await assignees(document.id, "?filter[status]=viewed")).data.map((row) => row.name),
    ).toEqual(["Anna Aalders"]);
    const signed = await colleague.client.post(`/documents/${document.id}/sign`, {
      consent: true,
      signature: await drawnSignature(),
    });
    expect(signed.statusCode, signed.body).toBe(200);
    const list = await assignees(document.id);
    expect(list.data.map((row) => row.status)).toEqual(["viewed", "signed"]);
    const detail = await leader.client.get(`/lms/documents/${document.id}`);
    expect(detail.json().data.counts).toEqual({ assigned: 0, viewed: 1, signed: 1, expired: 0 });

    // Once signed, the PDF is fixed: a signature names its hash.
    const otherPdf = await uploadPdf(app, leaderCaller, "nieuwe-versie");
    const changed = await leader.client.patch(`/lms/documents/${document.id}`, {
      title: "Gedragscode 2",
      mediaId: otherPdf,
      mustSign: true,
    });
    expect(changed.statusCode).toBe(422);
    expect(changed.json().errors.media_id).toBeDefined();
    const renamed = await leader.client.patch(`/lms/documents/${document.id}`, {
      title: "Gedragscode 2",
      mediaId: pdfId,
      mustSign: true,
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.title).toBe("Gedragscode 2");
  });

  it("changes the PDF while nobody signed, with the new hash", async () => {
    const document = await create();
    const otherPdf = await uploadPdf(app, leaderCaller, "tweede");
    const changed = await leader.client.patch(`/lms/documents/${document.id}`, {
      title: "Gedragscode",
      mediaId: otherPdf,
      mustSign: true,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data.mediaId).toBe(otherPdf);
    expect(changed.json().data.pdfSha256).not.toBe(document.pdfSha256);
  });

  it("withdraws an assignment and gives it back, keeping its history", async () => {
    const document = await create();
    await leader.client.post(`/lms/documents/${document.id}/assignees`, {
      companyUserIds: [learner.user.companyUserId],
    });
    const [row] = (await assignees(document.id)).data;
    const removed = await leader.client.delete(
      `/lms/documents/${document.id}/assignees/${row!.assignmentId}`,
    );
    expect(removed.statusCode).toBe(204);
    expect((await assignees(document.id)).data[0]!.status).toBe("unassigned");
    const mine = await learner.client.get("/documents");
    expect(mine.json<{ data: { id: string }[] }>().data.map((item) => item.id)).not.toContain(
      document.id,
    );
    expect((await learner.client.get(`/documents/${document.id}`)).statusCode).toBe(404);

    const back = await leader.client.post(`/lms/documents/${document.id}/assignees`, {
      companyUserIds: [learner.user.companyUserId],
    });
    expect(back.json().data.assigned).toBe(1);
    expect((await assignees(document.id)).data[0]!.status).toBe("assigned");
    const foreignAssignment = await foreignLeader.client.delete(
      `/lms/documents/${document.id}/assignees/${row!.assignmentId}`,
    );
    expect(foreignAssignment.statusCode).toBe(404);
  });

  it("lists a person's documents for the educator; a foreign person is a 404", async () => {
    const person = await signedInMember(app, db, company, ["company-student"]);
    const first = await create({ title: "Eerste" });
    const second = await create({ title: "Tweede", mustSign: false });
    for (const document of [first, second])
      await leader.client.post(`/lms/documents/${document.id}/assignees`, {
        companyUserIds: [person.user.companyUserId],
      });
    const response = await leader.client.get(`/users/${person.user.companyUserId}/documents`);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json<{ data: { title: string }[] }>().data.map((item) => item.title)).toEqual([
      "Tweede",
      "Eerste",
    ]);
    expect(response.json().meta.total).toBe(2);
    expect((await leader.client.get(`/users/${stranger.companyUserId}/documents`)).statusCode).toBe(
      404,
    );
    expect((await trainer.get(`/users/${person.user.companyUserId}/documents`)).statusCode).toBe(
      403,
    );
  });

  it("deletes a document from the lists; its PDF stays in use", async () => {
    const document = await create({ title: "Weg" });
    await leader.client.post(`/lms/documents/${document.id}/assignees`, {
      companyUserIds: [learner.user.companyUserId],
    });
    expect((await leader.client.delete(`/lms/documents/${document.id}`)).statusCode).toBe(204);
    expect((await leader.client.get(`/lms/documents/${document.id}`)).statusCode).toBe(404);
    const mine = await learner.client.get("/documents");
    expect(mine.json<{ data: { id: string }[] }>().data.map((item) => item.id)).not.toContain(
      document.id,
    );
    const removeMedia = await leader.client.delete(`/media/${pdfId}`);
    expect(removeMedia.statusCode).toBe(409);
  });

  it("refuses a blank pad", async () => {
    const document = await create();
    await leader.client.post(`/lms/documents/${document.id}/assignees`, {
      companyUserIds: [learner.user.companyUserId],
    });
    const blank = await learner.client.post(`/documents/${document.id}/sign`, {
      consent: true,
      signature: await blankSignature(),
    });
    expect(blank.statusCode).toBe(422);
    expect(blank.json().errors.signature).toEqual(["Zet je handtekening."]);
  });
});
