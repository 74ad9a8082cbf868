import type { FastifyInstance } from "fastify";

declare module "fastify" {
  interface FastifyInstance {
    inFlight: { count: number };
  }
}

/**
 * Counts route work that is still running. A handler goes on after its client hung up, so
 * closing the server is not enough before closing the database: shutdown waits for this.
 */
export function installInFlightTracking(app: FastifyInstance): void {
  app.decorate("inFlight", { count: 0 });
}

export async function tracked<T>(app: FastifyInstance, work: () => Promise<T>): Promise<T> {
  app.inFlight.count += 1;
  try {
    return await work();
  } finally {
    app.inFlight.count -= 1;
  }
}

export async function drain(app: FastifyInstance, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (app.inFlight.count > 0 && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
}
