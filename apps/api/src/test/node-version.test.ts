import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { resolve } from "node:path";
import { describe, expect, it } from "vitest";

/*
 * Node 20 is past its end of life and several packages need 22.12 or newer: `npm start` and
 * `npm run dev` say so and stop, instead of failing somewhere later.
 */
const root = resolve(import.meta.dirname, "../../../..");

/** Runs a script of the repository under this Node, made to report itself as `version`. */
function runAs(version: string, args: string[]) {
  const pretend = `Object.defineProperty(process.versions, "node", { value: ${JSON.stringify(version)} });`;
  return spawnSync(
    process.execPath,
    ["--import", `data:text/javascript,${encodeURIComponent(pretend)}`, ...args],
    // No PATH: a script that got past the check could not start a build or a server.
    { cwd: root, encoding: "utf8", timeout: 15_000, env: { PATH: "" } },
  );
}

describe("the Node.js version", () => {
  it("asks npm for a maintained LTS line", () => {
    const manifest = JSON.parse(readFileSync(resolve(root, "package.json"), "utf8")) as {
      engines: { node: string };
    };
    expect(manifest.engines.node).toBe(">=22.12");
  });

  for (const script of ["scripts/start.mjs", "scripts/dev.mjs"])
    for (const version of ["20.19.0", "22.11.0"])
      it(`stops ${script} on Node ${version} with a clear message`, () => {
        const run = runAs(version, [script]);
        expect(run.status).toBe(1);
        expect(run.stderr).toContain(
          `Leerlijn needs Node.js 22.12 or newer (22 or 24 LTS); this is Node.js ${version}.`,
        );
      });

  it("lets 22.12 and newer through", () => {
    for (const version of ["22.12.0", "24.0.0", "25.1.0"]) {
      const run = runAs(version, [
        "--input-type=module",
        "--eval",
        'import { requireSupportedNode } from "./scripts/node-version.mjs"; requireSupportedNode(); console.log("ok");',
      ]);
      expect(run.stderr, version).toBe("");
      expect(run.stdout.trim(), version).toBe("ok");
    }
  });
});
