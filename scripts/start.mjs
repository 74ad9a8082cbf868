// `npm start`: build what is missing or out of date, then run the production server, which
// migrates the database, seeds demo data into an empty embedded one and serves the web app.
import { spawn, spawnSync } from "node:child_process";
import { existsSync, readFileSync, readdirSync, statSync } from "node:fs";
import { join, resolve } from "node:path";
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();

const root = resolve(import.meta.dirname, "..");
const outputs = [join(root, "apps/web/dist/index.html"), join(root, "apps/api/dist/main.js")];
const sources = [
  "packages/contracts/src",
  "apps/api/src",
  "apps/api/drizzle",
  "apps/web/src",
  "apps/web/public",
  "apps/web/index.html",
];

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((entry) => newestMtime(join(path, entry))));
}

const builtAt = Math.min(...outputs.map((file) => (existsSync(file) ? statSync(file).mtimeMs : 0)));
const changedAt = Math.max(...sources.map((path) => newestMtime(join(root, path))));
if (builtAt === 0 || changedAt > builtAt) {
  console.log("Building Leerlijn…");
  const build = spawnSync("npm", ["run", "build"], { cwd: root, stdio: "inherit" });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

// The production server's Node flags (a larger young generation: see README, Production).
const apiNodeFlags = JSON.parse(readFileSync(join(root, "apps/api/node-flags.json"), "utf8"));

const server = spawn(process.execPath, [...apiNodeFlags, "apps/api/dist/main.js"], {
  cwd: root,
  stdio: "inherit",
  env: {
    NODE_ENV: "production",
    WEB_DIST_DIR: join(root, "apps/web/dist"),
    // The demo's second company shows the open library under its other name.
    KNOWLEDGE_MEETINGS_DOMAIN: "zorg",
    ...process.env,
  },
});
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => server.kill(signal));
server.on("exit", (code) => process.exit(code ?? 0));
