import { roundedExpiry, type Storage } from "./storage";

/**
 * Read URLs are signed for a rounded expiry, so an object's URL stays the same for a quarter of
 * the TTL. A library page asks for the same URLs on every request, and signing each one (an HMAC,
 * or several for an S3 signature) cost more than the rest of presenting the item.
 */
export function withSignedUrlCache<S extends Storage>(storage: S, maxEntries = 20_000): S {
  const cache = new Map<string, { expires: number; url: Promise<string> }>();
  return {
    ...storage,
    signedUrl(area, key, options = {}) {
      const expires = roundedExpiry();
      const id = `${area}/${key}\n${options.downloadName ?? ""}`;
      const hit = cache.get(id);
      if (hit?.expires === expires) return hit.url;
      const url = storage.signedUrl(area, key, options);
      if (cache.size >= maxEntries) {
        const oldest = cache.keys().next();
        if (!oldest.done) cache.delete(oldest.value);
      }
      const entry = { expires, url };
      cache.set(id, entry);
      url.catch(() => {
        if (cache.get(id) === entry) cache.delete(id);
      });
      return url;
    },
  };
}
