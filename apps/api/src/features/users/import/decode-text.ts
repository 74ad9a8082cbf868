/** Windows-1252 differs from Latin-1 only in 0x80–0x9F; Node's own decoder treats it as Latin-1. */
const CP1252_HIGH = "€\u0081‚ƒ„…†‡ˆ‰Š‹Œ\u008dŽ\u008f\u0090‘’“”•–—˜™š›œ\u009džŸ";

function decodeWindows1252(bytes: Uint8Array): string {
  let text = "";
  for (const byte of bytes)
    text += byte >= 0x80 && byte <= 0x9f ? CP1252_HIGH[byte - 0x80] : String.fromCharCode(byte);
  return text;
}

export type TextEncodingName = "utf-8" | "utf-16le" | "windows-1252";

/**
 * The text of an uploaded file. Excel on Windows saves CSV as Windows-1252 (or as UTF-8 with a
 * byte order mark); "Unicode text" is UTF-16 with a mark. Bytes that are not valid UTF-8 are
 * read as Windows-1252, which gives every byte a character.
 */
export function decodeText(bytes: Uint8Array): { text: string; encoding: TextEncodingName } {
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf)
    return { text: new TextDecoder("utf-8").decode(bytes.subarray(3)), encoding: "utf-8" };
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { text: new TextDecoder("utf-16le").decode(bytes.subarray(2)), encoding: "utf-16le" };
  try {
    return { text: new TextDecoder("utf-8", { fatal: true }).decode(bytes), encoding: "utf-8" };
  } catch {
    return { text: decodeWindows1252(bytes), encoding: "windows-1252" };
  }
}
