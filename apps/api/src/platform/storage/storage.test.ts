import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Readable } from "node:stream";
import { afterAll, describe, expect, it } from "vitest";
import { loadConfig } from "../../config";
import { startS3Server } from "../../test/s3-server";
import { createStorage } from "./create-storage";
import { filesOrigin, StorageLimitError, type Storage } from "./storage";

const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-storage-"));
afterAll(() => rm(dataDir, { recursive: true, force: true }));
const s3 = await startS3Server();

const drivers: [string, Record<string, string>][] = [
  ["local disk", {}],
  ["the S3-compatible server", s3],
];

async function readAll(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Fetches a signed URL: absolute for S3, relative to the API (served by file.routes) locally. */
const isAbsolute = (url: string) => /^https?:\/\//.test(url);

describe.each(drivers)("storage on %s", (_name, env) => {
  let storage: Storage;
  const bytes = Buffer.from(Array.from({ length: 300_000 }, (_, i) => i % 251));

  it("starts from its settings", async () => {
    storage = await createStorage(loadConfig({ DATA_DIR: dataDir, ...env }));
    afterAll(() => storage.close());
    expect(storage.kind).toBe(env.STORAGE_DRIVER ?? "local");
  });

  it("stores a stream and gives it back whole, in part and by its first bytes", async () => {
    const written = await storage.write("media", "c1/m1/file.pdf", Readable.from([bytes]), {
      contentType: "application/pdf",
    });
    expect(written.size).toBe(bytes.length);
    expect(await readAll(await storage.read("media", "c1/m1/file.pdf"))).toEqual(bytes);
    const part = await readAll(
      await storage.read("media", "c1/m1/file.pdf", { start: 10, end: 19 }),
    );
    expect(part).toEqual(bytes.subarray(10, 20));
    expect(await storage.readStart("media", "c1/m1/file.pdf", 8)).toEqual(bytes.subarray(0, 8));
    expect((await storage.stat("media", "c1/m1/file.pdf"))?.size).toBe(bytes.length);
  });

  it("names the origin its URLs point to, when that is not the app's own", async () => {
    const url = await storage.signedUrl("media", "c1/m1/file.pdf");
    const origin = await filesOrigin(storage);
    if (isAbsolute(url)) expect(origin).toBe(new URL(url).origin);
    else expect(origin).toBeUndefined();
  });

  it("keeps the areas apart", async () => {
    expect(await storage.stat("thumbnails", "c1/m1/file.pdf")).toBeNull();
  });

  it("refuses a stream over its limit and keeps nothing of it", async () => {
    await expect(
      storage.write("media", "c1/m2/big.png", Readable.from([bytes, bytes]), {
        contentType: "image/png",
        maxBytes: bytes.length,
      }),
    ).rejects.toBeInstanceOf(StorageLimitError);
    expect(await storage.stat("media", "c1/m2/big.png")).toBeNull();
  });

  it("removes an object, and removing it again is fine", async () => {
    await storage.write("thumbnails", "c1/m3/thumb.webp", Readable.from([Buffer.from("x")]), {
      contentType: "image/webp",
    });
    await storage.remove("thumbnails", "c1/m3/thumb.webp");
    await storage.remove("thumbnails", "c1/m3/thumb.webp");
    expect(await storage.stat("thumbnails", "c1/m3/thumb.webp")).toBeNull();
  });

  it("refuses keys that could climb out of their place", async () => {
    for (const key of ["../etc/passwd", "a/../../b", "", "a//b", ".hidden", "a/b\u0000c"])
      await expect(storage.stat("media", key)).rejects.toThrow(/unsafe storage key/);
  });

  it("signs the same read URL for the same object within a while, so browsers can cache", async () => {
    const first = await storage.signedUrl("media", "c1/m1/file.pdf");
    const second = await storage.signedUrl("media", "c1/m1/file.pdf");
    expect(first).toBe(second);
    expect(first).not.toBe(await storage.signedUrl("media", "c1/m9/file.pdf"));
  });

  it("takes an upload through a presigned PUT and serves it through a signed URL", async () => {
    if (storage.kind === "local") return; // Local URLs are served by the API: see file.routes.test.ts.
    const body = Buffer.from("presigned upload");
    const target = await storage.uploadTarget("raw-videos", "v1/clip.mp4", {
      contentType: "video/mp4",
      size: body.length,
    });
    expect(isAbsolute(target.url)).toBe(true);
    expect(target.url).not.toContain("x-amz-checksum");
    const put = await fetch(target.url, { method: "PUT", headers: target.headers, body });
    expect(put.status).toBe(200);
    const get = await fetch(await storage.signedUrl("raw-videos", "v1/clip.mp4"), {
      headers: { range: "bytes=0-8" },
    });
    expect(get.status).toBe(206);
    expect(await get.text()).toBe("presigned");
  });
});
