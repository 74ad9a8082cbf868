import { PDFDocument, type PDFFont, type PDFPage, rgb } from "pdf-lib";
import { embedTextFonts } from "../../platform/pdf/fonts";
import { fit, printable } from "../../platform/pdf/pdf-text";
import { drawQrCode } from "../../platform/pdf/qr-code";

/** A4 landscape in points. */
const PAGE = { width: 841.89, height: 595.28 };
const MARGIN = 56;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const QR_SIZE = 118;

/** What a certificate says, every text already formatted. */
export type CertificateContent = {
  company: string;
  /** The company's logo as PNG bytes; absent when it has none. */
  logoPng: Uint8Array | null;
  /** #rrggbb */
  color: string;
  holderName: string;
  /** What the holder did, the line above the name of the training or course. */
  achievement: string;
  trainingName: string;
  /** The facts of the source: a training's dates, place and trainer, or a course's form. */
  facts: [label: string, value: string][];
  certificateType: string | null;
  issuedOn: string;
  expiresOn: string | null;
  number: string;
  verificationUrl: string;
};

function colorOf(hex: string) {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return rgb(0.11, 0.31, 0.85);
  const [, r, g, b] = match.map((part) => parseInt(part, 16) / 255);
  return rgb(r!, g!, b!);
}

function centred(page: PDFPage, font: PDFFont, text: string, size: number, y: number, color = INK) {
  const line = fit(font, printable(font, text), size, PAGE.width - 2 * MARGIN);
  page.drawText(line, {
    x: (PAGE.width - font.widthOfTextAtSize(line, size)) / 2,
    y,
    size,
    font,
    color,
  });
}

/** One certificate as a one-page PDF: brand, holder, training, the facts, and how to verify it. */
export async function drawCertificate(content: CertificateContent): Promise<Uint8Array> {
  const document = await PDFDocument.create();
  document.setTitle(`Certificaat ${content.trainingName} – ${content.holderName}`);
  document.setAuthor(content.company);
  document.setCreator("Leerlijn");
  document.setLanguage("nl-NL");
  const { regular, bold } = await embedTextFonts(document);
  const brand = colorOf(content.color);
  const page = document.addPage([PAGE.width, PAGE.height]);

  page.drawRectangle({ x: 0, y: PAGE.height - 18, width: PAGE.width, height: 18, color: brand });
  page.drawRectangle({ x: 0, y: 0, width: PAGE.width, height: 8, color: brand });

  let top = PAGE.height - 40;
  if (content.logoPng) {
    const logo = await document.embedPng(content.logoPng);
    const scaled = logo.scaleToFit(180, 60);
    page.drawImage(logo, { x: MARGIN, y: top - scaled.height, ...scaled });
  } else {
    page.drawText(fit(bold, printable(bold, content.company), 16, 360), {
      x: MARGIN,
      y: top - 20,
      size: 16,
      font: bold,
      color: brand,
    });
  }
  const numberLabel = `Certificaatnummer ${content.number}`;
  page.drawText(numberLabel, {
    x: PAGE.width - MARGIN - regular.widthOfTextAtSize(numberLabel, 9),
    y: top - 12,
    size: 9,
    font: regular,
    color: MUTED,
  });
  top -= 110;

  centred(page, bold, "CERTIFICAAT", 34, top, brand);
  top -= 40;
  centred(page, regular, `${content.company} verklaart dat`, 13, top, MUTED);
  top -= 42;
  centred(page, bold, content.holderName, 28, top);
  top -= 34;
  centred(page, regular, content.achievement, 13, top, MUTED);
  top -= 30;
  centred(page, bold, content.trainingName, 20, top);
  top -= 46;

  const facts: [string, string][] = [
    ...content.facts,
    ...(content.certificateType
      ? [["Soort certificaat", content.certificateType] as [string, string]]
      : []),
    ["Uitgegeven op", content.issuedOn],
    ["Geldig tot", content.expiresOn ?? "onbeperkt"],
  ];
  const labelX = MARGIN + 40;
  const valueX = labelX + 120;
  const valueWidth = PAGE.width - MARGIN - QR_SIZE - 40 - valueX;
  for (const [label, value] of facts) {
    page.drawText(label, { x: labelX, y: top, size: 11, font: bold, color: MUTED });
    page.drawText(fit(regular, printable(regular, value), 11, valueWidth), {
      x: valueX,
      y: top,
      size: 11,
      font: regular,
      color: INK,
    });
    top -= 19;
  }

  const qrX = PAGE.width - MARGIN - QR_SIZE;
  const qrY = 40;
  drawQrCode(page, content.verificationUrl, qrX, qrY, QR_SIZE);
  const check = "Controleer dit certificaat:";
  page.drawText(check, {
    x: qrX - 12 - bold.widthOfTextAtSize(check, 9),
    y: qrY + 30,
    size: 9,
    font: bold,
    color: MUTED,
  });
  const url = fit(regular, content.verificationUrl, 8, qrX - MARGIN - 12);
  page.drawText(url, {
    x: qrX - 12 - regular.widthOfTextAtSize(url, 8),
    y: qrY + 18,
    size: 8,
    font: regular,
    color: MUTED,
  });
  return document.save();
}
