import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { chromium } from "playwright-core";
import { firstJavaScript, kilobytes } from "./first-js";
import { apiDir, webDistDir } from "./paths";
import { freePorts, startServer, stopAllServers, waitUntilAnswering } from "./server-process";

/**
 * `npm run bench:first-visit` (after `npm run build`): the first visit of a learner's phone.
 * It reports the gzipped JavaScript the sign-in page loads (target under 150 kB) and times, on
 * a phone profile (slow 4G: 150 ms round trip, 1.6 Mbit/s down; a 4x slower CPU), a visit with
 * an empty cache until the sign-in form can be used (target 2.5 s).
 */
const TARGET_JS_BYTES = 150_000;
const TARGET_USABLE_MS = 2_500;
const RUNS = 5;
const phone = {
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
  cpuSlowdown: 4,
};

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
      const context = await browser.newContext({
        viewport: { width: 390, height: 844 },
        isMobile: true,
        hasTouch: true,
      });
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send("Network.enable");
      await cdp.send("Network.emulateNetworkConditions", {
        offline: false,
        latency: phone.latency,
        downloadThroughput: phone.downloadThroughput,
        uploadThroughput: phone.uploadThroughput,
      });
      await cdp.send("Emulation.setCPUThrottlingRate", { rate: phone.cpuSlowdown });
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
    const times = await timeFirstVisit(`http://localhost:${port}`);
    const sorted = [...times].sort((a, b) => a - b);
    const median = sorted[Math.floor(sorted.length / 2)]!;
    console.log(
      `Sign-in form usable on a phone profile: median ${median} ms (${times.join(", ")})`,
    );
    const jsMet = js.totalGzipBytes < TARGET_JS_BYTES;
    const timeMet = median <= TARGET_USABLE_MS;
    console.log(`${jsMet ? "met" : "MISSED"}: first JavaScript under 150 kB gzip`);
    console.log(`${timeMet ? "met" : "MISSED"}: sign-in form usable within 2.5 s`);
    if (!jsMet || !timeMet) process.exitCode = 1;
  } finally {
    await stopAllServers();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

await main();
