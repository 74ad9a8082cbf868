import { existsSync } from "node:fs";
import { join } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";
import { sendError } from "./error-handler";
import { type PageSources, pageSecurityPolicy } from "./security-headers";

/**
 * Serves the built single-page app: hashed assets with a year of caching, every other GET that
 * is not an API call gets index.html so deep links work. API misses stay JSON 404s. Source maps
 * are never served: a build that made them keeps them to itself.
 */
export async function installWebApp(
  app: FastifyInstance,
  distDir: string | undefined,
  sources: PageSources = {},
): Promise<void> {
  const policy = pageSecurityPolicy(sources);
  const hasWeb = distDir !== undefined && existsSync(join(distDir, "index.html"));
  // Whichever way a page is reached (a deep link, /index.html, /), it carries the page policy.
  app.addHook("onSend", (_request, reply, payload, done) => {
    const type = reply.getHeader("content-type");
    if (typeof type === "string" && type.startsWith("text/html")) {
      if (!reply.hasHeader("content-security-policy"))
        void reply.header("content-security-policy", policy);
      void reply.header("x-frame-options", "DENY");
    }
    done(null, payload);
  });
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: distDir,
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of the scripts and styles (see vite.config.ts).
      preCompressed: true,
      allowedPath: (path) => !path.endsWith(".map"),
      // On the reply itself: a header on the raw response loses to the plugin's own max-age=0.
      setHeaders(reply, path) {
        if (path.startsWith(join(distDir, "assets"))) {
          reply.header("cache-control", "public, max-age=31536000, immutable");
        } else if (path.endsWith(".html")) {
          reply.header("cache-control", "no-cache");
        }
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split("?")[0] ?? "";
    // A missing file (an old asset after a deploy) must be a 404, not the app's HTML.
    const isPage = !path.startsWith("/api/") && !/\.[a-z0-9]+$/i.test(path);
    if (hasWeb && isPage && (request.method === "GET" || request.method === "HEAD")) {
      // The plugin's own cache header is turned off for it, else it would replace this one.
      return reply
        .header("cache-control", "no-cache")
        .sendFile("index.html", { cacheControl: false });
    }
    return sendError(reply, new AppError("NOT_FOUND", "Dit adres bestaat niet."));
  });
}
