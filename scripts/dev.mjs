// `npm run dev`: the API with reload on port 3001 and Vite on 5173 proxying /api to it.
import { spawn } from "node:child_process";
import { resolve } from "node:path";
import { requireSupportedNode } from "./node-version.mjs";

requireSupportedNode();

const root = resolve(import.meta.dirname, "..");
const children = [
  spawn("npm", ["run", "dev", "-w", "@leerlijn/api"], {
    cwd: root,
    stdio: "inherit",
    env: { PORT: "3001", ...process.env },
  }),
  spawn("npm", ["run", "dev", "-w", "@leerlijn/web"], { cwd: root, stdio: "inherit" }),
];
const stop = () => children.forEach((child) => child.kill("SIGTERM"));
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
children.forEach((child) =>
  child.on("exit", (code) => {
    if (code) {
      stop();
      process.exit(code);
    }
  }),
);
