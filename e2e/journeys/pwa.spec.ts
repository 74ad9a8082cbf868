import { readFile, writeFile } from "node:fs/promises";
import { fileURLToPath } from "node:url";
import type { Page } from "@playwright/test";
import { expect, test } from "../support/fixtures";

// The test server serves the built web app from here; a journey below deploys a new version.
const serviceWorkerFile = fileURLToPath(new URL("../../apps/web/dist/sw.js", import.meta.url));

type Manifest = {
  name: string;
  short_name: string;
  start_url: string;
  display: string;
  theme_color: string;
  icons: { src: string; sizes: string; type: string }[];
};

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });

test.use({ serviceWorkers: "allow" });

test.describe("the app on the learner's phone", () => {
  test("installs as the company's app and opens without a connection", async ({
    page,
    context,
  }) => {
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    const href = await page.locator('link[rel="manifest"]').getAttribute("href");
    expect(href).toBeTruthy();
    const manifestResponse = await page.request.get(href!);
    expect(manifestResponse.ok()).toBe(true);
    const manifest = (await manifestResponse.json()) as Manifest;
    const company = (await (await page.request.get("/api/v1/companies/current")).json()) as {
      data: { name: string; primaryColor: string };
    };
    expect(manifest).toMatchObject({
      name: company.data.name,
      start_url: "/my-trainings",
      display: "standalone",
      theme_color: company.data.primaryColor,
    });
    expect(manifest.short_name.length).toBeGreaterThan(0);
    expect(manifest.icons.map((icon) => icon.sizes)).toEqual(["192x192", "512x512"]);
    for (const icon of manifest.icons) {
      const size = await page.evaluate(async (src) => {
        const image = new Image();
        image.src = src;
        await image.decode();
        return `${image.naturalWidth}x${image.naturalHeight}`;
      }, icon.src);
      expect(size).toBe(icon.sizes);
    }

    // The service worker arrives after the page has loaded and takes it over.
    await controlled(page);
    // Chromium's own installability check (what the install prompt and Lighthouse use).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send("Page.getInstallabilityErrors")) as {
      installabilityErrors: { errorId: string }[];
    };
    // A browser context of a test is incognito-like, where no app installs; that is all it says.
    expect(installabilityErrors.filter((error) => error.errorId !== "in-incognito")).toEqual([]);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect(page.getByLabel("E-mailadres")).toBeVisible();
    await context.setOffline(false);
  });

  test("a new version reloads the open page after 1 second", async ({ page }) => {
    await page.goto("/login");
    await controlled(page);
    const original = await readFile(serviceWorkerFile, "utf8");
    try {
      // A deploy: the same worker with other content, as a new build gives.
      await writeFile(serviceWorkerFile, `${original}\n// deployed ${Date.now()}\n`);
      await page.evaluate(() => {
        (window as { beforeUpdate?: boolean }).beforeUpdate = true;
        navigator.serviceWorker.addEventListener("controllerchange", () =>
          sessionStorage.setItem("controllerChangedAt", String(Date.now())),
        );
        void navigator.serviceWorker.getRegistration().then((registration) => {
          registration?.addEventListener("updatefound", () => {
            const worker = registration.installing;
            worker?.addEventListener("statechange", () => {
              if (worker.state === "installed")
                sessionStorage.setItem("waitingAt", String(Date.now()));
            });
          });
          return registration?.update();
        });
      });

      // The page reloads by itself: what was set on the old one is gone.
      await page.waitForFunction(
        () =>
          !(window as { beforeUpdate?: boolean }).beforeUpdate && document.readyState !== "loading",
        undefined,
        { timeout: 15_000 },
      );
      const times = await page.evaluate(() => ({
        waitingAt: Number(sessionStorage.getItem("waitingAt")),
        reloadedAt: performance.timeOrigin,
      }));
      expect(times.waitingAt).toBeGreaterThan(0);
      const waited = times.reloadedAt - times.waitingAt;
      expect(waited).toBeGreaterThanOrEqual(1000);
      expect(waited).toBeLessThan(5000);
      await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    } finally {
      await writeFile(serviceWorkerFile, original);
    }
  });
});
