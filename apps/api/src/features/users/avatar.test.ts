import { MAX_AVATAR_BYTES } from "@leerlijn/contracts/users/avatar.contract";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { NOT_AN_IMAGE_MESSAGE } from "../../platform/images/uploaded-image";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { type FormPart, multipartBody } from "../../test/multipart";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);

function photo(width: number, height: number, format: "jpeg" | "png" = "jpeg") {
  const canvas = sharp({ create: { width, height, channels: 3, background: "#0e7490" } });
  return (format === "png" ? canvas.png() : canvas.jpeg()).toBuffer();
}

async function send(token: string, parts: FormPart[]) {
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: "POST",
    url: "/api/v1/users/me/avatar",
    headers: { ...headers, host: company.host, authorization: `Bearer ${token}` },
    payload,
  });
}
const avatarPart = (data: Buffer, filename = "foto.jpg"): FormPart => ({
  name: "avatar",
  filename,
  contentType: "image/jpeg",
  data,
});

type Me = { data: { avatarUrl: string | null } };

describe("the profile picture", () => {
  it("is stored square at 256 px, served through a signed URL, and shown on /users/me", async () => {
    const { client } = await signedInMember(app, db, company, ["company-student"]);
    const response = await send(client.token!, [avatarPart(await photo(900, 600))]);
    expect(response.statusCode, response.body).toBe(200);
    const url = response.json<Me>().data.avatarUrl;
    expect(url).toMatch(/^\/api\/v1\/files\//);

    const served = await app.inject({ method: "GET", url: url!, headers: { host: company.host } });
    expect(served.statusCode).toBe(200);
    const size = await sharp(served.rawPayload).metadata();
    expect([size.format, size.width, size.height]).toEqual(["png", 256, 256]);
    expect((await client.get("/users/me")).json<Me>().data.avatarUrl).toBe(url);
  });

  it("replaces the old picture and can be removed", async () => {
    const { client } = await signedInMember(app, db, company, ["admin-trainer"]);
    const first = (
      await send(client.token!, [avatarPart(await photo(300, 300, "png"), "a.png")])
    ).json<Me>().data.avatarUrl!;
    const second = (await send(client.token!, [avatarPart(await photo(400, 300))])).json<Me>().data
      .avatarUrl!;
    expect(second).not.toBe(first);
    expect(
      (await app.inject({ method: "GET", url: first, headers: { host: company.host } })).statusCode,
    ).toBe(404);

    const removed = await client.delete("/users/me/avatar");
    expect(removed.statusCode).toBe(200);
    expect(removed.json<Me>().data.avatarUrl).toBeNull();
    expect(
      (await app.inject({ method: "GET", url: second, headers: { host: company.host } }))
        .statusCode,
    ).toBe(404);
  });

  it("refuses a file that is no JPG or PNG by its content, whatever its name says", async () => {
    const { client } = await signedInMember(app, db, company, ["company-student"]);
    const fake = await send(client.token!, [
      avatarPart(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>".repeat(4)), "foto.jpg"),
    ]);
    expect(fake.statusCode).toBe(422);
    expect(fake.json()).toMatchObject({ errors: { avatar: [NOT_AN_IMAGE_MESSAGE] } });
    const missing = await send(client.token!, [{ name: "iets", value: "anders" }]);
    expect(missing.json()).toMatchObject({ errors: { avatar: ["Kies een foto (JPG of PNG)."] } });
    expect((await client.get("/users/me")).json<Me>().data.avatarUrl).toBeNull();
  });

  it("refuses a picture over the limit with a Dutch 413", async () => {
    const { client } = await signedInMember(app, db, company, ["company-student"]);
    const huge = Buffer.concat([await photo(50, 50), Buffer.alloc(MAX_AVATAR_BYTES + 1)]);
    const response = await send(client.token!, [avatarPart(huge)]);
    expect(response.statusCode).toBe(413);
    expect(response.json()).toMatchObject({
      code: "PAYLOAD_TOO_LARGE",
      message: "Deze afbeelding is groter dan 5 MB. Kies een kleinere.",
    });
  });
});
