/** What a file really is, by its first bytes, whatever its name says. */
export type FileKind = "jpeg" | "png" | "pdf" | "mp4" | "avi";

const startsWith = (head: Buffer, bytes: number[], at = 0) =>
  bytes.every((byte, index) => head[at + index] === byte);
const ascii = (text: string) => [...text].map((character) => character.charCodeAt(0));

/** MP4 and QuickTime both start with an ISO media box: ftyp, or in old QuickTime files moov/mdat/wide/free/skip. */
const QUICKTIME_BOXES = ["ftyp", "moov", "mdat", "wide", "free", "skip", "pnot"];

export const SIGNATURE_BYTES = 16;

export function detectFileKind(head: Buffer): FileKind | null {
  if (startsWith(head, [0xff, 0xd8, 0xff])) return "jpeg";
  if (startsWith(head, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return "png";
  if (startsWith(head, ascii("%PDF-"))) return "pdf";
  if (startsWith(head, ascii("RIFF")) && startsWith(head, ascii("AVI "), 8)) return "avi";
  if (QUICKTIME_BOXES.some((box) => startsWith(head, ascii(box), 4))) return "mp4";
  return null;
}

export const kindsOfType = {
  image: ["jpeg", "png"],
  document: ["pdf"],
  video: ["mp4", "avi"],
} as const satisfies Record<"image" | "document" | "video", readonly FileKind[]>;

export const storedExtension: Record<FileKind, string> = {
  jpeg: "jpg",
  png: "png",
  pdf: "pdf",
  mp4: "mp4",
  avi: "avi",
};

export const contentTypeOfKind: Record<FileKind, string> = {
  jpeg: "image/jpeg",
  png: "image/png",
  pdf: "application/pdf",
  mp4: "video/mp4",
  avi: "video/x-msvideo",
};
