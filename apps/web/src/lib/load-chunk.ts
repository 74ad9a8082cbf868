/** Spec (section 9): a route's code that has not arrived after this long counts as lost. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/**
 * A page's code did not arrive: the connection dropped, or a new version of the app replaced
 * the files this one points at. Either way reloading is what helps, so the error page says so.
 */
export class ChunkLoadError extends Error {
  constructor(cause: unknown) {
    super("A page's code could not be loaded", { cause });
    this.name = "ChunkLoadError";
  }
}

/** Loads a page's code, failing with a ChunkLoadError when it fails or takes too long. */
export function loadChunk<T>(load: () => Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new ChunkLoadError(new Error(`not loaded after ${timeoutMs} ms`))),
      timeoutMs,
    );
    load()
      .then(resolve, (error: unknown) => reject(new ChunkLoadError(error)))
      .finally(() => clearTimeout(timer));
  });
}
