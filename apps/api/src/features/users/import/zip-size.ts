/**
 * The sum of the uncompressed sizes a zip's central directory declares, read before the
 * workbook is unzipped: the upload limit bounds the compressed bytes only, and a few megabytes
 * can unzip to gigabytes. Null when the central directory cannot be found or does not fit in
 * the file; Infinity for ZIP64 (sizes beyond 32 bits, never needed for a list of people).
 */
export function declaredUnzippedSize(bytes: Uint8Array): number | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const end = findEndOfCentralDirectory(view);
  if (end === null) return null;
  const entries = view.getUint16(end + 10, true);
  const directorySize = view.getUint32(end + 12, true);
  const directoryOffset = view.getUint32(end + 16, true);
  if (entries === 0xffff || directorySize === 0xffffffff || directoryOffset === 0xffffffff)
    return Infinity;
  if (directoryOffset + directorySize > end) return null;
  const directoryEnd = directoryOffset + directorySize;
  let total = 0;
  let at = directoryOffset;
  for (let entry = 0; entry < entries; entry++) {
    if (at + CENTRAL_HEADER > directoryEnd || view.getUint32(at, true) !== CENTRAL_SIGNATURE)
      return null;
    const uncompressed = view.getUint32(at + 24, true);
    if (uncompressed === 0xffffffff) return Infinity;
    total += uncompressed;
    at +=
      CENTRAL_HEADER +
      view.getUint16(at + 28, true) +
      view.getUint16(at + 30, true) +
      view.getUint16(at + 32, true);
  }
  return at <= directoryEnd ? total : null;
}

const END_SIGNATURE = 0x06054b50;
const END_RECORD = 22;
const CENTRAL_SIGNATURE = 0x02014b50;
const CENTRAL_HEADER = 46;
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
