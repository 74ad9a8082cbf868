import { eq, sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { drawnSignature, uploadPdf } from "../../test/documents";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { MAX_MY_DOCUMENTS } from "@leerlijn/contracts/documents/my-documents.contract";
import { findAssignmentEvents, verifyChain } from "./document-events";
import { assignmentsOfPerson, currentAssignmentsOfPerson } from "./documents.repository";
import { documentAssignments, documentSignatures } from "./documents.table";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);
const pdfId = await uploadPdf(app, { host: company.host, client: leader.client }, "veiligheid");
const other = await buildCompany(db);
const foreignLeader = await signedInMember(app, db, other, ["admin-group-leader"]);
const foreignPdf = await uploadPdf(app, { host: other.host, client: foreignLeader.client }, "x");

type MyDocumentJson = {
  id: string;
  assignmentId: string;
  title: string;
  status: string;
  viewedAt: string | null;
  signedAt: string | null;
  expiredAt: string | null;
  pdfUrl: string | null;
  pdfSha256: string;
  canSign: boolean;
  consentStatement: string;
};

async function newLearner() {
  return signedInMember(app, db, company, ["company-student"]);
}

async function assigned(
  person: { user: { companyUserId: string } },
  body: Record<string, unknown> = {},
  by = leader.client,
) {
  // A date already past is set as an educator ends a document: saved first, then moved back.
  const { expiresOn, ...rest } = body;
  const fields = {
    title: "Veiligheidsinstructie",
    mediaId: by === leader.client ? pdfId : foreignPdf,
    mustSign: true,
    ...rest,
  };
  const created = await by.post("/lms/documents", fields);
  expect(created.statusCode, created.body).toBe(201);
  const id = created.json().data.id as string;
  if (expiresOn !== undefined) {
    const dated = await by.patch(`/lms/documents/${id}`, { ...fields, expiresOn });
    expect(dated.statusCode, dated.body).toBe(200);
  }
  const response = await by.post(`/lms/documents/${id}/assignees`, {
    companyUserIds: [person.user.companyUserId],
  });
  expect(response.statusCode, response.body).toBe(200);
  return id;
}

const badge = async (client: Awaited<ReturnType<typeof newLearner>>["client"]) =>
  (await client.get("/users/me")).json().data.signDocumentsCount as number;

describe("the learner's documents", () => {
  it("lists the person's documents newest first with status, and counts those to sign", async () => {
    const learner = await newLearner();
    expect(await badge(learner.client)).toBe(0);
    const first = await assigned(learner, { title: "Eerste" });
    const second = await assigned(learner, { title: "Tweede", mustSign: false });
    const third = await assigned(learner, { title: "Derde" });
    const list = await learner.client.get("/documents");
    expect(list.statusCode).toBe(200);
    expect(
      list
        .json<{ data: { id: string; status: string }[] }>()
        .data.map((item) => [item.id, item.status]),
    ).toEqual([
      [third, "assigned"],
      [second, "assigned"],
      [first, "assigned"],
    ]);
    expect(await badge(learner.client)).toBe(2);
    // The sign-in answer carries the count too.
    const login = await app.inject({
      method: "POST",
      url: "/api/v1/login",
      headers: { host: company.host },
      payload: { email: learner.user.email, password: "correct horse battery" },
    });
    expect(login.json().data.signDocumentsCount).toBe(2);
  });

  it("records how the signature was made: drawn, typed (for who cannot draw) or saved", async () => {
    const learner = await newLearner();
    const drawn = await assigned(learner, { title: "Getekend" });
    const typed = await assigned(learner, { title: "Getypt" });
    const saved = await assigned(learner, { title: "Opgeslagen" });
    const sign = (id: string, body: Record<string, unknown>) =>
      learner.client.post(`/documents/${id}/sign`, { consent: true, ...body });
    expect((await sign(drawn, { signature: await drawnSignature() })).statusCode).toBe(200);
    const typedResponse = await sign(typed, {
      signature: await drawnSignature(),
      signatureKind: "typed",
      saveSignature: true,
    });
    expect(typedResponse.statusCode, typedResponse.body).toBe(200);
    expect((await sign(saved, { useSavedSignature: true })).statusCode).toBe(200);
    const unknownKind = await sign(drawn, {
      signature: await drawnSignature(),
      signatureKind: "x",
    });
    expect(unknownKind.statusCode).toBe(422);

    const sources = [];
    for (const id of [drawn, typed, saved]) {
      const mine = await learner.client.get(`/documents/${id}`);
      const events = await findAssignmentEvents(db, mine.json().data.assignmentId);
      sources.push(events.find((event) => event.type === "signed")?.details.signatureSource);
    }
    expect(sources).toEqual(["drawn", "typed", "saved"]);
  });

  it("records viewedAt and a viewed event on the first opening only", async () => {
    const learner = await newLearner();
    const id = await assigned(learner);
    const opened = await learner.client.get(`/documents/${id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const document = opened.json<{ data: MyDocumentJson }>().data;
    expect(document).toMatchObject({ status: "viewed", canSign: true });
    expect(document.viewedAt).not.toBeNull();
    expect(document.pdfUrl).toBeTruthy();
    const again = await learner.client.get(`/documents/${id}`);
    expect(again.json().data.viewedAt).toBe(document.viewedAt);
    const events = await findAssignmentEvents(db, document.assignmentId);
    expect(events.map((event) => event.type)).toEqual(["assigned", "viewed"]);
  });

  it("signs with a drawn signature after consent: status, badge and an intact trail", async () => {
    const learner = await newLearner();
    const id = await assigned(learner);
    expect(await badge(learner.client)).toBe(1);
    const withoutConsent = await learner.client.post(`/documents/${id}/sign`, {
      signature: await drawnSignature(),
    });
    expect(withoutConsent.statusCode).toBe(422);
    expect(withoutConsent.json().errors.consent).toBeDefined();
    const withoutSignature = await learner.client.post(`/documents/${id}/sign`, { consent: true });
    expect(withoutSignature.statusCode).toBe(422);
    expect(withoutSignature.json().errors.signature).toEqual(["Zet je handtekening."]);

    const response = await app.inject({
      method: "POST",
      url: `/api/v1/documents/${id}/sign`,
      headers: {
        host: company.host,
        authorization: `Bearer ${learner.client.token}`,
        "user-agent": "Testbrowser/1.0",
      },
      payload: { consent: true, signature: await drawnSignature() },
    });
    expect(response.statusCode, response.body).toBe(200);
    const signed = response.json<{ data: MyDocumentJson }>().data;
    expect(signed).toMatchObject({ status: "signed", canSign: false });
    expect(signed.signedAt).not.toBeNull();
    expect(signed.viewedAt).not.toBeNull();
    expect(await badge(learner.client)).toBe(0);

    const events = await findAssignmentEvents(db, signed.assignmentId);
    expect(events.map((event) => event.type)).toEqual([
      "assigned",
      "viewed",
      "consent_shown",
      "signed",
    ]);
    expect(verifyChain(events)).toEqual({ intact: true });
    const signing = events.at(-1)!;
    expect(signing).toMatchObject({
      userAgent: "Testbrowser/1.0",
      pdfSha256: signed.pdfSha256,
      subjectUserId: learner.user.id,
      actorUserId: learner.user.id,
    });
    expect(signing.ip).toBeTruthy();
    expect(events[2]!.details.statement).toBe(signed.consentStatement);
    expect(events[0]!.actorUserId).toBe(leader.user.id);

    const twice = await learner.client.post(`/documents/${id}/sign`, {
      consent: true,
      signature: await drawnSignature(),
    });
    expect(twice.statusCode).toBe(422);
  });

  it("checks the signature by content and bounds its size", async () => {
    const learner = await newLearner();
    const id = await assigned(learner);
    const notPng = `data:image/png;base64,${Buffer.from("GIF89a not a png at all").toString("base64")}`;
    const gibberish = "data:image/png;base64,@@@";
    for (const signature of [notPng, gibberish, "data:text/html,<b>x</b>"]) {
      const response = await learner.client.post(`/documents/${id}/sign`, {
        consent: true,
        signature,
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors.signature).toEqual([
        "De handtekening is geen geldige afbeelding.",
      ]);
    }
    const huge = await learner.client.post(`/documents/${id}/sign`, {
      consent: true,
      signature: `data:image/png;base64,${"A".repeat(400_001)}`,
    });
    expect(huge.statusCode).toBe(422);
  });

  it("saves a signature and reuses it after confirming again", async () => {
    const learner = await newLearner();
    const first = await assigned(learner);
    const second = await assigned(learner);
    const none = await learner.client.post(`/documents/${first}/sign`, {
      consent: true,
      useSavedSignature: true,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.signature).toEqual(["Je hebt nog geen opgeslagen handtekening."]);
    const drawn = await learner.client.post(`/documents/${first}/sign`, {
      consent: true,
      signature: await drawnSignature(),
      saveSignature: true,
    });
    expect(drawn.statusCode, drawn.body).toBe(200);
    const me = (await learner.client.get("/users/me")).json().data;
    expect(me.signature).toMatch(/^data:image\/png;base64,/);
    const reused = await learner.client.post(`/documents/${second}/sign`, {
      consent: true,
      useSavedSignature: true,
    });
    expect(reused.statusCode, reused.body).toBe(200);
    const events = await findAssignmentEvents(db, reused.json().data.assignmentId);
    expect(events.at(-1)!.details.signatureSource).toBe("saved");
  });

  it("a document only to read is done once viewed and cannot be signed", async () => {
    const learner = await newLearner();
    const id = await assigned(learner, { mustSign: false });
    expect(await badge(learner.client)).toBe(0);
    const opened = await learner.client.get(`/documents/${id}`);
    expect(opened.json().data).toMatchObject({ status: "viewed", canSign: false });
    const sign = await learner.client.post(`/documents/${id}/sign`, {
      consent: true,
      signature: await drawnSignature(),
    });
    expect(sign.statusCode).toBe(422);
  });

  it("asks for a new signature once the validity period is over, keeping the earlier one", async () => {
    const learner = await newLearner();
    const id = await assigned(learner, { validityMonths: 12 });
    const signed = await learner.client.post(`/documents/${id}/sign`, {
      consent: true,
      signature: await drawnSignature(),
    });
    const { assignmentId, signedAt, expiredAt } = signed.json().data as MyDocumentJson;
    const expected = new Date(signedAt!);
    expected.setUTCMonth(expected.getUTCMonth() + 12);
    expect(expiredAt).toBe(expected.toISOString());
    // A year later: the assignment's signature ran out.
    await db
      .update(documentAssignments)
      .set({ expiredAt: sql`now() - interval '1 day'` })
      .where(eq(documentAssignments.id, assignmentId));
    expect((await learner.client.get(`/documents/${id}`)).json().data).toMatchObject({
      status: "expired",
      canSign: true,
    });
    expect(await badge(learner.client)).toBe(1);
    const renewed = await learner.client.post(`/documents/${id}/sign`, {
      consent: true,
      signature: await drawnSignature(),
    });
    expect(renewed.statusCode, renewed.body).toBe(200);
    expect(renewed.json().data.status).toBe("signed");
    const history = await db
      .select()
      .from(documentSignatures)
      .where(eq(documentSignatures.assignmentId, assignmentId));
    expect(history).toHaveLength(2);
    expect(verifyChain(await findAssignmentEvents(db, assignmentId))).toEqual({ intact: true });
  });

  it("a document past its expiry date is expired, not counted and not signed", async () => {
    const learner = await newLearner();
    const id = await assigned(learner, { expiresOn: "2020-01-01" });
    expect(await badge(learner.client)).toBe(0);
    expect((await learner.client.get("/documents")).json().data[0].status).toBe("expired");
    const sign = await learner.client.post(`/documents/${id}/sign`, {
      consent: true,
      signature: await drawnSignature(),
    });
    expect(sign.statusCode).toBe(422);
    expect(sign.json().errors.signature).toEqual(["Dit document is verlopen."]);
  });

  it("another person's or another company's document is a 404", async () => {
    const owner = await newLearner();
    const nosy = await newLearner();
    const id = await assigned(owner);
    expect((await nosy.client.get(`/documents/${id}`)).statusCode).toBe(404);
    expect(
      (
        await nosy.client.post(`/documents/${id}/sign`, {
          consent: true,
          signature: await drawnSignature(),
        })
      ).statusCode,
    ).toBe(404);
    const foreigner = await signedInMember(app, db, other, ["company-student"]);
    const foreignId = await assigned(foreigner, {}, foreignLeader.client);
    expect((await owner.client.get(`/documents/${foreignId}`)).statusCode).toBe(404);
    expect((await leader.client.get("/documents")).statusCode).toBe(403);
    expect(
      (
        await leader.client.post(`/documents/${id}/sign`, {
          consent: true,
          useSavedSignature: true,
        })
      ).statusCode,
    ).toBe(403);
  });
});

describe("the learner's list as a named statement", () => {
  it("holds exactly the rows of the plain query without the withdrawn ones, in its order", async () => {
    const learner = await newLearner();
    const ids = [await assigned(learner), await assigned(learner), await assigned(learner)];
    const [withdrawn] = (
      await leader.client.get(`/lms/documents/${ids[1]}/assignees?page=1&perPage=15`)
    ).json().data as { assignmentId: string }[];
    const removed = await leader.client.delete(
      `/lms/documents/${ids[1]}/assignees/${withdrawn!.assignmentId}`,
    );
    expect(removed.statusCode).toBe(204);
    const companyUserId = learner.user.companyUserId;
    const named = await currentAssignmentsOfPerson(db, companyUserId, MAX_MY_DOCUMENTS);
    const plain = await assignmentsOfPerson(db, companyUserId, {
      limit: MAX_MY_DOCUMENTS,
      offset: 0,
    });
    const ofPlain = plain.rows.filter(({ assignment }) => assignment.unassignedAt === null);
    expect(named.map((row) => row.assignment.id)).toEqual(ofPlain.map((row) => row.assignment.id));
    expect(named).toHaveLength(2);
  });
});
