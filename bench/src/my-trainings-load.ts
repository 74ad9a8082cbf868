import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { BENCH_PASSWORD, TENANT_HOST } from "./sign-in";

const CHROMIUM = "/usr/bin/chromium";
const FLAGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-quic",
  "--no-first-run",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
];
const LOADS = 5;

export type PageLoad = { firstMs: number; medianMs: number; tiles: number };

/**
 * Signs in through the form, then opens /my-trainings in a fresh tab several times and times
 * each from navigation start until the first page of course tiles is on screen (the skeleton
 * gone). The first load is the one a learner gets after signing in; the median shows the spread.
 */
export async function measureMyTrainingsLoad(
  port: number,
  email: string,
  options: { alsoWaitFor?: string } = {},
): Promise<PageLoad> {
  const profile = mkdtempSync(join(tmpdir(), "leerlijn-bench-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: FLAGS,
  });
  try {
    const origin = `http://${TENANT_HOST}:${port}`;
    const login = await context.newPage();
    await login.goto(`${origin}/login`);
    await login.getByLabel("E-mailadres").fill(email);
    await login.getByLabel("Wachtwoord").fill(BENCH_PASSWORD);
    await login.getByRole("button", { name: "Inloggen" }).click();
    await login.getByRole("button", { name: /^Menu van / }).waitFor();
    await login.close();

    const times: number[] = [];
    let tiles = 0;
    for (let run = 0; run < LOADS; run += 1) {
      const page = await context.newPage();
      await page.goto(`${origin}/my-trainings`, { waitUntil: "commit" });
      await page.locator("main article").first().waitFor();
      // A page with more than the course tiles (the trainings) is loaded when that is shown too.
      if (options.alsoWaitFor) await page.locator(options.alsoWaitFor).first().waitFor();
      await page.locator("[aria-busy='true']").waitFor({ state: "detached" });
      // Milliseconds since this document's navigation started.
      times.push(await page.evaluate(() => performance.now()));
      tiles = await page.locator("main article").count();
      await page.close();
    }
    const sorted = [...times].sort((a, b) => a - b);
    return {
      firstMs: Math.round(times[0] ?? 0),
      medianMs: Math.round(sorted[Math.floor(sorted.length / 2)] ?? 0),
      tiles,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
