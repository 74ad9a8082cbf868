import { inflateRawSync } from "node:zlib";

/**
 * What a zip unzips to, counted by unzipping each entry with a cap, before the workbook is handed
 * to exceljs: the upload limit bounds the compressed bytes only, a few megabytes can unzip to
 * gigabytes, and the sizes a zip declares are the attacker's to write. Stops as soon as `limit`
 * is passed (Infinity then), so no more than `limit` bytes are ever held. Null when the zip
 * cannot be read: no central directory, entries outside the file, or a method other than stored
 * or deflated.
 */
export function unzippedSize(bytes: Uint8Array, limit: number): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  if (end === null) return null;
  const entries = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  // ZIP64 (more than 65,535 entries or 4 GB): never a list of people.
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff)
    return Infinity;
  const directoryEnd = directoryOffset + directorySize;
  if (directoryEnd > end) return null;
  let total = 0;
  let at = directoryOffset;
  for (let entry = 0; entry < entries; entry++) {
    if (at + CENTRAL_HEADER > directoryEnd || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      return null;
    const size = entrySize(bytes, view, at, limit - total);
    if (size === null || size === Infinity) return size;
    total += size;
    at +=
      CENTRAL_HEADER +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return at <= directoryEnd ? total : null;
}

/** One entry's unzipped size, or Infinity once it passes `room`; null when it cannot be read. */
function entrySize(bytes: Uint8Array, view: DataView, central: number, room: number) {
  const method = view.getUint16(central + 10, true);
  const compressed = view.getUint32(central + 20, true);
  const local = view.getUint32(central + 42, true);
  if (local + LOCAL_HEADER > bytes.length || view.getUint32(local, true) !== LOCAL_SIGNATURE)
    return null;
  const start =
    local + LOCAL_HEADER + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
  if (start + compressed > bytes.length) return null;
  const data = bytes.subarray(start, start + compressed);
  if (method === STORED) return compressed > room ? Infinity : compressed;
  if (method !== DEFLATED) return null;
  try {
    const size = inflateRawSync(data, { maxOutputLength: Math.max(room, 0) + 1 }).length;
    return size > room ? Infinity : size;
  } catch (error) {
    return (error as { code?: string }).code === "ERR_BUFFER_TOO_LARGE" ? Infinity : null;
  }
}

const END_SIGNATURE = 0x06054b50;
const END_RECORD = 22;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER = 46;
const LOCAL_SIGNATURE = 0x04034b50;
const LOCAL_HEADER = 30;
const STORED = 0;
const DEFLATED = 8;
const MAX_COMMENT = 0xffff;

/** The end record is last but for a comment of up to 64 KB, whose length it states itself. */
function findEndOfCentralDirectory(view: DataView): number | null {
  const last = view.byteLength - END_RECORD;
  for (let at = last; at >= 0 && at >= last - MAX_COMMENT; at--)
    if (
      view.getUint32(at, true) === END_SIGNATURE &&
      at + END_RECORD + view.getUint16(at + 20, true) === view.byteLength
    )
      return at;
  return null;
}
