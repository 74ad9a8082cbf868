import type { DocumentEventType } from "@leerlijn/contracts/documents/document.schema";
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from "pdf-lib";
import { embedTextFonts } from "../../platform/pdf/fonts";
import { drawQrCode } from "../../platform/pdf/qr-code";
import { fit, printable } from "../../platform/pdf/pdf-text";
import type { PdfSealer } from "../../platform/pdf/pades";

/** A4 portrait in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const LINE = rgb(0.82, 0.84, 0.88);
const QR_SIZE = 96;

export const eventLabels: Record<DocumentEventType, string> = {
  assigned: "Toegewezen",
  viewed: "Geopend",
  consent_shown: "Verklaring getoond",
  signed: "Ondertekend",
  reminded: "Herinnering",
  expired: "Verlopen",
};

const amsterdamTime = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  day: "numeric",
  month: "long",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
const shortTime = new Intl.DateTimeFormat("nl-NL", {
  timeZone: "Europe/Amsterdam",
  day: "2-digit",
  month: "2-digit",
  year: "numeric",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
});
/** "26 november 2026 om 13:05:12" in Europe/Amsterdam. */
export const amsterdamDateTime = (at: Date) => amsterdamTime.format(at).replace(", ", " om ");

export type SealedPdfContent = {
  /** The original PDF's bytes; when they cannot be opened the seal holds the signature page only. */
  original: Uint8Array;
  documentTitle: string;
  documentSha256: string;
  company: string;
  signerName: string;
  signerEmail: string | null;
  signedAt: Date;
  signaturePng: Uint8Array;
  consentStatement: string;
  trail: {
    type: DocumentEventType;
    occurredAt: Date;
    actorName: string | null;
    ip: string | null;
    hash: string;
  }[];
  verificationUrl: string;
};

/**
 * The sealed PDF: the original pages, a signature page (the drawn signature, who and when in
 * Europe/Amsterdam, the document's SHA-256, the audit trail and the verification link) and a
 * PAdES signature over the whole file, so a reader shows it signed and unchanged.
 */
export async function drawSealedPdf(sealer: PdfSealer, content: SealedPdfContent): Promise<Buffer> {
  let document: PDFDocument;
  let originalIncluded = true;
  try {
    document = await PDFDocument.load(content.original, { updateMetadata: false });
  } catch {
    // Encrypted or damaged: the signature page still names the document by its hash.
    document = await PDFDocument.create();
    originalIncluded = false;
  }
  document.setModificationDate(content.signedAt);
  const page = new SignaturePage(document, await fonts(document));
  page.heading("Ondertekeningsbewijs");
  page.fact("Document", content.documentTitle);
  page.fact("Organisatie", content.company);
  page.fact(
    "Ondertekend door",
    content.signerEmail ? `${content.signerName} (${content.signerEmail})` : content.signerName,
  );
  page.fact("Datum en tijd", `${amsterdamDateTime(content.signedAt)} (Europe/Amsterdam)`);
  page.mono("SHA-256 van het document", content.documentSha256);
  if (!originalIncluded)
    page.note(
      "Het originele PDF-bestand kon niet worden ingevoegd; de hash hierboven benoemt het.",
    );
  page.note(`Verklaring: "${content.consentStatement}"`);
  await page.signature(content.signaturePng);
  page.heading("Audittrail", 13);
  page.trail(content.trail);
  page.verification(content.verificationUrl);
  return sealer.seal(document, {
    reason: `Ondertekend: ${content.documentTitle}`.slice(0, 200),
    name: content.signerName,
    location: content.company,
    signedAt: content.signedAt,
  });
}

/** Names as spelled in the text font; hashes and addresses (ASCII) in Courier. */
async function fonts(document: PDFDocument) {
  return {
    ...(await embedTextFonts(document)),
    mono: await document.embedFont(StandardFonts.Courier),
  };
}

type Fonts = Awaited<ReturnType<typeof fonts>>;

/** Writes top to bottom, starting a new page when the audit trail does not fit. */
class SignaturePage {
  private page: PDFPage;
  private y: number;

  constructor(
    private readonly document: PDFDocument,
    private readonly font: Fonts,
  ) {
    this.page = document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private room(height: number) {
    if (this.y - height >= MARGIN + QR_SIZE + 12) return;
    this.page = this.document.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  private text(text: string, x: number, size: number, font: PDFFont, width: number, color = INK) {
    this.page.drawText(fit(font, printable(font, text), size, width), {
      x,
      y: this.y,
      size,
      font,
      color,
    });
  }

  heading(text: string, size = 20) {
    this.room(size + 16);
    this.y -= size;
    this.text(text, MARGIN, size, this.font.bold, PAGE.width - 2 * MARGIN);
    this.y -= 14;
  }

  fact(label: string, value: string) {
    this.room(18);
    this.text(label, MARGIN, 10, this.font.bold, 130, MUTED);
    this.text(value, MARGIN + 140, 10, this.font.regular, PAGE.width - 2 * MARGIN - 140);
    this.y -= 17;
  }

  mono(label: string, value: string) {
    this.room(18);
    this.text(label, MARGIN, 10, this.font.bold, 130, MUTED);
    this.text(value, MARGIN + 140, 7.5, this.font.mono, PAGE.width - 2 * MARGIN - 140);
    this.y -= 17;
  }

  note(text: string) {
    this.room(16);
    this.text(text, MARGIN, 9, this.font.regular, PAGE.width - 2 * MARGIN, MUTED);
    this.y -= 15;
  }

  async signature(png: Uint8Array) {
    const image = await this.document.embedPng(png);
    const size = image.scaleToFit(260, 90);
    this.room(size.height + 40);
    this.y -= 8;
    this.page.drawImage(image, { x: MARGIN, y: this.y - size.height, ...size });
    this.y -= size.height + 4;
    this.page.drawLine({
      start: { x: MARGIN, y: this.y },
      end: { x: MARGIN + 260, y: this.y },
      thickness: 0.75,
      color: LINE,
    });
    this.y -= 12;
    this.text("Handtekening", MARGIN, 8, this.font.regular, 260, MUTED);
    this.y -= 24;
  }

  trail(rows: SealedPdfContent["trail"]) {
    const columns = [MARGIN, MARGIN + 110, MARGIN + 210, MARGIN + 330, MARGIN + 415];
    const header = ["Tijd (Amsterdam)", "Gebeurtenis", "Persoon", "IP-adres", "Hash"];
    this.room(16);
    header.forEach((label, index) =>
      this.text(label, columns[index]!, 8, this.font.bold, 100, MUTED),
    );
    this.y -= 13;
    for (const row of rows) {
      this.room(13);
      const cells = [
        shortTime.format(row.occurredAt).replace(",", ""),
        eventLabels[row.type],
        row.actorName ?? "Systeem",
        row.ip ?? "",
        `${row.hash.slice(0, 16)}…`,
      ];
      cells.forEach((cell, index) =>
        this.text(
          cell,
          columns[index]!,
          7.5,
          index === 4 ? this.font.mono : this.font.regular,
          (columns[index + 1] ?? PAGE.width - MARGIN) - columns[index]! - 6,
        ),
      );
      this.y -= 12;
    }
  }

  /** The QR code and link at the foot of the (last) page. */
  verification(url: string) {
    const x = PAGE.width - MARGIN - QR_SIZE;
    drawQrCode(this.page, url, x, MARGIN, QR_SIZE);
    const width = x - MARGIN - 12;
    this.y = MARGIN + 50;
    this.text("Controleer dit document:", MARGIN, 9, this.font.bold, width, MUTED);
    this.y -= 13;
    this.text(url, MARGIN, 8, this.font.regular, width, MUTED);
    this.y -= 13;
    this.text(
      "Dit bestand is digitaal verzegeld; elke wijziging maakt de verzegeling ongeldig.",
      MARGIN,
      8,
      this.font.regular,
      width,
      MUTED,
    );
  }
}
