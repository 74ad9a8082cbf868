import { readFileSync } from "node:fs";
import { join } from "node:path";
import react from "@vitejs/plugin-react";
import { VitePWA } from "vite-plugin-pwa";
import { defineConfig } from "vitest/config";

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

export default defineConfig({
  plugins: [
    react(),
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
            // The host's company (branding), so the shell opens offline as this company's app.
            urlPattern: ({ url, sameOrigin }) =>
              sameOrigin && url.pathname.startsWith("/api/v1/companies/current"),
            handler: "NetworkFirst",
            options: { cacheName: "company", networkTimeoutSeconds: 5 },
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
  build: { outDir, sourcemap: false, chunkSizeWarningLimit: 700 },
  test: {
    environment: "jsdom",
    // Worker threads start jsdom files noticeably faster than the default child processes.
    pool: "threads",
    include: ["src/**/*.test.{ts,tsx}"],
    setupFiles: ["src/test/setup.ts"],
  },
});
