import {
  CreateBucketCommand,
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from "@aws-sdk/client-s3";
import { Upload } from "@aws-sdk/lib-storage";
import { getSignedUrl } from "@aws-sdk/s3-request-presigner";
import { Readable } from "node:stream";
import { byteCounter } from "./byte-limit";
import {
  assertSafeKey,
  roundedExpiry,
  SIGNED_URL_TTL_SECONDS,
  type Storage,
  UPLOAD_URL_TTL_SECONDS,
} from "./storage";

export type S3Options = {
  bucket: string;
  region: string;
  endpoint?: string | undefined;
  forcePathStyle: boolean;
  accessKeyId?: string | undefined;
  secretAccessKey?: string | undefined;
};

const isMissing = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.$metadata.httpStatusCode === 404 ||
    error.name === "NotFound" ||
    error.name === "NoSuchKey");

const contentDisposition = (name: string) => `inline; filename*=UTF-8''${encodeURIComponent(name)}`;

/**
 * One bucket with the areas as key prefixes (`media/…`, `thumbnails/…`, `raw-videos/…`).
 * Checksums only when required: the SDK's default would sign a checksum of an empty body into
 * presigned PUTs, which real S3, MinIO and R2 then refuse.
 */
export async function createS3Storage(options: S3Options): Promise<Storage> {
  const client = new S3Client({
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
    ...(options.accessKeyId && options.secretAccessKey
      ? {
          credentials: {
            accessKeyId: options.accessKeyId,
            secretAccessKey: options.secretAccessKey,
          },
        }
      : {}),
  });
  const Bucket = options.bucket;
  const objectKey = (area: string, key: string) => {
    assertSafeKey(key);
    return `${area}/${key}`;
  };

  try {
    await client.send(new HeadBucketCommand({ Bucket }));
  } catch (error) {
    if (!isMissing(error)) throw error;
    await client.send(new CreateBucketCommand({ Bucket }));
  }

  return {
    kind: "s3",
    async write(area, key, body, { contentType, maxBytes }) {
      const counter = byteCounter(maxBytes);
      body.on("error", (error) => counter.stream.destroy(error));
      const upload = new Upload({
        client,
        params: {
          Bucket,
          Key: objectKey(area, key),
          Body: body.pipe(counter.stream),
          ContentType: contentType,
        },
        queueSize: 2,
        partSize: 8 * 1024 * 1024,
        leavePartsOnError: false,
      });
      const failed = new Promise<never>((_, reject) => counter.stream.once("error", reject));
      try {
        await Promise.race([upload.done(), failed]);
      } catch (error) {
        await upload.abort().catch(() => undefined);
        throw error;
      }
      return { size: counter.size() };
    },
    async read(area, key, range) {
      const answer = await client.send(
        new GetObjectCommand({
          Bucket,
          Key: objectKey(area, key),
          ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
        }),
      );
      if (!(answer.Body instanceof Readable)) throw new Error("S3 returned no stream");
      return answer.Body;
    },
    async readStart(area, key, bytes) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket,
            Key: objectKey(area, key),
            Range: `bytes=0-${bytes - 1}`,
          }),
        );
        return Buffer.from((await answer.Body?.transformToByteArray()) ?? []);
      } catch (error) {
        // An empty object cannot satisfy any range.
        if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 416)
          return Buffer.alloc(0);
        throw error;
      }
    },
    async stat(area, key) {
      try {
        const head = await client.send(
          new HeadObjectCommand({ Bucket, Key: objectKey(area, key) }),
        );
        return { size: head.ContentLength ?? 0, contentType: head.ContentType ?? null };
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async remove(area, key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: objectKey(area, key) }));
    },
    signedUrl(area, key, { downloadName } = {}) {
      // Signed at a rounded moment, so the same object gets the same URL for a while and the
      // browser's cache can do its work.
      const expires = roundedExpiry();
      const signingDate = new Date((expires - SIGNED_URL_TTL_SECONDS) * 1000);
      return getSignedUrl(
        client,
        new GetObjectCommand({
          Bucket,
          Key: objectKey(area, key),
          ...(downloadName ? { ResponseContentDisposition: contentDisposition(downloadName) } : {}),
        }),
        { expiresIn: SIGNED_URL_TTL_SECONDS, signingDate },
      );
    },
    async uploadTarget(area, key, { contentType, size }) {
      const url = await getSignedUrl(
        client,
        new PutObjectCommand({
          Bucket,
          Key: objectKey(area, key),
          ContentType: contentType,
          ContentLength: size,
        }),
        {
          expiresIn: UPLOAD_URL_TTL_SECONDS,
          signableHeaders: new Set(["content-type", "content-length"]),
        },
      );
      return {
        url,
        method: "PUT" as const,
        headers: { "content-type": contentType },
        expiresAt: new Date(Date.now() + UPLOAD_URL_TTL_SECONDS * 1000).toISOString(),
      };
    },
    close: async () => {
      client.destroy();
      await Promise.resolve();
    },
  };
}
