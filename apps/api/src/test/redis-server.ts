import { type ChildProcess, spawn } from "node:child_process";
import { afterAll } from "vitest";
import { freePort } from "./api-process";

/**
 * A redis-server of the test's own on a free port, without persistence, so a test may cut
 * connections, stop and restart it without touching the one other tests share.
 */
export async function startRedisServer() {
  const port = await freePort();
  let server: ChildProcess | null = null;

  const start = async () => {
    const child = spawn(
      "redis-server",
      ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"],
      { stdio: ["ignore", "pipe", "pipe"] },
    );
    server = child;
    await new Promise<void>((resolve, reject) => {
      let output = "";
      child.stdout.on("data", (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes("Ready to accept connections")) resolve();
      });
      child.once("exit", (code) =>
        reject(new Error(`redis-server exited with ${code}: ${output}`)),
      );
    });
  };
  const stop = async () => {
    const child = server;
    server = null;
    if (!child || child.exitCode !== null) return;
    const exited = new Promise((resolve) => child.once("exit", resolve));
    child.kill("SIGKILL");
    await exited;
  };

  await start();
  afterAll(stop);
  return { url: `redis://127.0.0.1:${port}`, start, stop };
}
