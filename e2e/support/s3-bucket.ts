import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import S3rver from "s3rver";

/**
 * The bucket's CORS rule as README.md tells operators to set it: the app's pages may read
 * files (making an enrollment available offline) and upload them (videos go straight into the
 * bucket). Nothing more: no Range header, no exposed headers.
 */
const corsRule = (origin: string) =>
  `<CORSConfiguration><CORSRule><AllowedOrigin>${origin}</AllowedOrigin>` +
  "<AllowedMethod>GET</AllowedMethod><AllowedMethod>PUT</AllowedMethod>" +
  "<AllowedHeader>content-type</AllowedHeader></CORSRule></CORSConfiguration>";

export type S3Bucket = {
  /** The app's storage settings for this bucket. */
  env: Record<string, string>;
  stop: () => Promise<void>;
};

/**
 * A local S3-compatible server with one bucket whose CORS rule admits `appOrigin`. It checks
 * signatures with its one account (S3RVER), which the app is given.
 */
export async function startS3Bucket(appOrigin: string): Promise<S3Bucket> {
  const directory = await mkdtemp(join(tmpdir(), "leerlijn-e2e-s3-"));
  const bucket = "leerlijn-e2e";
  const server = new S3rver({
    port: 0,
    address: "127.0.0.1",
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [corsRule(appOrigin)] }],
  });
  const { port } = await server.run();
  return {
    env: {
      STORAGE_DRIVER: "s3",
      S3_ENDPOINT: `http://127.0.0.1:${port}`,
      S3_BUCKET: bucket,
      S3_FORCE_PATH_STYLE: "true",
      S3_ACCESS_KEY_ID: "S3RVER",
      S3_SECRET_ACCESS_KEY: "S3RVER",
    },
    stop: async () => {
      await server.close();
      await rm(directory, { recursive: true, force: true });
    },
  };
}
