import { Readable } from "node:stream";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";

const { app } = await buildTestApp();
const { storage } = app.services;
const body = Buffer.from("0123456789abcdefghij");

describe("local files served by the API", () => {
  it("accept a PUT through a presigned upload URL and serve it through a signed URL", async () => {
    const target = await storage.uploadTarget("raw-videos", "v1/clip.mp4", {
      contentType: "video/mp4",
      size: body.length,
    });
    const put = await app.inject({
      method: "PUT",
      url: target.url,
      headers: target.headers,
      payload: body,
    });
    expect(put.statusCode, put.body).toBe(200);

    const url = await storage.signedUrl("raw-videos", "v1/clip.mp4");
    const get = await app.inject({ method: "GET", url });
    expect(get.statusCode).toBe(200);
    expect(get.rawPayload).toEqual(body);
    expect(get.headers["content-type"]).toBe("video/mp4");
    expect(get.headers["accept-ranges"]).toBe("bytes");
  });

  it("answer a Range request with just those bytes, so a video can seek", async () => {
    const url = await storage.signedUrl("raw-videos", "v1/clip.mp4");
    const part = await app.inject({ method: "GET", url, headers: { range: "bytes=10-14" } });
    expect(part.statusCode).toBe(206);
    expect(part.body).toBe("abcde");
    expect(part.headers["content-range"]).toBe(`bytes 10-14/${body.length}`);
    const tail = await app.inject({ method: "GET", url, headers: { range: "bytes=-3" } });
    expect(tail.body).toBe("hij");
    const outside = await app.inject({ method: "GET", url, headers: { range: "bytes=99-" } });
    expect(outside.statusCode).toBe(416);
  });

  it("refuse a changed, expired or unsigned URL", async () => {
    const url = await storage.signedUrl("raw-videos", "v1/clip.mp4");
    const other = url.replace("v1/clip.mp4", "v1/other.mp4");
    const expired = url.replace(/expires=\d+/, "expires=1000");
    const unsigned = url.split("?")[0] ?? "";
    for (const attempt of [other, expired, unsigned, `${url}x`]) {
      const response = await app.inject({ method: "GET", url: attempt });
      expect(response.statusCode, attempt).toBe(403);
      expect(response.json().message).toBe(
        "Deze link is verlopen of ongeldig. Laad de pagina opnieuw.",
      );
    }
  });

  it("refuse an upload of another size or type than was signed, and keep none of it", async () => {
    const target = await storage.uploadTarget("raw-videos", "v2/clip.mp4", {
      contentType: "video/mp4",
      size: 5,
    });
    const longer = await app.inject({
      method: "PUT",
      url: target.url,
      headers: target.headers,
      payload: body,
    });
    expect(longer.statusCode).toBe(400);
    const streamed = await app.inject({
      method: "PUT",
      url: target.url,
      headers: { ...target.headers, "transfer-encoding": "chunked" },
      payload: Readable.from([body]),
    });
    expect(streamed.statusCode).toBe(413);
    const otherType = await app.inject({
      method: "PUT",
      url: target.url,
      headers: { "content-type": "text/html" },
      payload: "12345",
    });
    expect(otherType.statusCode).toBe(403);
    expect(await storage.stat("raw-videos", "v2/clip.mp4")).toBeNull();
  });

  it("give 404 for an unknown area or object and never climb out of storage", async () => {
    expect(
      (await app.inject({ method: "GET", url: "/api/v1/files/secrets/x?expires=1&signature=x" }))
        .statusCode,
    ).toBe(404);
    expect(
      (
        await app.inject({
          method: "GET",
          url: "/api/v1/files/media/..%2F..%2Fdb?expires=9999999999&signature=x",
        })
      ).statusCode,
    ).toBeLessThan(500);
  });
});
