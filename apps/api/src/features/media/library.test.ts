import type { AddressInfo } from "node:net";
import { io } from "socket.io-client";
import { PLATFORM_ADMIN_ROLE } from "@leerlijn/contracts/permissions";
import { afterAll, describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { authHeaders, listMedia, settled, uploadParts } from "../../test/media-helpers";
import { makeImage, makePdf } from "../../seed/media-samples";
import { insertMedia } from "./media.repository";

const { app, database } = await buildTestApp();
const db = database.db;
const company = await buildCompany(db);
const leader = await buildUser(db, company, ["admin-group-leader"]);
const caller = { host: company.host, token: await signIn(app, company.host, leader.email) };

async function seedRows(companyId: string, count: number, type: "image" | "document" = "image") {
  return insertMedia(
    db,
    Array.from({ length: count }, (_, i) => ({
      companyId,
      type,
      status: "ready" as const,
      name: `bestand-${i}.${type === "image" ? "png" : "pdf"}`,
      fileKey: `${companyId}/x${i}/original.${type === "image" ? "png" : "pdf"}`,
      sizeBytes: 2_500_000,
      createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)),
    })),
  );
}

const remove = (id: string, who = caller) =>
  app.inject({ method: "DELETE", url: `/api/v1/media/${id}`, headers: authHeaders(who) });

describe("the media library", () => {
  it("lists newest first in pages, with links.next keeping the filter", async () => {
    const own = await buildCompany(db);
    const user = await buildUser(db, own, ["admin-trainer"]);
    const who = { host: own.host, token: await signIn(app, own.host, user.email) };
    await seedRows(own.id, 20);
    await seedRows(own.id, 3, "document");

    const first = await listMedia(app, who, "?filter[type]=image");
    expect(first.data).toHaveLength(15);
    expect(first.meta).toEqual({ from: 1, to: 15, perPage: 15, currentPage: 1 });
    expect(first.data[0]?.name).toBe("bestand-19.png");
    expect(first.data[0]?.size).toBe("2,4 MB");
    expect(first.links.next).toBe("/api/v1/media?filter%5Btype%5D=image&page=2");
    const second = await listMedia(app, who, "?filter[type]=image&page=2");
    expect(second.data).toHaveLength(5);
    expect(second.meta).toMatchObject({ from: 16, to: 20 });
    expect(second.links.next).toBeNull();
    const exactlyFull = await listMedia(app, who, "?filter[type]=image&perPage=10&page=2");
    expect(exactlyFull.data).toHaveLength(10);
    expect(exactlyFull.links.next).toBeNull();
    expect((await listMedia(app, who, "?filter[type]=document")).data).toHaveLength(3);
  });

  it("shows another company nothing of it, and answers its ids with 404", async () => {
    const [row] = await seedRows(company.id, 1);
    const other = await buildCompany(db);
    const outsider = await buildUser(db, other, ["admin-group-leader"]);
    const stranger = { host: other.host, token: await signIn(app, other.host, outsider.email) };
    expect((await listMedia(app, stranger)).data).toEqual([]);
    expect((await remove(row?.id ?? "", stranger)).statusCode).toBe(404);
    expect((await listMedia(app, caller)).data.map((item) => item.id)).toContain(row?.id);
  });

  it("shows a sub company its parent's items, which only the parent may delete", async () => {
    const [row] = await seedRows(company.id, 1, "document");
    const sub = await buildCompany(db, { parentCompanyId: company.id });
    const subUser = await buildUser(db, sub, ["sub-admin-group-leader"]);
    const subCaller = { host: sub.host, token: await signIn(app, sub.host, subUser.email) };
    expect((await listMedia(app, subCaller)).data.map((item) => item.id)).toContain(row?.id);
    const refused = await remove(row?.id ?? "", subCaller);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      "Dit bestand hoort bij een andere omgeving en kan hier niet worden verwijderd.",
    );
  });

  it("lists every company's items, each with its company, to the platform admin on the administrative domain", async () => {
    const adminCompany = await buildCompany(db, { type: "administrator", name: "Beheer" });
    const platformAdmin = await buildUser(db, adminCompany, [PLATFORM_ADMIN_ROLE]);
    const admin = {
      host: adminCompany.host,
      token: await signIn(app, adminCompany.host, platformAdmin.email),
    };
    const first = await buildCompany(db, { name: "Eerste Bedrijf" });
    const second = await buildCompany(db, { name: "Tweede Bedrijf" });
    const [firstRow] = await seedRows(first.id, 1);
    const [secondRow] = await seedRows(second.id, 1, "document");

    const listed = (await listMedia(app, admin, "?perPage=100")).data;
    expect(listed.find((item) => item.id === firstRow?.id)).toMatchObject({
      companyId: first.id,
      companyName: "Eerste Bedrijf",
    });
    expect(listed.find((item) => item.id === secondRow?.id)).toMatchObject({
      companyName: "Tweede Bedrijf",
    });
    const documents = (await listMedia(app, admin, "?filter[type]=document&perPage=100")).data;
    expect(documents.map((item) => item.id)).toContain(secondRow?.id);
    expect(documents.map((item) => item.id)).not.toContain(firstRow?.id);

    // Each company still sees only its own (and a sub company its parent's) items.
    const firstLeader = await buildUser(db, first, ["admin-group-leader"]);
    const firstCaller = {
      host: first.host,
      token: await signIn(app, first.host, firstLeader.email),
    };
    const firstList = (await listMedia(app, firstCaller, "?perPage=100")).data;
    expect(firstList.map((item) => item.id)).toEqual([firstRow?.id]);
    expect(firstList[0]).not.toHaveProperty("companyName");

    // A member of the administrative company without the platform admin role sees its own only.
    const staff = await buildUser(db, adminCompany, ["admin-group-leader"]);
    const staffCaller = {
      host: adminCompany.host,
      token: await signIn(app, adminCompany.host, staff.email),
    };
    expect((await listMedia(app, staffCaller, "?perPage=100")).data).toEqual([]);
    expect((await remove(firstRow?.id ?? "", staffCaller)).statusCode).toBe(404);

    // The platform admin deletes another company's item there.
    expect((await remove(secondRow?.id ?? "", admin)).statusCode).toBe(204);
    expect((await listMedia(app, admin, "?perPage=100")).data.map((item) => item.id)).not.toContain(
      secondRow?.id,
    );
  });

  it("deletes the company's own item with its files", async () => {
    const upload = await uploadParts(app, caller, [
      { name: "documents[x]", filename: "weg.pdf", data: await makePdf("Weg", []) },
    ]);
    const item = await settled(app, caller, upload.json().data[0].id);
    expect((await remove(item.id)).statusCode).toBe(204);
    expect((await listMedia(app, caller, "?perPage=100")).data.map((m) => m.id)).not.toContain(
      item.id,
    );
    expect((await app.inject({ method: "GET", url: item.url ?? "" })).statusCode).toBe(404);
    expect((await remove(item.id)).statusCode).toBe(404);
  });

  it("refuses to delete an item a course still uses", async () => {
    const [row] = await seedRows(company.id, 1);
    await db.execute(
      `create table course_probe (id serial primary key, media_id uuid references media(id) on delete restrict)`,
    );
    await db.execute(`insert into course_probe (media_id) values ('${row?.id}')`);
    const response = await remove(row?.id ?? "");
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(
      "Dit bestand wordt nog gebruikt in een cursus, training of document. Haal het daar eerst weg.",
    );
  });
});

describe("live updates of the library", () => {
  const sockets: ReturnType<typeof io>[] = [];
  afterAll(() => sockets.forEach((socket) => socket.disconnect()));

  it("sends thumbnail.generated with the ready item to the company's media channel", async () => {
    await app.listen({ port: 0, host: "127.0.0.1" });
    const socket = io(`http://127.0.0.1:${(app.server.address() as AddressInfo).port}`, {
      path: "/socket.io",
      transports: ["websocket"],
      auth: { token: caller.token },
      extraHeaders: { host: company.host },
      reconnection: false,
    });
    sockets.push(socket);
    await new Promise((resolve) => socket.once("connect", () => resolve(null)));
    const auth = await app.inject({
      method: "POST",
      url: "/api/v1/broadcasting/auth",
      headers: authHeaders(caller),
      payload: { socketId: socket.id, channelName: "private-media" },
    });
    expect(auth.statusCode, auth.body).toBe(200);

    const event = new Promise<{ id: string; status: string; thumb: string | null }>((resolve) =>
      socket.once("thumbnail.generated", resolve),
    );
    const upload = await uploadParts(app, caller, [
      { name: "images[live]", filename: "live.png", data: await makeImage("Live", "#0f766e") },
    ]);
    const created = upload.json().data[0];
    const item = await event;
    expect(item).toMatchObject({ id: created.id, status: "ready" });
    expect(item.thumb).toBeTruthy();
  });

  it("lets a learner not listen to the media channel", async () => {
    const learner = await buildUser(db, company, ["company-student"]);
    const token = await signIn(app, company.host, learner.email);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/broadcasting/auth",
      headers: authHeaders({ host: company.host, token }),
      payload: { socketId: "abc", channelName: "private-media" },
    });
    expect(response.statusCode).toBe(403);
  });
});
