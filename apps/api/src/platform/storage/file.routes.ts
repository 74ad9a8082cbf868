import { PassThrough } from "node:stream";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { AppError, notFound } from "../http/app-error";
import { tracked } from "../http/in-flight";
import { contentTypeOfKey } from "./content-types";
import { parseRange } from "./http-range";
import { FILES_PATH, type LocalDiskStorage } from "./local-disk-storage";
import { StorageLimitError, type StorageArea, storageAreas } from "./storage";
import { isValidGrant } from "./url-signature";

const expired = () =>
  new AppError("FORBIDDEN", "Deze link is verlopen of ongeldig. Laad de pagina opnieuw.");

type FileQuery = { expires?: string; signature?: string; name?: string; size?: string };

function locate(request: FastifyRequest): { area: StorageArea; key: string; path: string } {
  const path = (request.params as { "*": string })["*"];
  const slash = path.indexOf("/");
  const area = path.slice(0, slash) as StorageArea;
  if (slash < 0 || !storageAreas.includes(area)) throw notFound();
  return { area, key: path.slice(slash + 1), path };
}

function checkGrant(
  storage: LocalDiskStorage,
  method: "GET" | "PUT",
  path: string,
  query: FileQuery,
  terms: string,
): void {
  const expires = Number(query.expires);
  if (!Number.isInteger(expires) || typeof query.signature !== "string") throw expired();
  if (expires < Date.now() / 1000) throw expired();
  if (!isValidGrant(storage.secret, { method, path, expires, terms }, query.signature))
    throw expired();
}

/**
 * Serves and receives local-disk files for the signed URLs of local-disk-storage.ts. The URL
 * is the permission: an HMAC over method, object, expiry and terms. GET honours Range, so a
 * video can seek; PUT streams the body to disk and must be exactly the signed size.
 */
export function fileRoutes(app: FastifyInstance, storage: LocalDiskStorage): void {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const { area, key, path } = locate(request);
    const query = request.query as FileQuery;
    const name = typeof query.name === "string" ? query.name : "";
    checkGrant(storage, "GET", path, query, name);
    const info = await storage.stat(area, key).catch(() => null);
    if (!info) throw notFound();
    const range = parseRange(request.headers.range, info.size);
    void reply
      .header("accept-ranges", "bytes")
      .header("content-type", contentTypeOfKey(key))
      .header("x-content-type-options", "nosniff")
      .header(
        "cache-control",
        `private, max-age=${Math.max(0, Number(query.expires) - Math.floor(Date.now() / 1000))}`,
      );
    if (name)
      void reply.header(
        "content-disposition",
        `inline; filename*=UTF-8''${encodeURIComponent(name)}`,
      );
    if (range === "unsatisfiable") {
      return reply.code(416).header("content-range", `bytes */${info.size}`).send();
    }
    if (request.method === "HEAD") return reply.header("content-length", info.size).send();
    if (!range)
      return reply.header("content-length", info.size).send(await storage.read(area, key));
    return reply
      .code(206)
      .header("content-range", `bytes ${range.start}-${range.end}/${info.size}`)
      .header("content-length", range.end - range.start + 1)
      .send(await storage.read(area, key, range));
  };

  app.get(`${FILES_PATH}/*`, serve);

  // The upload route takes any body as a raw stream: its size is bounded by the signature.
  void app.register((scope, _options, done) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser("*", (_request, _payload, next) => next(null));
    scope.put(`${FILES_PATH}/*`, (request) =>
      tracked(app, async () => {
        const { area, key, path } = locate(request);
        const query = request.query as FileQuery;
        const size = Number(query.size);
        const contentType = request.headers["content-type"] ?? "";
        if (!Number.isSafeInteger(size) || size < 0) throw expired();
        checkGrant(storage, "PUT", path, query, `${size}\n${contentType}`);
        const declared = request.headers["content-length"];
        if (declared !== undefined && Number(declared) !== size)
          throw new AppError(
            "BAD_REQUEST",
            "De grootte van het bestand klopt niet met de aanvraag.",
          );
        try {
          // Through a PassThrough: a refused upload must end this stream, not the connection,
          // or the client never hears why.
          const written = await storage.write(area, key, request.raw.pipe(new PassThrough()), {
            contentType,
            maxBytes: size,
          });
          if (written.size !== size) {
            await storage.remove(area, key);
            throw new AppError(
              "BAD_REQUEST",
              "Het bestand is niet volledig aangekomen. Probeer het opnieuw.",
            );
          }
        } catch (error) {
          if (error instanceof StorageLimitError)
            throw new AppError("PAYLOAD_TOO_LARGE", "Het bestand is groter dan aangekondigd.");
          throw error;
        }
        return { data: { size } };
      }),
    );
    done();
  });
}
