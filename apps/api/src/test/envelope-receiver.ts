import { once } from "node:events";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";

export type EnvelopeItem = { type: string; payload: Record<string, unknown>; raw: string };

/**
 * Stands in for the error-reporting service: a local HTTP server that keeps every envelope
 * posted to it (a header line, then an item header and payload line per item), so a test reads
 * exactly what would have left the machine.
 */
export async function startEnvelopeReceiver() {
  const items: EnvelopeItem[] = [];
  const server = createServer((request, response) => {
    // Browsers post from the app's origin, as to the real service.
    response.setHeader("access-control-allow-origin", "*");
    if (request.method === "OPTIONS") {
      response.setHeader("access-control-allow-headers", "*");
      response.writeHead(204).end();
      return;
    }
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const body = Buffer.concat(chunks);
      const text = (
        request.headers["content-encoding"] === "gzip" ? gunzipSync(body) : body
      ).toString("utf8");
      const lines = text.split("\n").filter((line) => line.trim() !== "");
      for (let index = 1; index + 1 < lines.length; index += 2) {
        const header = JSON.parse(lines[index]!) as { type: string };
        const raw = lines[index + 1]!;
        items.push({ type: header.type, payload: JSON.parse(raw) as Record<string, unknown>, raw });
      }
      response.writeHead(200, { "content-type": "application/json" }).end("{}");
    });
  });
  server.listen(0, "127.0.0.1");
  await once(server, "listening");
  const { port } = server.address() as AddressInfo;
  return {
    /** A DSN pointing at this receiver (project 1). */
    dsn: `http://publickey@127.0.0.1:${port}/1`,
    items,
    events: () => items.filter((item) => item.type === "event"),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
