import { readdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import react from "@vitejs/plugin-react";
import type { Plugin } from "vite";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";
import {
  answerFromOfflineCopy,
  isMediaAddress,
} from "./src/features/enrollments/offline/offline-media-route.ts";

const apiPort = process.env.API_PORT ?? "3001";
const outDir = "dist";

/**
 * The app shell the service worker stores when it installs: index.html and what it loads
 * (its script, the modules it preloads, its styles), nothing more. A phone on a slow
 * connection gets nothing extra on its first visit besides these (already in its HTTP cache);
 * the pages' own code is kept as they are opened (the runtime rule below).
 */
function shellFiles(): Set<string> {
  const html = readFileSync(join(outDir, "index.html"), "utf8");
  const referenced = [...html.matchAll(/(?:src|href)="\/([^"]+)"/g)].map((match) => match[1]!);
  return new Set(["index.html", ...referenced]);
}

/**
 * Writes a Brotli and a gzip copy beside each script and style sheet, which the API serves to
 * browsers that accept them: a phone downloads the sign-in page's code at about a third of its
 * size without the server compressing on every request.
 */
const precompress: Plugin = {
  name: "leerlijn-precompress",
  apply: "build",
  closeBundle() {
    const assets = join(outDir, "assets");
    for (const file of readdirSync(assets).filter((name) => /\.(js|css)$/.test(name))) {
      const bytes = readFileSync(join(assets, file));
      writeFileSync(join(assets, `${file}.gz`), gzipSync(bytes, { level: 9 }));
      writeFileSync(
        join(assets, `${file}.br`),
        brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      );
    }
  },
};

export default defineConfig({
  plugins: [
    react(),
    precompress,
    VitePWA({
      // The page decides when a new version takes over (after saving, see service-worker.ts).
      registerType: "prompt",
      injectRegister: false,
      // Served per host by the API (the company's name, colour and icon).
      manifest: false,
      workbox: {
        globPatterns: ["**/*.{js,css,html,svg}"],
        manifestTransforms: [
          (entries) => {
            const shell = shellFiles();
            return { manifest: entries.filter((entry) => shell.has(entry.url)), warnings: [] };
          },
        ],
        navigateFallback: "index.html",
        navigateFallbackDenylist: [/^\/api\//, /^\/socket\.io\//],
        cleanupOutdatedCaches: true,
        // The first version takes the open page at once, so it opens offline from then on;
        // later versions wait for the page (registerType "prompt").
        clientsClaim: true,
        runtimeCaching: [
          {
            // The media of an enrollment made available offline, on our own origin or in the
            // S3 bucket (features/enrollments/offline/offline-media-route.ts).
            urlPattern: isMediaAddress,
            handler: answerFromOfflineCopy,
          },
          {
            // The host's company (branding), so the shell opens offline as this company's app.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith("/api/v1/companies/current"),
            handler: "NetworkFirst",
            options: { cacheName: "company", networkTimeoutSeconds: 5 },
          },
          {
            // The signed-in person, so a page loaded afresh without a connection still knows
            // who it is for (an offline walk-through; app/guards.ts). Only when the network
            // fails: online the server confirms the session every time. Emptied on signing out
            // (features/auth/api/logout.ts).
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname === "/api/v1/users/me",
            handler: "NetworkFirst",
            options: { cacheName: "session" },
          },
          {
            // The company's logo (uploaded, or one of the app's own under /brand/), public, so
            // the header keeps it when the page is loaded without a connection; refreshed from
            // the network whenever there is one.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin &&
              (url.pathname.startsWith("/api/v1/company-logos/") ||
                url.pathname.startsWith("/brand/")),
            handler: "StaleWhileRevalidate",
            options: { cacheName: "company-logos", expiration: { maxEntries: 20 } },
          },
          {
            // Hashed file names never change content, so a kept copy is always right.
            urlPattern: ({ url, sameOrigin }) => sameOrigin && url.pathname.startsWith("/assets/"),
            handler: "CacheFirst",
            options: {
              cacheName: "pages-code",
              expiration: { maxEntries: 300, maxAgeSeconds: 60 * 60 * 24 * 90 },
            },
          },
        ],
      },
    }),
  ],
  server: {
    port: 5173,
    proxy: {
      "/api": { target: `http://127.0.0.1:${apiPort}`, changeOrigin: false },
      "/socket.io": { target: `ws://127.0.0.1:${apiPort}`, ws: true },
    },
  },
  build: {
    outDir,
    sourcemap: false,
    chunkSizeWarningLimit: 700,
    rolldownOptions: {
      output: {
        // Fewer, larger files where a phone opens the app (issue 25: the installed app shows the
        // learner's tiles within 1 s). Split by hand of the bundler, the sign-in page's code was
        // nine files and the signed-in frame with the learner's start page about 80 more, most
        // under 1 kB: on a 4x slower CPU, adding their preload links and compiling them one by
        // one cost more than reading one file (docs/performance.md has the figures).
        codeSplitting: {
          groups: [
            // What the sign-in page runs: the entry and its static imports, in one file.
            { name: "initial", tags: ["$initial"], priority: 2 },
            // The signed-in frame and the learner's start page (the installed app's start URL),
            // with everything they import that the sign-in page does not: a captured module
            // brings its dependencies. Other pages keep their own files and share this one.
            {
              name: "signed-in",
              test: /src[\\/]app[\\/](app-routes|layouts[\\/]app-layout|guarded-page|routes[\\/]learning[\\/]my-trainings\.(route|loader))\.tsx?$/,
              priority: 1,
            },
          ],
        },
      },
    },
  },
  test: {
    environment: "jsdom",
    // Worker threads start jsdom files noticeably faster than the default child processes.
    pool: "threads",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
