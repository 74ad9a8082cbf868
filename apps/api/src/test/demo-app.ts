import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll } from "vitest";
import { loadConfig } from "../config";
import { createStorage } from "../platform/storage/create-storage";
import { seedDemo } from "../seed/seed-demo";
import { buildTestApp } from "./build-test-app";

/**
 * A test app and a `seed` that runs the whole demo seed, media included, into the storage the
 * app serves its files from. `FFMPEG_PATH` of a missing program seeds as on a machine without
 * ffmpeg.
 */
export async function buildDemoApp(env: Record<string, string> = {}) {
  const dataDir = await mkdtemp(join(tmpdir(), "leerlijn-demo-"));
  const settings = { NODE_ENV: "test", LOG_LEVEL: "silent", DATA_DIR: dataDir, ...env };
  const { app, database } = await buildTestApp(settings);
  const config = loadConfig(settings);
  const storage = await createStorage(config);
  afterAll(async () => {
    await storage.close();
    await rm(dataDir, { recursive: true, force: true });
  });
  return { app, database, seed: () => seedDemo(database.db, { storage, config }) };
}
