import { type ChildProcess, spawn } from "node:child_process";
import { once } from "node:events";
import { createServer } from "node:net";
import { setTimeout as sleep } from "node:timers/promises";
import { call } from "./http-client";

export type ServerProcess = {
  name: string;
  port: number;
  child: ChildProcess;
  /** The last lines the process wrote, to explain a failure. */
  tail(): string;
};

const started = new Set<ServerProcess>();
const TAIL_LINES = 40;

/** All listeners stay open until every port is known, so the kernel cannot hand out one twice. */
/**
 * Ports for the servers: from BENCH_PORT_BASE upwards when set (machines where each person
 * has a range of ports), otherwise any free ones.
 */
export async function freePorts(count: number): Promise<number[]> {
  const base = Number(process.env.BENCH_PORT_BASE ?? 0);
  const servers = Array.from({ length: count }, (_, i) =>
    createServer().listen(base ? base + i : 0, "127.0.0.1"),
  );
  await Promise.all(servers.map((server) => once(server, "listening")));
  const ports = servers.map((server) => {
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no free port");
    return address.port;
  });
  await Promise.all(servers.map((server) => new Promise((done) => server.close(done))));
  return ports;
}

/**
 * Output is kept rather than inherited so the table stays readable; warnings and errors from
 * the server are still shown because they usually explain bad figures.
 */
export function startServer(
  name: string,
  port: number,
  args: string[],
  options: { cwd: string; env: NodeJS.ProcessEnv },
): ServerProcess {
  const child = spawn(process.execPath, args, { ...options, stdio: ["ignore", "pipe", "pipe"] });
  const lines: string[] = [];
  const collect = (chunk: Buffer) => {
    for (const line of chunk.toString("utf8").split("\n")) {
      if (!line.trim()) continue;
      lines.push(line);
      if (lines.length > TAIL_LINES) lines.shift();
      if (/"level":(4|5|6)0/.test(line) || /^\s*(Error|\w+Error):/.test(line))
        console.error(`[${name}] ${line}`);
    }
  };
  child.stdout?.on("data", collect);
  child.stderr?.on("data", collect);
  const server = { name, port, child, tail: () => lines.join("\n") };
  started.add(server);
  child.once("exit", () => started.delete(server));
  return server;
}

export async function waitUntilAnswering(
  server: ServerProcess,
  path: string,
  timeoutMs = 30_000,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (server.child.exitCode !== null || server.child.signalCode !== null)
      throw new Error(`${server.name} exited before answering:\n${server.tail()}`);
    const answer = await call(server.port, "GET", path, { host: "localhost" }).catch(() => null);
    if (answer?.status === 200) return;
    await sleep(200);
  }
  throw new Error(
    `${server.name} did not answer ${path} within ${timeoutMs} ms:\n${server.tail()}`,
  );
}

async function stop(server: ServerProcess): Promise<void> {
  const { child } = server;
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, "exit");
  child.kill("SIGTERM");
  const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
  await exited;
  clearTimeout(timer);
}

export async function stopAllServers(): Promise<void> {
  await Promise.all([...started].map(stop));
}

/** Last resort from an `exit` handler, where nothing asynchronous runs any more. */
export function killAllServersNow(): void {
  for (const { child } of started) child.kill("SIGKILL");
}
