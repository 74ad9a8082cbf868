import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";
import { afterAll } from "vitest";

/**
 * A local S3-compatible server for this test file (it does not check signatures, so tests
 * prove the protocol, not the signing). Returns the settings the app reads.
 */
export async function startS3Server(): Promise<Record<string, string>> {
  const directory = await mkdtemp(join(tmpdir(), "leerlijn-s3-"));
  const server = new S3rver({ port: 0, address: "127.0.0.1", silent: true, directory });
  const { port } = await server.run();
  afterAll(async () => {
    await server.close();
    await rm(directory, { recursive: true, force: true });
  });
  return {
    STORAGE_DRIVER: "s3",
    S3_ENDPOINT: `http://127.0.0.1:${port}`,
    S3_BUCKET: "leerlijn-test",
    S3_FORCE_PATH_STYLE: "true",
    S3_ACCESS_KEY_ID: "S3RVER",
    S3_SECRET_ACCESS_KEY: "S3RVER",
  };
}
