import { certificateMessages } from "@leerlijn/contracts/certificates/certificate.schema";
import { and, eq, isNotNull } from "drizzle-orm";
import jsQR from "jsqr";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { clientFor, signedInMember } from "../../test/http";
import { pageTexts } from "../../test/pdf-texts";
import { trainingBody } from "../../test/training-fixtures";
import { renderFirstPage } from "../media/pdf-first-page";
import { markCertificateFileFailed } from "./certificates.repository";
import { certificates } from "./certificates.table";
import { VERIFY_MISSES_PER_WINDOW } from "./verify-certificate";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db, { name: "Veilig Werken BV" });
const other = await buildCompany(db);
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);
const { user: giver } = await signedInMember(app, db, company, ["admin-trainer"], {
  // Letters outside the standard PDF fonts: the certificate writes them as spelled.
  firstName: "Tessa",
  lastName: "Yılmaz-Łącka",
});
const { client: strangerTrainer } = await signedInMember(app, db, company, ["admin-trainer"]);
const { client: otherLeader } = await signedInMember(app, db, other, ["admin-group-leader"]);
const people = await Promise.all(
  [
    ["Anna", "Bakker"],
    ["Bart", "Claessen"],
    ["Cem", "Doğan"],
  ].map(([firstName, lastName]) =>
    buildUser(db, company, ["company-student"], { firstName, lastName }),
  ),
);
const [anna, bart, cem] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
const anonymous = clientFor(app, company.host);

type Training = {
  id: string;
  dates: { id: string }[];
  participants: { id: string; trainingUserId: string }[];
};
type Certificate = {
  id: string;
  source: string;
  status: string;
  number: string | null;
  verificationUrl: string | null;
  fileUrl: string | null;
  fileFailed: boolean;
  revokedReason: string | null;
};
type Participant = {
  trainingUserId: string;
  certificateUrl: string | null;
  certificate: Certificate | null;
};
const dataOf = <T>(response: { json: () => unknown }) => (response.json() as { data: T }).data;

async function planTraining(settings: Record<string, unknown> = {}) {
  const created = await leader.post(
    "/trainings",
    trainingBody({
      name: "BHV basis",
      dates: [
        { date: "2099-04-01", timeFrom: "09:00", timeTo: "12:00" },
        { date: "2099-04-08", timeFrom: "09:00", timeTo: "12:00" },
      ],
      instructorIds: [giver.companyUserId],
      participants: { companyUserIds: people.map((p) => p.companyUserId), groupIds: [] },
      settings: {
        generateCertificates: true,
        certificateExpiryDate: "2101-04-08",
        certificateReminderDate: "2101-02-08",
        ...settings,
      },
    }),
  );
  expect(created.statusCode).toBe(201);
  return dataOf<Training>(created);
}

const rowOf = (training: Training, person: { companyUserId: string }) =>
  training.participants.find((p) => p.id === person.companyUserId)!.trainingUserId;

/** Saves every date's list: all present, with these outcomes (training user id → passed). */
async function saveLists(training: Training, passed: Map<string, boolean>, final = true) {
  for (const date of training.dates) {
    const response = await leader.patch(`/trainings/${training.id}/attendance/${date.id}`, {
      saveTemporarily: !final,
      participants: training.participants.map((p) => ({
        trainingUserId: p.trainingUserId,
        isPresent: true,
        passed: passed.get(p.trainingUserId) ?? false,
        certificateTypeKey: "BHV",
      })),
    });
    expect(response.statusCode).toBe(200);
  }
}

/** Waits until the training has this many certificates with their PDF stored. */
async function certificatesOf(trainingId: string, count: number) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const rows = await db
      .select()
      .from(certificates)
      .where(and(eq(certificates.trainingId, trainingId), isNotNull(certificates.storageKey)));
    if (rows.length >= count || Date.now() > deadline) return rows;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function participantsOf(training: Training) {
  const response = await leader.get(
    `/trainings/${training.id}/attendance/${training.dates[0]!.id}`,
  );
  expect(response.statusCode).toBe(200);
  return dataOf<{ participants: Participant[] }>(response).participants;
}

const verify = (code: string, host = company.host, ip = "203.0.113.1") =>
  app.inject({
    method: "GET",
    url: `/api/v1/certificates/verify/${code}`,
    headers: { host },
    remoteAddress: ip,
  });

const codeOf = (certificate: Certificate) => certificate.verificationUrl!.split("/").pop()!;

describe("issuing on the final attendance", () => {
  it("gives each passed participant one branded PDF with a verification link, through a job", async () => {
    const training = await planTraining();
    const passed = new Map([
      [rowOf(training, anna), true],
      [rowOf(training, bart), true],
      [rowOf(training, cem), false],
    ]);
    await saveLists(training, passed);
    const rows = await certificatesOf(training.id, 2);
    expect(rows.map((row) => row.holderName).sort()).toEqual(["Anna Bakker", "Bart Claessen"]);
    for (const row of rows) {
      expect(row.code).toMatch(/^[A-Za-z0-9_-]{27}$/);
      expect(row.number).toMatch(/^\d{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
      expect(row.expiresOn).toBe("2101-04-08");
      expect(row.reminderOn).toBe("2101-02-08");
      expect(row.typeKey).toBe("BHV");
    }

    const list = await participantsOf(training);
    const annaRow = list.find((p) => p.trainingUserId === rowOf(training, anna))!;
    expect(list.find((p) => p.trainingUserId === rowOf(training, cem))!.certificate).toBeNull();
    expect(annaRow.certificate).toMatchObject({ source: "generated", status: "valid" });
    expect(annaRow.certificateUrl).toBe(annaRow.certificate!.fileUrl);
    expect(annaRow.certificate!.verificationUrl).toBe(
      `http://${company.host}/certificaat/${rows.find((r) => r.holderName === "Anna Bakker")!.code}`,
    );

    const file = await app.inject({ method: "GET", url: annaRow.certificateUrl! });
    expect(file.statusCode).toBe(200);
    expect(file.headers["content-type"]).toBe("application/pdf");
    const [text] = await pageTexts(file.rawPayload);
    for (const expected of [
      "Anna Bakker",
      "BHV basis",
      "Veilig Werken BV",
      "Tessa Yılmaz-Łącka",
      "1 april 2099, 8 april 2099",
      "Zaal De Linde",
      "8 april 2101",
      annaRow.certificate!.number!,
      annaRow.certificate!.verificationUrl!,
    ])
      expect(text).toContain(expected);

    // The QR code, read off the rendered page as a phone's camera would, is the same link.
    const png = await renderFirstPage(new Uint8Array(file.rawPayload), 1400);
    const { data, info } = await sharp(png)
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    expect(qr?.data).toBe(annaRow.certificate!.verificationUrl);
  });

  it("never issues twice: saving the final list again keeps the one certificate", async () => {
    const training = await planTraining();
    const passed = new Map([[rowOf(training, anna), true]]);
    await saveLists(training, passed);
    const [first] = await certificatesOf(training.id, 1);
    await saveLists(training, passed);
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const all = await db
      .select()
      .from(certificates)
      .where(eq(certificates.trainingId, training.id));
    expect(all.map((row) => row.id)).toEqual([first!.id]);
  });

  it("issues nothing while a list is temporary or when the training makes no certificates", async () => {
    const draft = await planTraining();
    await saveLists(draft, new Map([[rowOf(draft, anna), true]]), false);
    const none = await planTraining({
      generateCertificates: false,
      certificateExpiryDate: null,
      certificateReminderDate: null,
    });
    await saveLists(none, new Map([[rowOf(none, anna), true]]));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const rows = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.trainingId, draft.id));
    const rows2 = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.trainingId, none.id));
    expect([...rows, ...rows2]).toEqual([]);
  });

  it("revokes (keeps) the certificate of someone later marked not passed", async () => {
    const training = await planTraining();
    await saveLists(training, new Map([[rowOf(training, bart), true]]));
    const [issued] = await certificatesOf(training.id, 1);
    await saveLists(training, new Map([[rowOf(training, bart), false]]));
    const [row] = await db.select().from(certificates).where(eq(certificates.id, issued!.id));
    expect(row!.revokedAt).not.toBeNull();
    expect(row!.revokedReason).toBe(certificateMessages.revokedNotPassed);
    const answer = await verify(issued!.code!);
    expect(answer.statusCode).toBe(200);
    expect(dataOf<{ status: string; revokedOn: string }>(answer)).toMatchObject({
      status: "revoked",
    });
    const [participant] = (await participantsOf(training)).filter(
      (p) => p.trainingUserId === rowOf(training, bart),
    );
    expect(participant!.certificate!.status).toBe("revoked");
    expect(participant!.certificateUrl).toBeNull();
  });
});

describe("public verification", () => {
  it("answers valid with the holder, training, company and dates, without signing in", async () => {
    const training = await planTraining();
    await saveLists(training, new Map([[rowOf(training, anna), true]]));
    const [row] = await certificatesOf(training.id, 1);
    const answer = await verify(row!.code!);
    expect(answer.statusCode).toBe(200);
    expect(dataOf(answer)).toEqual({
      status: "valid",
      kind: "training",
      number: row!.number,
      holderName: "Anna Bakker",
      trainingName: "BHV basis",
      certificateType: "BHV",
      company: { name: "Veilig Werken BV", logoUrl: null },
      issuedOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/) as unknown,
      expiresOn: "2101-04-08",
      expiredSince: null,
      revokedOn: null,
    });
  });

  it("answers expired from the expiry day on (Europe/Amsterdam)", async () => {
    const training = await planTraining({
      certificateExpiryDate: "2020-03-01",
      certificateReminderDate: "2020-02-01",
    });
    await saveLists(training, new Map([[rowOf(training, cem), true]]));
    const [row] = await certificatesOf(training.id, 1);
    const answer = dataOf<{ status: string; expiredSince: string }>(await verify(row!.code!));
    expect(answer).toMatchObject({ status: "expired", expiredSince: "2020-03-01" });
  });

  it("keeps answering for a holder who has since left the company", async () => {
    const leaver = await buildUser(db, company, ["company-student"], {
      firstName: "Vera",
      lastName: "Vertrokken",
    });
    const created = await leader.post(
      "/trainings",
      trainingBody({
        participants: { companyUserIds: [leaver.companyUserId], groupIds: [] },
        settings: { generateCertificates: true, certificateExpiryDate: "2101-01-01" },
      }),
    );
    const training = dataOf<Training>(created);
    await saveLists(training, new Map([[training.participants[0]!.trainingUserId, true]]));
    const [row] = await certificatesOf(training.id, 1);
    expect((await leader.delete(`/users/${leaver.companyUserId}`)).statusCode).toBe(204);
    const answer = await verify(row!.code!);
    expect(answer.statusCode).toBe(200);
    expect(dataOf(answer)).toMatchObject({ status: "valid", holderName: "Vera Vertrokken" });
  });

  it("is a plain 404 for an unknown code, a malformed one, or another company's host", async () => {
    const training = await planTraining();
    await saveLists(training, new Map([[rowOf(training, anna), true]]));
    const [row] = await certificatesOf(training.id, 1);
    const elsewhere = await verify(row!.code!, other.host, "203.0.113.2");
    expect(elsewhere.statusCode).toBe(404);
    expect(elsewhere.json()).toEqual({ message: certificateMessages.notFound, code: "NOT_FOUND" });
    const unknown = await verify("A".repeat(27), company.host, "203.0.113.2");
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual(elsewhere.json());
    expect((await verify("short", company.host, "203.0.113.2")).statusCode).toBe(404);
  });

  it("refuses a client that guessed too many unknown codes, even for a real one", async () => {
    const training = await planTraining();
    await saveLists(training, new Map([[rowOf(training, anna), true]]));
    const [row] = await certificatesOf(training.id, 1);
    const guesser = "198.51.100.7";
    for (let index = 0; index < VERIFY_MISSES_PER_WINDOW; index++)
      expect(
        (await verify(`${"B".repeat(22)}${String(index).padStart(5, "0")}`, company.host, guesser))
          .statusCode,
      ).toBe(404);
    const refused = await verify(row!.code!, company.host, guesser);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect((await verify(row!.code!, company.host, "198.51.100.8")).statusCode).toBe(200);
  });
});

describe("revoking and reissuing", () => {
  it("lets the educator revoke with a reason, and reissue a new certificate", async () => {
    const training = await planTraining();
    const anneRow = rowOf(training, anna);
    await saveLists(training, new Map([[anneRow, true]]));
    const [first] = await certificatesOf(training.id, 1);
    const base = `/trainings/${training.id}/attendance/${anneRow}/certificate`;

    expect((await leader.post(`${base}/revoke`, { reason: "" })).statusCode).toBe(422);
    const revoked = await leader.post(`${base}/revoke`, { reason: "Verkeerde naam" });
    expect(revoked.statusCode).toBe(200);
    expect(dataOf<Certificate>(revoked)).toMatchObject({
      status: "revoked",
      revokedReason: "Verkeerde naam",
    });
    expect(dataOf<{ status: string }>(await verify(first!.code!)).status).toBe("revoked");
    expect((await leader.post(`${base}/revoke`, { reason: "Nog eens" })).statusCode).toBe(404);

    // A revocation by an educator sticks: saving the list again does not bring it back.
    await saveLists(training, new Map([[anneRow, true]]));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    const kept = await db
      .select({ id: certificates.id })
      .from(certificates)
      .where(eq(certificates.trainingId, training.id));
    expect(kept).toEqual([{ id: first!.id }]);

    const reissued = await leader.post(base);
    expect(reissued.statusCode).toBe(201);
    const fresh = dataOf<Certificate>(reissued);
    expect(fresh).toMatchObject({ source: "generated", status: "valid" });
    expect(fresh.fileUrl).not.toBeNull();
    expect(codeOf(fresh)).not.toBe(first!.code);
    expect(dataOf<{ status: string }>(await verify(codeOf(fresh))).status).toBe("valid");
  });

  it("shows a certificate whose PDF the job gave up on, and reissues it with a file", async () => {
    const training = await planTraining();
    const anneRow = rowOf(training, anna);
    await saveLists(training, new Map([[anneRow, true]]));
    const [first] = await certificatesOf(training.id, 1);
    // As after the job's last try failed: the certificate without its file, marked.
    await db.update(certificates).set({ storageKey: null }).where(eq(certificates.id, first!.id));
    await markCertificateFileFailed(db, anneRow);
    const shown = (await participantsOf(training)).find((p) => p.trainingUserId === anneRow)!;
    expect(shown.certificate).toMatchObject({ status: "valid", fileUrl: null, fileFailed: true });

    const reissued = await leader.post(
      `/trainings/${training.id}/attendance/${anneRow}/certificate`,
    );
    expect(reissued.statusCode).toBe(201);
    expect(dataOf<Certificate>(reissued).fileUrl).not.toBeNull();
    const after = (await participantsOf(training)).find((p) => p.trainingUserId === anneRow)!;
    expect(after.certificate).toMatchObject({ status: "valid", fileFailed: false });
    expect(after.certificate?.id).not.toBe(first!.id);
  });

  it("refuses to reissue for someone who did not pass, and hides other trainings (404)", async () => {
    const training = await planTraining();
    await saveLists(training, new Map([[rowOf(training, anna), true]]));
    const cemBase = `/trainings/${training.id}/attendance/${rowOf(training, cem)}/certificate`;
    const refused = await leader.post(cemBase);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toMatchObject({ message: certificateMessages.notPassed });
    const annaBase = `/trainings/${training.id}/attendance/${rowOf(training, anna)}/certificate`;
    expect((await strangerTrainer.post(annaBase)).statusCode).toBe(404);
    expect((await otherLeader.post(`${annaBase}/revoke`, { reason: "x" })).statusCode).toBe(404);
    expect((await anonymous.post(annaBase)).statusCode).toBe(401);
  });
});

describe("the participant's own training page", () => {
  it("shows their certificate with a signed download and the public check", async () => {
    const training = await planTraining();
    await saveLists(training, new Map([[rowOf(training, anna), true]]));
    const [row] = await certificatesOf(training.id, 1);
    const annaClient = clientFor(app, company.host, await signIn(app, company.host, anna.email));
    const mine = dataOf<{ certificate: Certificate | null }>(
      await annaClient.get(`/my-trainings/${training.id}`),
    );
    expect(mine.certificate).toMatchObject({
      id: row!.id,
      status: "valid",
      verificationUrl: `http://${company.host}/certificaat/${row!.code}`,
    });
    const file = await app.inject({ method: "GET", url: mine.certificate!.fileUrl! });
    expect(file.statusCode).toBe(200);
    const cemClient = clientFor(app, company.host, await signIn(app, company.host, cem.email));
    const cems = dataOf<{ certificate: Certificate | null }>(
      await cemClient.get(`/my-trainings/${training.id}`),
    );
    expect(cems.certificate).toBeNull();
  });
});
