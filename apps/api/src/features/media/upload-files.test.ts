import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { authHeaders, listMedia, settled, uploadParts } from "../../test/media-helpers";
import { makeImage, makePdf } from "../../seed/media-samples";

const { app, database } = await buildTestApp();
const company = await buildCompany(database.db);
const trainer = await buildUser(database.db, company, ["admin-trainer"]);
const caller = { host: company.host, token: await signIn(app, company.host, trainer.email) };

const fetchUrl = (url: string) => app.inject({ method: "GET", url });

describe("uploading images and PDFs", () => {
  it("stores a PNG, answers with the processing item and makes its thumbnail in the background", async () => {
    const png = await makeImage("Heftruck", "#1d4ed8");
    const response = await uploadParts(app, caller, [
      { name: "images[a1]", filename: "heftruck.png", contentType: "image/png", data: png },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const [item] = response.json().data;
    expect(item).toMatchObject({
      name: "heftruck.png",
      type: "image",
      status: "processing",
      companyId: company.id,
    });
    expect(item.size).toMatch(/kB$/);

    const ready = await settled(app, caller, item.id);
    expect(ready.status).toBe("ready");
    const original = await fetchUrl(ready.url ?? "");
    expect(original.rawPayload).toEqual(png);
    const thumb = await fetchUrl(ready.thumb ?? "");
    expect(thumb.statusCode).toBe(200);
    expect(thumb.headers["content-type"]).toBe("image/webp");
  });

  it("makes a thumbnail of the first page of a PDF", async () => {
    const pdf = await makePdf("Veiligheidsinstructie", ["Regel een", "Regel twee"]);
    const response = await uploadParts(app, caller, [
      {
        name: "documents[d1]",
        filename: "instructie.pdf",
        contentType: "application/pdf",
        data: pdf,
      },
    ]);
    expect(response.statusCode, response.body).toBe(201);
    const ready = await settled(app, caller, response.json().data[0].id);
    expect(ready).toMatchObject({ type: "document", status: "ready" });
    expect((await fetchUrl(ready.thumb ?? "")).statusCode).toBe(200);
  });

  it("refuses a program renamed to .png by its content, saying it is not a valid image", async () => {
    const exe = Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(2048, 7)]);
    const response = await uploadParts(app, caller, [
      { name: "images[evil]", filename: "vakantie.png", contentType: "image/png", data: exe },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      "files.evil": ["Dit bestand is geen geldige afbeelding: de inhoud is geen JPG of PNG."],
    });
  });

  it("names every refused file of a batch with its own reason", async () => {
    const response = await uploadParts(app, caller, [
      { name: "images[text]", filename: "notitie.png", data: Buffer.from("geen plaatje") },
      { name: "documents[fake]", filename: "rapport.pdf", data: Buffer.from("geen pdf") },
      { name: "documents[kind]", filename: "schets.png", data: await makeImage("x", "#000000") },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      "files.text": ["Dit bestand is geen geldige afbeelding: de inhoud is geen JPG of PNG."],
      "files.fake": ["Dit bestand is geen geldig pdf-document: de inhoud is geen pdf."],
      "files.kind": ["Dit soort bestand is niet toegestaan. Toegestane extensies: pdf."],
    });
  });

  it("refuses a file whose extension is not allowed for its kind", async () => {
    const png = await makeImage("x", "#000000");
    const response = await uploadParts(app, caller, [
      { name: "documents[d2]", filename: "plaatje.png", contentType: "image/png", data: png },
    ]);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors["files.d2"]).toEqual([
      "Dit soort bestand is niet toegestaan. Toegestane extensies: pdf.",
    ]);
  });

  it("refuses an image over 20 MB with 413 and a Dutch message, keeping nothing", async () => {
    const before = (await listMedia(app, caller, "?perPage=100")).data.length;
    const png = await makeImage("groot", "#ff0000");
    const huge = Buffer.concat([png, Buffer.alloc(20 * 1024 * 1024 + 1 - png.length)]);
    const response = await uploadParts(app, caller, [
      { name: "images[big]", filename: "groot.png", contentType: "image/png", data: huge },
    ]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "Dit bestand is te groot. Een afbeelding mag hoogstens 20 MB zijn.",
      errors: {
        "files.big": ["Dit bestand is te groot. Een afbeelding mag hoogstens 20 MB zijn."],
      },
    });
    expect((await listMedia(app, caller, "?perPage=100")).data).toHaveLength(before);
  });

  it("keeps none of a batch in which one file is refused", async () => {
    const before = (await listMedia(app, caller, "?perPage=100")).data.length;
    const response = await uploadParts(app, caller, [
      {
        name: "images[ok]",
        filename: "goed.jpg",
        data: await makeImage("goed", "#00aa00", "jpeg"),
      },
      { name: "images[bad]", filename: "slecht.jpg", data: Buffer.from("geen plaatje") },
    ]);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)).toEqual(["files.bad"]);
    expect((await listMedia(app, caller, "?perPage=100")).data).toHaveLength(before);
  });

  it("asks for a file when none came", async () => {
    const response = await uploadParts(app, caller, [{ name: "note", value: "leeg" }]);
    expect(response.statusCode).toBe(422);
    expect(response.json().message).toBe("Kies minstens één bestand om te uploaden.");
  });

  it("lets a learner upload nothing", async () => {
    const learner = await buildUser(database.db, company, ["company-student"]);
    const token = await signIn(app, company.host, learner.email);
    const response = await uploadParts(app, { host: company.host, token }, [
      { name: "images[a]", filename: "a.png", data: await makeImage("a", "#000000") },
    ]);
    expect(response.statusCode).toBe(403);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/v1/media",
          headers: authHeaders({ host: company.host, token }),
        })
      ).statusCode,
    ).toBe(403);
  });
});
