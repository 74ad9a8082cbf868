/// <reference types="vite-plugin-pwa/client" />
import { registerSW } from "virtual:pwa-register";
import { API_BASE } from "./api-client";
import { hasPendingWrites, whenNoPendingWrites } from "./pending-writes";

/** Spec (sections 4 and 9): a new version reloads the open page after this delay. */
export const UPDATE_RELOAD_DELAY_MS = 1000;

const UPDATE_CHECK_MS = 60 * 60 * 1000;

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Registers the service worker that keeps the app shell for opening without a connection. When
 * a new version has been deployed, it waits until nothing is being saved, then 1 second, and
 * lets the new version take over, which reloads the page; a save that starts meanwhile is
 * waited for as well.
 */
export function startServiceWorker(): void {
  if (!("serviceWorker" in navigator)) return;
  // The first visit asked for its company before the worker was there to keep the answer; ask
  // once more when it takes over, so the app opens offline as this company's app.
  if (!navigator.serviceWorker.controller) {
    navigator.serviceWorker.addEventListener(
      "controllerchange",
      () => void fetch(`${API_BASE}/companies/current`).catch(() => undefined),
      { once: true },
    );
  }
  const update = registerSW({
    immediate: true,
    // The app moves between pages without loading one, so the browser's own check (on a page
    // load) would rarely see a deploy while it is open: look every hour as well.
    onRegisteredSW(_url, registration) {
      if (registration)
        setInterval(() => void registration.update().catch(() => undefined), UPDATE_CHECK_MS);
    },
    onNeedRefresh() {
      void (async () => {
        do {
          await whenNoPendingWrites();
          await delay(UPDATE_RELOAD_DELAY_MS);
        } while (hasPendingWrites());
        // Reload once the new version controls the page. Workbox does so itself only for a page
        // that was already controlled when it opened, not for the one that installed the app.
        navigator.serviceWorker.addEventListener(
          "controllerchange",
          () => window.location.reload(),
          {
            once: true,
          },
        );
        await update(true);
      })();
    },
  });
}
