import { createHash } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { checkPades } from "../../platform/pdf/pades";
import { buildTestApp } from "../../test/build-test-app";
import { drawnSignature, uploadPdf } from "../../test/documents";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { multipartBody } from "../../test/multipart";
import { pageTexts } from "../../test/pdf-texts";
import { documentAssignments } from "./documents.table";
import { SEAL_MISSES_PER_WINDOW } from "./verify-sealed-document";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await signedInMember(app, db, company, ["admin-group-leader"]);
const pdfId = await uploadPdf(app, { host: company.host, client: leader.client }, "gedragscode");
const other = await buildCompany(db);

type Signature = {
  id: string;
  signedAt: string;
  pdfSha256: string;
  sealedSha256: string | null;
  sealedPdfUrl: string | null;
  verificationPath: string | null;
};

const sha256 = (bytes: Buffer) => createHash("sha256").update(bytes).digest("hex");

/** A new learner who signed a new document; answers the sealed file and its signature row. */
async function signedDocument(body: Record<string, unknown> = {}) {
  const learner = await signedInMember(app, db, company, ["company-student"]);
  const created = await leader.client.post("/lms/documents", {
    title: "Gedragscode 2026",
    mediaId: pdfId,
    mustSign: true,
    ...body,
  });
  expect(created.statusCode, created.body).toBe(201);
  const documentId = created.json().data.id as string;
  const assigned = await leader.client.post(`/lms/documents/${documentId}/assignees`, {
    companyUserIds: [learner.user.companyUserId],
  });
  expect(assigned.statusCode, assigned.body).toBe(200);
  const signed = await learner.client.post(`/documents/${documentId}/sign`, {
    consent: true,
    signature: await drawnSignature(),
  });
  expect(signed.statusCode, signed.body).toBe(200);
  const signatures = signed.json<{ data: { signatures: Signature[] } }>().data.signatures;
  expect(signatures).toHaveLength(1);
  const signature = signatures[0]!;
  return { learner, documentId, signature, sealed: await download(signature.sealedPdfUrl!) };
}

async function download(url: string) {
  const file = await app.inject({ method: "GET", url });
  expect(file.statusCode).toBe(200);
  expect(file.headers["content-type"]).toBe("application/pdf");
  return file.rawPayload;
}

function verify(bytes: Buffer, host = company.host, options: { filename?: string } = {}) {
  const { payload, headers } = multipartBody([
    {
      name: "pdf",
      filename: options.filename ?? "ondertekend.pdf",
      contentType: "application/pdf",
      data: bytes,
    },
  ]);
  return app.inject({
    method: "POST",
    url: "/api/v1/document-seals/verify",
    headers: { host, ...headers },
    payload,
  });
}

describe("sealing a signed document", () => {
  it("keeps a sealed PDF: the original pages, a signature page and a PAdES signature over the whole file", async () => {
    const { signature, sealed, learner } = await signedDocument();
    expect(signature.sealedPdfUrl).toMatch(/expires=/);
    expect(signature.sealedSha256).toBe(sha256(sealed));
    expect(signature.verificationPath).toMatch(/^\/verificatie\/[A-Za-z0-9_-]{27}$/);
    const pades = checkPades(sealed);
    expect(pades).toMatchObject({ valid: true, signerName: "Leerlijn documentzegel" });

    const pages = await pageTexts(sealed);
    expect(pages).toHaveLength(2);
    expect(pages[0]).toContain("gedragscode");
    const page = pages[1]!;
    expect(page).toContain("Ondertekeningsbewijs");
    expect(page).toContain("Gedragscode 2026");
    expect(page).toContain(learner.user.email);
    expect(page).toContain(signature.pdfSha256);
    expect(page).toContain("(Europe/Amsterdam)");
    for (const event of ["Toegewezen", "Geopend", "Verklaring getoond", "Ondertekend"])
      expect(page).toContain(event);
    expect(page).toContain(`${company.host}${signature.verificationPath}`);
  });

  it("breaks the PAdES signature when one signed byte changes", async () => {
    const { sealed } = await signedDocument();
    const changed = Buffer.from(sealed);
    // A byte of the header, inside the first signed range.
    changed[20] = changed[20]! ^ 0x01;
    expect(checkPades(changed)).toEqual({ valid: false, reason: "digest" });
    expect(checkPades(Buffer.from("%PDF-1.7\n%%EOF"))).toEqual({
      valid: false,
      reason: "no-signature",
    });
  });

  it("lets the educator download the sealed PDF from the person's document", async () => {
    const { learner, documentId, signature } = await signedDocument();
    const response = await leader.client.get(
      `/users/${learner.user.companyUserId}/documents/${documentId}`,
    );
    expect(response.statusCode).toBe(200);
    const [seen] = response.json<{ data: { signatures: Signature[] } }>().data.signatures;
    expect(seen).toMatchObject({ id: signature.id, sealedSha256: signature.sealedSha256 });
    expect(sha256(await download(seen!.sealedPdfUrl!))).toBe(signature.sealedSha256);
  });

  it("keeps the sealed PDF of an earlier signature when the document is signed again", async () => {
    const { learner, documentId, signature } = await signedDocument({ validityMonths: 12 });
    // The signature's validity ran out: the document asks for a new one.
    await db
      .update(documentAssignments)
      .set({ expiredAt: new Date(Date.now() - 1000) })
      .where(eq(documentAssignments.companyUserId, learner.user.companyUserId));
    const again = await learner.client.post(`/documents/${documentId}/sign`, {
      consent: true,
      signature: await drawnSignature(),
    });
    expect(again.statusCode, again.body).toBe(200);
    const signatures = again.json<{ data: { signatures: Signature[] } }>().data.signatures;
    expect(signatures).toHaveLength(2);
    expect(signatures[1]).toMatchObject({ id: signature.id, sealedSha256: signature.sealedSha256 });
    expect(signatures[0]!.sealedSha256).not.toBe(signature.sealedSha256);
    for (const each of signatures)
      expect(sha256(await download(each.sealedPdfUrl!))).toBe(each.sealedSha256);
  });
});

describe("/verificatie", () => {
  it("says an unchanged sealed original is one, with its trail, without signing in", async () => {
    const { sealed, learner } = await signedDocument();
    const response = await verify(sealed);
    expect(response.statusCode, response.body).toBe(200);
    const answer = response.json<{
      data: { signerName: string; trail: { type: string }[] } & Record<string, unknown>;
    }>().data;
    expect(answer).toMatchObject({
      verdict: "unchanged",
      documentTitle: "Gedragscode 2026",
      company: company.name,
      sealedBy: "Leerlijn documentzegel",
      sealedSha256: sha256(sealed),
      trailIntact: true,
    });
    expect(answer.signerName).toContain(learner.user.firstName);
    expect(answer.trail.map((event) => event.type)).toEqual([
      "assigned",
      "viewed",
      "consent_shown",
      "signed",
    ]);
  });

  it("fails a copy with one changed byte, anywhere", async () => {
    const { sealed } = await signedDocument();
    for (const at of [sealed.length - 3, Math.floor(sealed.length / 2)]) {
      const changed = Buffer.from(sealed);
      changed[at] = changed[at]! === 0x20 ? 0x21 : 0x20;
      const response = await verify(changed);
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toContain("geen ongewijzigd verzegeld origineel");
    }
  });

  it("does not find another company's sealed document on this company's host", async () => {
    const { sealed, signature } = await signedDocument();
    expect((await verify(sealed, other.host)).statusCode).toBe(404);
    const code = signature.verificationPath!.split("/").pop()!;
    const foreign = await app.inject({
      method: "GET",
      url: `/api/v1/document-seals/${code}`,
      headers: { host: other.host },
    });
    expect(foreign.statusCode).toBe(404);
    const own = await app.inject({
      method: "GET",
      url: `/api/v1/document-seals/${code}`,
      headers: { host: company.host },
    });
    expect(own.statusCode).toBe(200);
    expect(own.json().data).toMatchObject({
      verdict: "record",
      sealedSha256: signature.sealedSha256,
    });
  });

  it("refuses what is no PDF by its content, an empty file and a missing one, in Dutch", async () => {
    const png = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
    const wrong = await verify(png, company.host, { filename: "bewijs.pdf" });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.pdf).toEqual([
      "Dit is geen PDF-bestand. Kies het verzegelde PDF-bestand.",
    ]);
    const empty = await verify(Buffer.alloc(0));
    expect(empty.statusCode).toBe(422);
    const form = multipartBody([{ name: "x", value: "y" }]);
    const none = await app.inject({
      method: "POST",
      url: "/api/v1/document-seals/verify",
      headers: { host: company.host, ...form.headers },
      payload: form.payload,
    });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.pdf).toEqual(["Kies een PDF-bestand om te controleren."]);
  });

  it("refuses a client after 20 checks that found nothing, before reading its upload", async () => {
    const limited = await buildTestApp();
    const host = (await buildCompany(limited.database.db)).host;
    const ask = () =>
      limited.app.inject({
        method: "GET",
        url: `/api/v1/document-seals/${"A".repeat(27)}`,
        headers: { host },
      });
    for (let miss = 0; miss < SEAL_MISSES_PER_WINDOW; miss++)
      expect((await ask()).statusCode).toBe(404);
    const refused = await ask();
    expect(refused.statusCode).toBe(429);
    expect(refused.headers["retry-after"]).toBeDefined();
    expect(refused.json().message).toContain("Te veel controles");
  });
});
