import { setTimeout as sleep } from "node:timers/promises";
import type { MediaItem } from "@leerlijn/contracts/media/media.schema";
import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import { type FormPart, multipartBody } from "./multipart";

export type Caller = { host: string; token: string };
export const authHeaders = ({ host, token }: Caller) => ({
  host,
  authorization: `Bearer ${token}`,
});

export async function uploadParts(app: FastifyInstance, caller: Caller, parts: FormPart[]) {
  const { payload, headers } = multipartBody(parts);
  return app.inject({
    method: "POST",
    url: "/api/v1/media",
    headers: { ...authHeaders(caller), ...headers },
    payload,
  });
}

export async function listMedia(app: FastifyInstance, caller: Caller, query = "") {
  const response = await app.inject({
    method: "GET",
    url: `/api/v1/media${query}`,
    headers: authHeaders(caller),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{
    data: MediaItem[];
    meta: { from: number | null; to: number | null; currentPage: number };
    links: { next: string | null };
  }>();
}

/** Waits until the background job is done with the item (ready or failed). */
export async function settled(
  app: FastifyInstance,
  caller: Caller,
  id: string,
  timeoutMs = 30_000,
): Promise<MediaItem> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const { data } = await listMedia(app, caller, "?perPage=100");
    const item = data.find((candidate) => candidate.id === id);
    if (item && item.status !== "processing") return item;
    await sleep(200);
  }
  throw new Error(`media ${id} still processing after ${timeoutMs} ms`);
}
