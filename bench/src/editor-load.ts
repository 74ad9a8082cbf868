import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { BENCH_PASSWORD } from "./sign-in";

const CHROMIUM_ARGS = ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"];

/**
 * Opens the editor of a version in Chromium, signed in as the author, and times it from the
 * navigation until the blocks of the first section and the save state are on screen. The
 * first load warms the browser cache, as an author who has the app open already; the median of
 * the next loads counts.
 */
export async function measureEditorLoad(
  origin: string,
  email: string,
  editorPath: string,
  expectedBlocks: number,
  runs = 5,
): Promise<{ medianMs: number; allMs: number[] }> {
  const profile = mkdtempSync(join(tmpdir(), "leerlijn-bench-chromium-"));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: CHROMIUM_ARGS,
    viewport: { width: 1440, height: 900 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/login`);
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByLabel("Wachtwoord").fill(BENCH_PASSWORD);
    await page.getByRole("button", { name: "Inloggen" }).click();
    await page.waitForURL((url) => !url.pathname.startsWith("/login"));
    const timings: number[] = [];
    for (let run = 0; run <= runs; run += 1) {
      const started = performance.now();
      await page.goto(`${origin}${editorPath}`);
      await page
        .getByRole("article")
        .nth(expectedBlocks - 1)
        .waitFor();
      await page
        .getByRole("status")
        .filter({ hasText: "Alle wijzigingen zijn opgeslagen" })
        .waitFor();
      if (run > 0) timings.push(Math.round(performance.now() - started));
    }
    const sorted = [...timings].sort((a, b) => a - b);
    return { medianMs: sorted[Math.floor(sorted.length / 2)] ?? 0, allMs: timings };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}
