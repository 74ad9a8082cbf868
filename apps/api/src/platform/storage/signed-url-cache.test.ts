import { mkdtemp } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createLocalDiskStorage } from "./local-disk-storage";
import { withSignedUrlCache } from "./signed-url-cache";
import { SIGNED_URL_TTL_SECONDS } from "./storage";

const storage = createLocalDiskStorage({
  root: await mkdtemp(join(tmpdir(), "signed-url-cache-")),
  secret: "x".repeat(32),
});

afterEach(() => {
  vi.useRealTimers();
  vi.restoreAllMocks();
});

describe("the signed URL cache", () => {
  it("signs an object once per expiry window and again once the window moves on", async () => {
    vi.useFakeTimers({ now: Date.UTC(2026, 0, 1), toFake: ["Date"] });
    const sign = vi.spyOn(storage, "signedUrl");
    const cached = withSignedUrlCache(storage);
    const first = await cached.signedUrl("media", "c1/m1/file.pdf");
    expect(await cached.signedUrl("media", "c1/m1/file.pdf")).toBe(first);
    expect(sign).toHaveBeenCalledTimes(1);

    await cached.signedUrl("media", "c1/m1/file.pdf", { downloadName: "Verslag.pdf" });
    expect(sign).toHaveBeenCalledTimes(2);

    vi.setSystemTime(Date.now() + (SIGNED_URL_TTL_SECONDS / 4) * 1000);
    const later = await cached.signedUrl("media", "c1/m1/file.pdf");
    expect(later).not.toBe(first);
    expect(sign).toHaveBeenCalledTimes(3);
  });

  it("forgets the oldest entries beyond its size", async () => {
    const sign = vi.spyOn(storage, "signedUrl");
    const cached = withSignedUrlCache(storage, 2);
    for (const key of ["a/1", "a/2", "a/3", "a/1"]) await cached.signedUrl("thumbnails", key);
    expect(sign).toHaveBeenCalledTimes(4);
    await cached.signedUrl("thumbnails", "a/3");
    expect(sign).toHaveBeenCalledTimes(4);
  });
});
