import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const dir = mkdtempSync(join(tmpdir(), "leerlijn-e2e-media-"));

/** A file made by the test with ffmpeg (a PNG still or a short MP4 with sound). */
function ffmpeg(name: string, args: string[]): string {
  const file = join(dir, name);
  execFileSync("ffmpeg", ["-y", "-v", "error", ...args, file]);
  return file;
}

export function makePng(name = "magazijn.png", size = "640x360"): string {
  return ffmpeg(name, ["-f", "lavfi", "-i", `testsrc2=size=${size}`, "-frames:v", "1"]);
}

export function makeMp4(seconds: number, name = "instructie.mp4"): string {
  return ffmpeg(name, [
    "-f",
    "lavfi",
    "-i",
    `testsrc2=duration=${seconds}:size=640x360:rate=25`,
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
  ]);
}

/**
 * A PDF written by hand: header, catalog, pages, a text stream per page, xref. One page by
 * default; more pages say "Pagina x" each.
 */
export function makePdf(name = "protocol.pdf", pageCount = 1): string {
  const font = 3 + pageCount * 2;
  const kids = Array.from({ length: pageCount }, (_, index) => `${3 + index * 2} 0 R`).join(" ");
  const objects = [
    "<< /Type /Catalog /Pages 2 0 R >>",
    `<< /Type /Pages /Kids [${kids}] /Count ${pageCount} >>`,
    ...Array.from({ length: pageCount }, (_, index) => {
      const text =
        pageCount === 1
          ? "BT /F1 24 Tf 72 720 Td (Protocol ontruiming) Tj ET"
          : `BT /F1 24 Tf 72 720 Td (Protocol ontruiming - Pagina ${index + 1}) Tj ET`;
      return [
        `<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents ${4 + index * 2} 0 R /Resources << /Font << /F1 ${font} 0 R >> >> >>`,
        `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
      ];
    }).flat(),
    "<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>",
  ];
  let body = "%PDF-1.4\n";
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, "0")} 00000 n \n`).join("");
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  const file = join(dir, name);
  writeFileSync(file, body);
  return file;
}

/** A Windows program (MZ header) renamed to look like a picture. */
export function makeRenamedExe(name = "vakantiefoto.png"): string {
  const file = join(dir, name);
  writeFileSync(
    file,
    Buffer.concat([Buffer.from("MZ\x90\x00\x03\x00\x00\x00"), Buffer.alloc(4096, 0x41)]),
  );
  return file;
}

/** A real PNG padded past the 20 MB limit for images. */
export function makeOversizedPng(name = "poster-groot.png"): string {
  const file = join(dir, name);
  const png = readFileSync(makePng("klein.png"));
  writeFileSync(file, Buffer.concat([png, Buffer.alloc(21 * 1024 * 1024)]));
  return file;
}
