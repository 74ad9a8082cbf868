import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError, loadChunk } from "./load-chunk";

afterEach(() => vi.useRealTimers());

describe("loading a page's code", () => {
  it("hands over what arrived", async () => {
    await expect(loadChunk(() => Promise.resolve("page"))).resolves.toBe("page");
  });

  it("turns a failed fetch into a ChunkLoadError that keeps its cause", async () => {
    const failure = new TypeError("Failed to fetch dynamically imported module");
    const loading = loadChunk(() => Promise.reject(failure));
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
    await expect(loading).rejects.toMatchObject({ cause: failure });
  });

  it("gives up after the spec's 120 seconds, not before", async () => {
    vi.useFakeTimers();
    let settled = false;
    const loading = loadChunk(() => new Promise<never>(() => undefined));
    loading.catch(() => (settled = true));
    expect(CHUNK_LOAD_TIMEOUT_MS).toBe(120_000);
    await vi.advanceTimersByTimeAsync(CHUNK_LOAD_TIMEOUT_MS - 1);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(loading).rejects.toBeInstanceOf(ChunkLoadError);
  });
});
