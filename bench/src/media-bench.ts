import { readFileSync } from "node:fs";
import { request } from "node:http";
import { setTimeout as sleep } from "node:timers/promises";
import pg from "pg";
import { call } from "./http-client";
import type { Target } from "./report";
import { TENANT_HOST } from "./sign-in";

export const MEDIA_ITEMS = 20_000;
const UPLOAD_BYTES = 1024 ** 3;

/** 20,000 library items of the demo company, written straight into the table. */
export async function seedMediaItems(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `INSERT INTO media (company_id, type, status, name, file_key, thumb_key, size_bytes, created_at)
       SELECT c.id, (ARRAY['image','video','document'])[1 + n % 3]::media_type, 'ready', 'Bestand ' || n || '.png',
              c.id || '/b' || n || '/original.png', c.id || '/b' || n || '/thumb.webp', 100000 + n,
              now() - n * interval '1 minute'
       FROM companies c, generate_series(1, $1::int) AS n WHERE c.domain_code = 'demo'`,
      [MEDIA_ITEMS],
    );
    // Vacuumed and analysed, as autovacuum would have left a long-lived table.
    await client.query("VACUUM ANALYZE media");
  } finally {
    await client.end();
  }
}

function rssKb(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, "utf8");
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
}

/**
 * Uploads 1 GB through the API's presigned local-storage PUT, streamed from a generator, while
 * sampling the API process's resident memory every 50 ms. The target: growth under 100 MB.
 */
export async function measureUploadMemory(
  port: number,
  pid: number,
  token: string,
): Promise<Target> {
  const headers = { host: TENANT_HOST, authorization: `Bearer ${token}` };
  const reserved = await call(port, "POST", "/api/v1/media/video-uploads", headers, {
    name: "groot.mp4",
    size: UPLOAD_BYTES,
  });
  if (reserved.status !== 201)
    throw new Error(`reserving the upload failed: ${reserved.status} ${reserved.body}`);
  const { upload } = (
    JSON.parse(reserved.body) as {
      data: { upload: { url: string; headers: Record<string, string> } };
    }
  ).data;

  const base = rssKb(pid);
  let peak = base;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      peak = Math.max(peak, rssKb(pid));
      await sleep(50);
    }
  })();
  const started = Date.now();
  const status = await new Promise<number>((resolve, reject) => {
    const req = request(
      {
        host: "127.0.0.1",
        port,
        method: "PUT",
        path: upload.url,
        headers: { ...upload.headers, host: TENANT_HOST, "content-length": UPLOAD_BYTES },
      },
      (res) => {
        res.resume();
        res.on("end", () => resolve(res.statusCode ?? 0));
      },
    );
    req.on("error", reject);
    const chunk = Buffer.alloc(1024 * 1024, 7);
    chunk.write("\u0000\u0000\u0000\u0018ftypmp42", 0, "latin1");
    let sent = 0;
    const pump = () => {
      while (sent < UPLOAD_BYTES) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once("drain", pump);
      }
      req.end();
    };
    pump();
  });
  const seconds = (Date.now() - started) / 1000;
  sampling = false;
  await sampler;
  if (status !== 200) throw new Error(`1 GB upload answered ${status}`);
  const growthMb = (peak - base) / 1024;
  return {
    description: "1 GB upload grows API memory < 100 MB",
    actual: `${growthMb.toFixed(1)} MB (RSS ${(base / 1024).toFixed(0)} → peak ${(peak / 1024).toFixed(0)} MB, ${seconds.toFixed(1)} s)`,
    met: growthMb < 100,
  };
}
