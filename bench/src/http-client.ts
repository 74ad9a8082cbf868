import { request } from "node:http";

export type HttpAnswer = { status: number; body: string };

/**
 * A tiny client on node:http because fetch drops a custom Host header, and the API picks the
 * company from it.
 */
export function call(
  port: number,
  method: "GET" | "POST" | "PATCH",
  path: string,
  headers: Record<string, string>,
  body?: unknown,
  timeoutMs = 10_000,
): Promise<HttpAnswer> {
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method,
        path,
        timeout: timeoutMs,
        headers: payload
          ? {
              ...headers,
              "content-type": "application/json",
              "content-length": Buffer.byteLength(payload),
            }
          : headers,
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString("utf8") }),
        );
        res.on("error", reject);
      },
    );
    req.on("timeout", () => req.destroy(new Error(`${method} ${path} timed out`)));
    req.on("error", reject);
    req.end(payload);
  });
}
