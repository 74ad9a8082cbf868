import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium, type BrowserContext, type Page } from "playwright-core";
import { phoneViewport, throttleLikeAPhone } from "./phone-profile";

const learner = { email: "cursist@demo.example", password: "demo1234" };
/** The demo learner's course in progress, which comes first among their tiles. */
const TILE_COURSE = "Handhygiëne in 5 minuten";

/** The learner's course tiles on /my-trainings, where the start URL takes a learner. */
const courseTiles = (page: Page) =>
  page
    .getByRole("article")
    .filter({ has: page.getByRole("heading", { level: 2, name: TILE_COURSE }) });

/**
 * Resolves in the page with the time of the frame in which the tiles first show (the animation
 * frame after they enter the document). Only this observer runs while the app opens: waiting for
 * the tiles with a Playwright locator would poll the page on its slowed main thread, taking CPU
 * from the app being timed, and asking afterwards would add a round trip. A string: the bench's
 * compiler adds helpers to named functions that do not exist in the page.
 */
const markTiles = `window.tilesShown = new Promise((resolve) => new MutationObserver((_, observer) => {
  const shown = [...document.querySelectorAll("article h2")].some(
    (heading) => heading.textContent === ${JSON.stringify(TILE_COURSE)},
  );
  if (!shown) return;
  observer.disconnect();
  requestAnimationFrame(() => resolve(performance.now()));
}).observe(document, { childList: true, subtree: true }));`;

const notAfter = (ms: number) =>
  new Promise<never>((_, reject) =>
    setTimeout(() => reject(new Error(`The tiles did not show within ${ms} ms`)), ms).unref(),
  );

/**
 * In the page: the service worker controls it, and its precache holds the shell (Workbox
 * activates a worker only once the precache is stored; index.html is checked as well).
 */
const installedInPage = `(async () => {
  if (!navigator.serviceWorker.controller) return false;
  const name = (await caches.keys()).find((key) => key.startsWith("workbox-precache"));
  if (!name) return false;
  const kept = await (await caches.open(name)).keys();
  return kept.some((request) => new URL(request.url).pathname === "/index.html");
})()`;

/**
 * Signs the learner in once and waits until the service worker controls the app with its
 * precache complete, then opens the app once more so the pages' code is in its runtime cache:
 * the state of an app installed and used before. Returns the start URL.
 */
async function install(context: BrowserContext, origin: string): Promise<string> {
  const page = await context.newPage();
  await page.goto(`${origin}/login`);
  await page.getByLabel("E-mailadres").fill(learner.email);
  await page.getByLabel("Wachtwoord").fill(learner.password);
  await page.getByRole("button", { name: "Inloggen" }).click();
  await courseTiles(page).waitFor({ timeout: 60_000 });
  await page.waitForFunction(installedInPage, undefined, { polling: 100, timeout: 60_000 });
  // The app opens at the start URL of the manifest its host serves.
  const manifest = await page.request.get(`${origin}/api/v1/companies/current/manifest`);
  const { start_url: startPath } = (await manifest.json()) as { start_url: string };
  const startUrl = new URL(startPath, origin).href;
  await page.goto(startUrl);
  await courseTiles(page).waitFor({ timeout: 60_000 });
  await page.close();
  return startUrl;
}

/**
 * Times opening the installed app on the phone profile: a new page in the context the app was
 * installed in, from the navigation to the start URL until the learner's course tiles show.
 */
export async function timeInstalledOpen(origin: string, runs: number): Promise<number[]> {
  const profileDir = mkdtempSync(join(tmpdir(), "leerlijn-bench-installed-"));
  // A profile on disk, kept across the runs, as the phone keeps the installed app's.
  const context = await chromium.launchPersistentContext(profileDir, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"],
    ...phoneViewport,
  });
  try {
    const startUrl = await install(context, origin);
    await context.addInitScript({ content: markTiles });
    const times: number[] = [];
    for (let run = 0; run < runs; run += 1) {
      const page = await context.newPage();
      await throttleLikeAPhone(context, page);
      await page.goto(startUrl, { waitUntil: "commit" });
      // Since the navigation started, measured by the page itself.
      const shownAt = await Promise.race([page.evaluate("window.tilesShown"), notAfter(60_000)]);
      if (typeof shownAt !== "number") throw new Error("The tiles showed without being noted");
      times.push(Math.round(shownAt));
      await page.close();
    }
    return times;
  } finally {
    await context.close();
    rmSync(profileDir, { recursive: true, force: true });
  }
}
