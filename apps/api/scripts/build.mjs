// Bundles the API into dist/ with esbuild: our workspace code inlined, npm packages external.
import { copyFileSync, readFileSync } from "node:fs";
import { build } from "esbuild";

const pkg = JSON.parse(readFileSync(new URL("../package.json", import.meta.url), "utf8"));
const external = Object.keys(pkg.dependencies).filter((name) => !name.startsWith("@leerlijn/"));

await build({
  entryPoints: {
    main: "src/main.ts",
    worker: "src/worker.ts",
    migrate: "src/cli/migrate.ts",
    seed: "src/cli/seed.ts",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  target: "node20",
  format: "esm",
  sourcemap: true,
  external,
  logLevel: "warning",
  banner: {
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
});
// Worker threads load their own file; this one is plain JavaScript and is used as it is.
copyFileSync("src/features/media/pdf-render.worker.mjs", "dist/pdf-render.worker.mjs");
console.log("API built into apps/api/dist");
