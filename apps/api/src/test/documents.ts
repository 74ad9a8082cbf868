import type { FastifyInstance } from "fastify";
import { expect } from "vitest";
import sharp from "sharp";
import { makeImage, makePdf } from "../seed/media-samples";
import { multipartBody } from "./multipart";
import type { Client } from "./http";

/** Uploads a one-page PDF to the caller's media library and returns its id. */
export async function uploadPdf(
  app: FastifyInstance,
  caller: { host: string; client: Client },
  name: string,
): Promise<string> {
  const { payload, headers } = multipartBody([
    {
      name: "documents[a]",
      filename: `${name}.pdf`,
      contentType: "application/pdf",
      data: await makePdf(name, [name]),
    },
  ]);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/media",
    headers: { host: caller.host, authorization: `Bearer ${caller.client.token}`, ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string }[] }>().data[0]!.id;
}

/** Uploads a PNG picture to the caller's media library and returns its id. */
export async function uploadImage(
  app: FastifyInstance,
  caller: { host: string; client: Client },
  name: string,
): Promise<string> {
  const { payload, headers } = multipartBody([
    {
      name: "images[a]",
      filename: `${name}.png`,
      contentType: "image/png",
      data: await makeImage(name, "#0f766e"),
    },
  ]);
  const response = await app.inject({
    method: "POST",
    url: "/api/v1/media",
    headers: { host: caller.host, authorization: `Bearer ${caller.client.token}`, ...headers },
    payload,
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ data: { id: string }[] }>().data[0]!.id;
}

/** A PNG data URL of a drawn stroke, as a signature pad sends it. */
export async function drawnSignature(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="300" height="100"><path d="M10 80 C 60 10, 120 10, 290 70" stroke="#111" stroke-width="4" fill="none"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}

/** An empty pad: transparent everywhere. */
export async function blankSignature(): Promise<string> {
  const png = await sharp({
    create: { width: 300, height: 100, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0 } },
  })
    .png()
    .toBuffer();
  return `data:image/png;base64,${png.toString("base64")}`;
}
