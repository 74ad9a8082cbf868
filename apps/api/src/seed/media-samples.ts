import { spawn } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { PDFDocument, rgb, StandardFonts } from "pdf-lib";
import sharp from "sharp";

const escapeXml = (text: string) =>
  text.replace(/[<>&"']/g, (character) => `&#${character.charCodeAt(0)};`);

/** A landscape picture with a title on a colour, drawn with sharp: demo and test images. */
export function makeImage(
  title: string,
  color: string,
  format: "png" | "jpeg" = "png",
  size = { width: 1280, height: 720 },
): Promise<Buffer> {
  // Smaller for a long title, so it fits the width (a bold sans glyph is about 0.6 em wide).
  const fontSize = Math.round(
    Math.min(size.height / 9, (size.width * 0.88) / (0.6 * title.length)),
  );
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${size.width}" height="${size.height}">
    <rect width="100%" height="100%" fill="${color}"/>
    <circle cx="${size.width * 0.8}" cy="${size.height * 0.25}" r="${size.height * 0.18}" fill="#ffffff" fill-opacity="0.25"/>
    <text x="6%" y="82%" font-family="sans-serif" font-size="${fontSize}" font-weight="bold" fill="#ffffff">${escapeXml(title)}</text>
  </svg>`;
  const image = sharp(Buffer.from(svg));
  return (format === "png" ? image.png() : image.jpeg({ quality: 85 })).toBuffer();
}

/** A one-page A4 PDF with a heading and a few lines, written with pdf-lib. */
export async function makePdf(title: string, lines: string[]): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  const page = document.addPage([595, 842]);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  page.drawRectangle({ x: 0, y: 742, width: 595, height: 100, color: rgb(0.11, 0.31, 0.85) });
  page.drawText(title, { x: 48, y: 780, size: 26, font: bold, color: rgb(1, 1, 1) });
  lines.forEach((line, index) =>
    page.drawText(line, {
      x: 48,
      y: 690 - index * 26,
      size: 13,
      font: regular,
      color: rgb(0.1, 0.1, 0.1),
    }),
  );
  return Buffer.from(await document.save());
}

/**
 * A PDF of several A4 pages: the title on each, its paragraphs as lines and "Pagina x van y"
 * at the foot, so a viewer's page navigation has something to do.
 */
export async function makePagedPdf(
  title: string,
  pages: readonly (readonly string[])[],
): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(title);
  const bold = await document.embedFont(StandardFonts.HelveticaBold);
  const regular = await document.embedFont(StandardFonts.Helvetica);
  pages.forEach((lines, index) => {
    const page = document.addPage([595, 842]);
    page.drawRectangle({ x: 0, y: 742, width: 595, height: 100, color: rgb(0.11, 0.31, 0.85) });
    page.drawText(title, { x: 48, y: 780, size: 24, font: bold, color: rgb(1, 1, 1) });
    lines.forEach((line, row) =>
      page.drawText(line, {
        x: 48,
        y: 690 - row * 24,
        size: 13,
        font: line.endsWith(":") ? bold : regular,
        color: rgb(0.1, 0.1, 0.1),
      }),
    );
    page.drawText(`Pagina ${index + 1} van ${pages.length}`, {
      x: 48,
      y: 40,
      size: 10,
      font: regular,
      color: rgb(0.4, 0.4, 0.4),
    });
  });
  return Buffer.from(await document.save());
}

/**
 * A short MP4 (test pattern and a tone) made with ffmpeg; null when ffmpeg is not installed,
 * so seeding goes on without a demo video.
 */
export async function makeVideo(
  seconds: number,
  options: { ffmpeg?: string; size?: string } = {},
): Promise<Buffer | null> {
  const dir = await mkdtemp(join(tmpdir(), "leerlijn-sample-"));
  const file = join(dir, "sample.mp4");
  const args = [
    "-y",
    "-v",
    "error",
    "-f",
    "lavfi",
    "-i",
    `testsrc2=duration=${seconds}:size=${options.size ?? "640x360"}:rate=25`,
    "-f",
    "lavfi",
    "-i",
    `sine=frequency=440:duration=${seconds}`,
    "-c:v",
    "libx264",
    "-preset",
    "ultrafast",
    "-pix_fmt",
    "yuv420p",
    "-c:a",
    "aac",
    "-shortest",
    file,
  ];
  try {
    const ok = await new Promise<boolean>((resolve) => {
      const child = spawn(options.ffmpeg ?? "ffmpeg", args, { stdio: "ignore" });
      child.once("error", () => resolve(false));
      child.once("close", (code) => resolve(code === 0));
    });
    return ok ? await readFile(file) : null;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}
