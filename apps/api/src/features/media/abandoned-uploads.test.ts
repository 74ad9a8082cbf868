import { Readable } from "node:stream";
import { eq } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { authHeaders } from "../../test/media-helpers";
import { ABANDONED_AFTER_MS, clearAbandonedUploads } from "./abandoned-uploads";
import { findMediaForJob, insertMedia } from "./media.repository";
import { media } from "./media.table";

const { app, database } = await buildTestApp();
const db = database.db;
const { storage } = app.services;
const company = await buildCompany(db);
const trainer = await buildUser(db, company, ["admin-trainer"]);
const caller = { host: company.host, token: await signIn(app, company.host, trainer.email) };

/** A reserved upload of which the browser sent only the first bytes before it went away. */
async function reserveAndStartUpload(name: string) {
  const reserved = await app.inject({
    method: "POST",
    url: "/api/v1/media/video-uploads",
    headers: authHeaders(caller),
    payload: { name, size: 5_000_000 },
  });
  expect(reserved.statusCode, reserved.body).toBe(201);
  const { id, location } = reserved.json().data as { id: string; location: string };
  const rawKey = location.replace(/^raw-videos\//, "");
  await storage.write("raw-videos", rawKey, Readable.from([Buffer.from("half a video")]), {
    contentType: "video/mp4",
  });
  return { id, rawKey };
}

describe("abandoned video uploads", () => {
  it("are removed with their partial file after a day; newer ones and listed items stay", async () => {
    const old = await reserveAndStartUpload("vergeten.mp4");
    const recent = await reserveAndStartUpload("bezig.mp4");
    const dayAndAHourAgo = new Date(Date.now() - ABANDONED_AFTER_MS - 60 * 60 * 1000);
    await db.update(media).set({ createdAt: dayAndAHourAgo }).where(eq(media.id, old.id));
    const [ready] = await insertMedia(db, [
      {
        companyId: company.id,
        type: "video",
        status: "ready",
        name: "oud.mp4",
        rawKey: "kept/oud.mp4",
        createdAt: dayAndAHourAgo,
      },
    ]);

    expect(await clearAbandonedUploads({ db, storage })).toBe(1);

    expect(await findMediaForJob(db, old.id)).toBeNull();
    expect(await storage.stat("raw-videos", old.rawKey)).toBeNull();
    expect((await findMediaForJob(db, recent.id))?.status).toBe("uploading");
    expect(await storage.stat("raw-videos", recent.rawKey)).not.toBeNull();
    expect(await findMediaForJob(db, ready?.id ?? "")).not.toBeNull();
    expect(await clearAbandonedUploads({ db, storage })).toBe(0);
  });

  it("can no longer be confirmed once cleared", async () => {
    const old = await reserveAndStartUpload("te-laat.mp4");
    await clearAbandonedUploads({ db, storage }, Date.now() + ABANDONED_AFTER_MS + 1000);
    const confirmed = await app.inject({
      method: "POST",
      url: "/api/v1/media",
      headers: authHeaders(caller),
      payload: {
        videos: [{ id: old.id, name: "te-laat.mp4", location: `raw-videos/${old.rawKey}` }],
      },
    });
    expect(confirmed.statusCode).toBeGreaterThanOrEqual(400);
    expect(await storage.stat("raw-videos", old.rawKey)).toBeNull();
  });
});
