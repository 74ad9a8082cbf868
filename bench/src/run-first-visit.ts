import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { firstJavaScript, kilobytes } from "./first-js";
import { timeInstalledOpen } from "./installed-app";
import { apiDir, webDistDir } from "./paths";
import { median, phoneViewport, throttleLikeAPhone } from "./phone-profile";
import { freePorts, startServer, stopAllServers, waitUntilAnswering } from "./server-process";

/**
 * `npm run bench:first-visit` (after `npm run build`): the first visit of a learner's phone.
 * It reports the gzipped JavaScript the sign-in page loads (target under 150 kB) and times, on
 * a phone profile (slow 4G: 150 ms round trip, 1.6 Mbit/s down; a 4x slower CPU), a visit with
 * an empty cache until the sign-in form can be used (target 2.5 s), and, once the app is
 * installed, opening it until the learner's course tiles show (target 1 s).
 */
const TARGET_JS_BYTES = 150_000;
const TARGET_USABLE_MS = 2_500;
const TARGET_TILES_MS = 1_000;
const RUNS = 5;

async function timeFirstVisit(origin: string): Promise<number[]> {
  const browser = await chromium.launch({
    executablePath: "/usr/bin/chromium",
    headless: true,
    args: ["--no-sandbox", "--disable-gpu", "--no-first-run", "--disable-sync"],
  });
  try {
    const times: number[] = [];
    for (let run = 0; run < RUNS; run += 1) {
      // A new context each time: an empty cache and no service worker, as a first visit has.
      const context = await browser.newContext(phoneViewport);
      const page = await context.newPage();
      await throttleLikeAPhone(context, page);
      await page.goto(`${origin}/login`, { waitUntil: "commit" });
      await page.getByLabel("E-mailadres").waitFor();
      await page.getByRole("button", { name: "Inloggen" }).waitFor();
      // Since the navigation started, measured by the page itself.
      times.push(Math.round(await page.evaluate(() => performance.now())));
      await context.close();
    }
    return times;
  } finally {
    await browser.close();
  }
}

async function main() {
  if (!existsSync(join(webDistDir, "index.html")) || !existsSync(join(apiDir, "dist/main.js")))
    throw new Error("Build first: npm run build");
  const js = await firstJavaScript();
  console.log("First JavaScript of the sign-in page (gzip):");
  for (const file of js.files)
    console.log(`  ${kilobytes(file.gzipBytes).padStart(9)}  ${file.name}`);
  console.log(`  ${kilobytes(js.totalGzipBytes).padStart(9)}  total`);

  const [port] = await freePorts(1);
  const dataDir = mkdtempSync(join(tmpdir(), "leerlijn-bench-first-visit-"));
  const flags = JSON.parse(readFileSync(join(apiDir, "node-flags.json"), "utf8")) as string[];
  try {
    const server = startServer("api", port!, [...flags, "dist/main.js"], {
      cwd: apiDir,
      env: {
        ...process.env,
        NODE_ENV: "production",
        PORT: String(port),
        DATA_DIR: dataDir,
        WEB_DIST_DIR: webDistDir,
      },
    });
    await waitUntilAnswering(server, "/api/v1/health", 180_000);
    const origin = `http://localhost:${port}`;
    const times = await timeFirstVisit(origin);
    const usableMs = median(times);
    console.log(
      `Sign-in form usable on a phone profile: median ${usableMs} ms (${times.join(", ")})`,
    );
    const opens = await timeInstalledOpen(origin, RUNS);
    const tilesMs = median(opens);
    console.log(
      `Installed app opened to the learner's tiles on a phone profile: median ${tilesMs} ms (${opens.join(", ")})`,
    );
    const jsMet = js.totalGzipBytes < TARGET_JS_BYTES;
    const timeMet = usableMs <= TARGET_USABLE_MS;
    const tilesMet = tilesMs <= TARGET_TILES_MS;
    console.log(`${jsMet ? "met" : "MISSED"}: first JavaScript under 150 kB gzip`);
    console.log(`${timeMet ? "met" : "MISSED"}: sign-in form usable within 2.5 s`);
    console.log(`${tilesMet ? "met" : "MISSED"}: installed app shows the tiles within 1 s`);
    if (!jsMet || !timeMet || !tilesMet) process.exitCode = 1;
  } finally {
    await stopAllServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
