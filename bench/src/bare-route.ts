import { benchDir } from "./paths";
import { type ServerProcess, startServer, waitUntilAnswering } from "./server-process";

export async function startBareServer(port: number): Promise<ServerProcess> {
  const bare = startServer("bare", port, ["--import", "tsx", "src/bare-server.ts", String(port)], {
    cwd: benchDir,
    env: { PATH: process.env.PATH, NODE_ENV: "production" },
  });
  await waitUntilAnswering(bare, "/");
  return bare;
}
