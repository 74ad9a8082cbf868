import { Transform } from "node:stream";
import { StorageLimitError } from "./storage";

/** Passes bytes through, counting them, and fails the stream once more than `maxBytes` came. */
export function byteCounter(maxBytes = Number.POSITIVE_INFINITY) {
  let size = 0;
  const stream = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > maxBytes) done(new StorageLimitError(maxBytes));
      else done(null, chunk);
    },
  });
  return { stream, size: () => size };
}
