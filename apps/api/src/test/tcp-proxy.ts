import { connect, createServer, type Server, type Socket } from "node:net";
import { afterAll } from "vitest";
import { freePort } from "./api-process";

/**
 * A TCP proxy on a port of its own in front of a server, to take that server away from a client
 * and give it back: `cut` stops listening and drops every connection, `restore` listens again.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const port = await freePort();
  const sockets = new Set<Socket>();
  let server: Server | null = null;

  const restore = () =>
    new Promise<void>((resolve) => {
      server = createServer((client) => {
        const upstream = connect(target.port, target.host);
        sockets.add(client).add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        for (const socket of [client, upstream]) {
          socket.on("error", drop);
          socket.on("close", drop);
        }
        client.pipe(upstream).pipe(client);
      });
      server.listen(port, "127.0.0.1", resolve);
    });
  const cut = () =>
    new Promise<void>((resolve) => {
      if (!server) return resolve();
      server.close(() => resolve());
      server = null;
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    });

  await restore();
  afterAll(cut);
  return { port, cut, restore };
}
