/*
 * The service worker's route for the media of an enrollment made available offline (see
 * offline-copy.ts): the copy on the device when there is one, else the network. Workbox writes
 * these two functions into sw.js by their source text (vite.config.ts, runtimeCaching), so each
 * must stand on its own: no imports, no helpers outside its body.
 */

/**
 * A media address: the API's own file URLs (local storage), or a presigned S3 URL on the
 * bucket's origin, known by its SigV4 signature in the query. The route is for GET only, so a
 * presigned upload (PUT) passes by, and other sites (error reports, the booking widget) carry
 * no such signature.
 */
export const isMediaAddress = ({ url, sameOrigin }: { url: URL; sameOrigin: boolean }) =>
  sameOrigin ? url.pathname.startsWith("/api/v1/files/") : url.searchParams.has("X-Amz-Signature");

/**
 * Answers from the offline copy, matched without the query: a copy refreshed online names the
 * same file with a newer signature. A video asks for byte ranges, which are cut from the copy.
 */
export async function answerFromOfflineCopy({ request }: { request: Request }) {
  const kept = await caches.match(request.url, { ignoreSearch: true });
  if (!kept) return fetch(request);
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.get("range") ?? "");
  if (!range || (!range[1] && !range[2])) return kept;
  const body = await kept.blob();
  const last = body.size - 1;
  // "bytes=-500" asks for the last 500 bytes.
  const start = range[1] ? Number(range[1]) : Math.max(0, body.size - Number(range[2]));
  const end = range[1] && range[2] ? Math.min(Number(range[2]), last) : last;
  if (start > end)
    return new Response(null, {
      status: 416,
      headers: { "content-range": `bytes */${body.size}` },
    });
  return new Response(body.slice(start, end + 1), {
    status: 206,
    headers: {
      "content-type": kept.headers.get("content-type") ?? "",
      "content-range": `bytes ${start}-${end}/${body.size}`,
      "content-length": String(end - start + 1),
    },
  });
}
