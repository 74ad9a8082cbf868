import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { runTool } from "./ffmpeg";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser, signIn } from "../../test/factories";
import { authHeaders, settled } from "../../test/media-helpers";
import { makeVideo } from "../../seed/media-samples";

const { app, database } = await buildTestApp();
const company = await buildCompany(database.db);
const trainer = await buildUser(database.db, company, ["admin-trainer"]);
const caller = { host: company.host, token: await signIn(app, company.host, trainer.email) };

async function reserve(name: string, size: number) {
  return app.inject({
    method: "POST",
    url: "/api/v1/media/video-uploads",
    headers: authHeaders(caller),
    payload: { name, size },
  });
}

/** The browser's part: reserve, PUT the bytes to the presigned target, then confirm. */
async function uploadVideo(name: string, bytes: Buffer) {
  const reserved = (await reserve(name, bytes.length)).json().data;
  const put = await app.inject({
    method: "PUT",
    url: reserved.upload.url,
    headers: reserved.upload.headers,
    payload: bytes,
  });
  expect(put.statusCode, put.body).toBe(200);
  return app.inject({
    method: "POST",
    url: "/api/v1/media",
    headers: authHeaders(caller),
    payload: { videos: [{ id: reserved.id, name, location: reserved.location }] },
  });
}

describe("uploading a video", () => {
  it("hands out a presigned PUT under raw-videos/{id}/{filename}", async () => {
    const response = await reserve("Instructie heftruck.mp4", 1234);
    expect(response.statusCode, response.body).toBe(201);
    const { data } = response.json();
    expect(data.location).toBe(`raw-videos/${data.id}/Instructie-heftruck.mp4`);
    expect(data.upload).toMatchObject({ method: "PUT", headers: { "content-type": "video/mp4" } });
  });

  it("transcodes an uploaded video to a 720p faststart MP4 with a poster and its duration", async () => {
    const source = await makeVideo(2, { size: "1920x1080" });
    if (!source) throw new Error("ffmpeg is needed for this test");
    const response = await uploadVideo("demo.mp4", source);
    expect(response.statusCode, response.body).toBe(201);
    const [item] = response.json().data;
    expect(item).toMatchObject({ type: "video", status: "processing", url: null });

    const ready = await settled(app, caller, item.id, 60_000);
    expect(ready).toMatchObject({ status: "ready", failureReason: null });
    expect(ready.duration).toBeCloseTo(2, 0);
    const video = await app.inject({ method: "GET", url: ready.url ?? "" });
    expect(video.headers["content-type"]).toBe("video/mp4");
    const bytes = video.rawPayload;
    // faststart: the index (moov) comes before the media data (mdat).
    expect(bytes.indexOf("moov")).toBeLessThan(bytes.indexOf("mdat"));
    expect((await app.inject({ method: "GET", url: ready.thumb ?? "" })).statusCode).toBe(200);

    const dir = await mkdtemp(join(tmpdir(), "leerlijn-probe-"));
    await writeFile(join(dir, "out.mp4"), bytes);
    const { stdout } = await runTool("ffprobe", [
      "-v",
      "error",
      "-show_entries",
      "stream=codec_name,height",
      "-of",
      "csv=p=0",
      join(dir, "out.mp4"),
    ]);
    await rm(dir, { recursive: true, force: true });
    expect(stdout.trim().split("\n").sort()).toEqual(["aac", "h264,720"]);
  }, 90_000);

  it("marks a video that cannot be decoded as failed, with a reason people can read", async () => {
    const fake = Buffer.concat([
      Buffer.from([0, 0, 0, 0x18]),
      Buffer.from("ftypmp42"),
      Buffer.alloc(4096, 1),
    ]);
    const response = await uploadVideo("kapot.mp4", fake);
    expect(response.statusCode, response.body).toBe(201);
    const failed = await settled(app, caller, response.json().data[0].id, 30_000);
    expect(failed).toMatchObject({
      status: "failed",
      url: null,
      failureReason:
        "Deze video kon niet worden verwerkt: het bestand is beschadigd of wordt niet ondersteund.",
    });
  });

  it("refuses a program uploaded as a video and removes it", async () => {
    const response = await uploadVideo(
      "film.mp4",
      Buffer.concat([Buffer.from("MZ"), Buffer.alloc(512)]),
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().errors["videos.0.id"]).toEqual([
      "Dit soort bestand is niet toegestaan. Toegestane extensies: mp4, mov, avi, qt.",
    ]);
  });

  it("refuses other extensions and files over 5 GB before anything is uploaded", async () => {
    const wrong = await reserve("setup.exe", 100);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors.name[0]).toContain("mp4, mov, avi, qt");
    const huge = await reserve("film.mov", 5 * 1024 ** 3 + 1);
    expect(huge.statusCode).toBe(413);
    expect(huge.json().message).toBe("Dit bestand is te groot. Een video mag hoogstens 5 GB zijn.");
  });

  it("refuses a confirmation of an upload that never arrived or belongs elsewhere", async () => {
    const reserved = (await reserve("leeg.mp4", 10)).json().data;
    const missing = await app.inject({
      method: "POST",
      url: "/api/v1/media",
      headers: authHeaders(caller),
      payload: { videos: [{ id: reserved.id, name: "leeg.mp4", location: reserved.location }] },
    });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors["videos.0.id"]).toEqual([
      "De video is niet (volledig) aangekomen. Upload hem opnieuw.",
    ]);

    const other = await buildCompany(database.db);
    const outsider = await buildUser(database.db, other, ["admin-trainer"]);
    const token = await signIn(app, other.host, outsider.email);
    const foreign = await app.inject({
      method: "POST",
      url: "/api/v1/media",
      headers: authHeaders({ host: other.host, token }),
      payload: { videos: [{ id: reserved.id, name: "x.mp4", location: reserved.location }] },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors["videos.0.id"]).toEqual([
      "Deze upload bestaat niet (meer). Upload de video opnieuw.",
    ]);
  });
});
