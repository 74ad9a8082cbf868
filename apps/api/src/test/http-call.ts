import { request } from "node:http";

export type HttpAnswer = {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
  /** Milliseconds from sending to the last byte of the answer. */
  took: number;
};

/**
 * One request to a listening server over a fresh connection; rejects when no answer arrived
 * within `timeout` ms, so a blocked server fails a test instead of hanging it.
 */
export function httpCall(
  url: string,
  options: {
    method?: string;
    headers?: Record<string, string>;
    body?: string | Buffer;
    timeout?: number;
  } = {},
): Promise<HttpAnswer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const outgoing = request(
      url,
      { method: options.method ?? "GET", headers: options.headers, agent: false },
      (incoming) => {
        const chunks: Buffer[] = [];
        incoming.on("data", (chunk: Buffer) => chunks.push(chunk));
        incoming.on("error", reject);
        incoming.on("end", () => {
          clearTimeout(timer);
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks).toString(),
            took: performance.now() - started,
          });
        });
      },
    );
    const timer = setTimeout(() => {
      outgoing.destroy();
      reject(new Error(`no answer from ${url} within ${options.timeout ?? 10_000} ms`));
    }, options.timeout ?? 10_000);
    outgoing.on("error", (error) => {
      clearTimeout(timer);
      reject(error);
    });
    outgoing.end(options.body);
  });
}
