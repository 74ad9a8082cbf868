import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import { PDFDocument, type PDFPage, rgb } from "pdf-lib";
import { embedTextFonts } from "../../platform/pdf/fonts";
import type { Db } from "../../platform/db/database";
import { fit, printable } from "../../platform/pdf/pdf-text";
import { notFound } from "../../platform/http/app-error";
import type { FileResult } from "../../platform/http/register-contract";
import type { Tenant } from "../../platform/tenancy/tenant";
import { findPlacedParticipants, findVisibleDate } from "./attendance.repository";
import { refuseWithoutAttendanceList } from "./attendance-rules";
import type { TrainingScope } from "./training-scope";
import { findInstructors, findPeople } from "./trainings.repository";

/** A4 portrait in points. */
const PAGE = { width: 595.28, height: 841.89 };
const MARGIN = 48;
const ROW_HEIGHT = 26;
const TABLE_HEAD_HEIGHT = 22;
const FOOTER_HEIGHT = 24;
const INK = rgb(0.1, 0.1, 0.12);
const MUTED = rgb(0.38, 0.4, 0.45);
const RULE = rgb(0.7, 0.72, 0.76);

const longDate = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});
const today = new Intl.DateTimeFormat("nl-NL", {
  dateStyle: "short",
  timeZone: "Europe/Amsterdam",
});

type Sheet = {
  company: string;
  training: string;
  date: string;
  times: string;
  place: string;
  trainers: string;
  participants: readonly string[];
};

/**
 * `GET /trainings/:id/attendance/:dateId/sheet`: the date's presentielijst to print where there
 * is no tablet: what, when, where and who gives it, then a row per participant with an empty
 * column to sign, over as many pages as it takes.
 */
export async function attendanceSheet(
  db: Db,
  tenant: Tenant,
  scope: TrainingScope,
  ids: { trainingId: string; dateId: string },
): Promise<FileResult> {
  const date = await findVisibleDate(db, scope, ids.trainingId, ids.dateId);
  if (!date) throw notFound();
  refuseWithoutAttendanceList(date.training);
  const instructors = (await findInstructors(db, [ids.trainingId])).get(ids.trainingId) ?? [];
  // Without instructors, the registrar is whom to ask about the list.
  const trainers =
    instructors.length > 0
      ? instructors
      : date.training.registrarId
        ? await findPeople(db, [date.training.registrarId])
        : [];
  const participants = await findPlacedParticipants(db, ids.trainingId);
  const body = await drawSheet({
    company: tenant.name,
    training: date.training.name,
    date: longDate.format(new Date(`${date.date}T00:00:00Z`)),
    times: `${date.timeFrom} – ${date.timeTo}`,
    place: formatAddress(date.training.location),
    trainers: trainers.map((person) => person.name).join(", ") || "–",
    participants: participants.map((participant) => participant.name),
  });
  const safeName = date.training.name
    .normalize("NFKD")
    .replace(/[^\w -]/g, "")
    .trim()
    .replace(/\s+/g, "-")
    .toLowerCase()
    .slice(0, 60);
  return { fileName: `presentielijst-${safeName || "training"}-${date.date}.pdf`, body };
}

export async function drawSheet(sheet: Sheet): Promise<Buffer> {
  const document = await PDFDocument.create();
  document.setTitle(`Presentielijst ${sheet.training}`);
  document.setCreator("Leerlijn");
  document.setLanguage("nl-NL");
  const { regular, bold } = await embedTextFonts(document);
  const text = (value: string) => printable(regular, value);
  const contentWidth = PAGE.width - 2 * MARGIN;
  const columns = { number: MARGIN, name: MARGIN + 32, signature: MARGIN + contentWidth * 0.55 };

  const pages: PDFPage[] = [];
  let y = 0;

  const tableHead = (page: PDFPage) => {
    page.drawRectangle({
      x: MARGIN,
      y: y - TABLE_HEAD_HEIGHT,
      width: contentWidth,
      height: TABLE_HEAD_HEIGHT,
      color: rgb(0.93, 0.94, 0.96),
    });
    for (const [label, x] of [
      ["Nr.", columns.number + 4],
      ["Naam", columns.name],
      ["Handtekening", columns.signature + 6],
    ] as const)
      page.drawText(label, { x, y: y - 15, size: 10, font: bold, color: INK });
    y -= TABLE_HEAD_HEIGHT;
  };

  const newPage = () => {
    const page = document.addPage([PAGE.width, PAGE.height]);
    pages.push(page);
    y = PAGE.height - MARGIN;
    page.drawText(fit(bold, text(sheet.company), 9, contentWidth), {
      x: MARGIN,
      y: y - 9,
      size: 9,
      font: bold,
      color: MUTED,
    });
    y -= 24;
    if (pages.length === 1) {
      page.drawText("Presentielijst", { x: MARGIN, y: y - 20, size: 20, font: bold, color: INK });
      y -= 30;
      page.drawText(fit(bold, text(sheet.training), 14, contentWidth), {
        x: MARGIN,
        y: y - 14,
        size: 14,
        font: bold,
        color: INK,
      });
      y -= 26;
      for (const [label, value] of [
        ["Datum", sheet.date],
        ["Tijd", sheet.times],
        ["Locatie", sheet.place],
        ["Trainer", sheet.trainers],
      ] as const) {
        page.drawText(label, { x: MARGIN, y: y - 10, size: 10, font: bold, color: MUTED });
        page.drawText(fit(regular, text(value), 10, contentWidth - 70), {
          x: MARGIN + 70,
          y: y - 10,
          size: 10,
          font: regular,
          color: INK,
        });
        y -= 16;
      }
      y -= 14;
    } else {
      page.drawText(
        fit(regular, text(`Presentielijst ${sheet.training} – ${sheet.date}`), 10, contentWidth),
        { x: MARGIN, y: y - 10, size: 10, font: regular, color: INK },
      );
      y -= 22;
    }
    tableHead(page);
    return page;
  };

  let page = newPage();
  if (sheet.participants.length === 0)
    page.drawText("Deze training heeft nog geen deelnemers.", {
      x: MARGIN,
      y: y - 18,
      size: 10,
      font: regular,
      color: MUTED,
    });
  sheet.participants.forEach((name, index) => {
    if (y - ROW_HEIGHT < MARGIN + FOOTER_HEIGHT) page = newPage();
    const baseline = y - ROW_HEIGHT + 9;
    page.drawText(String(index + 1), {
      x: columns.number + 4,
      y: baseline,
      size: 10,
      font: regular,
      color: MUTED,
    });
    page.drawText(fit(regular, text(name), 11, columns.signature - columns.name - 8), {
      x: columns.name,
      y: baseline,
      size: 11,
      font: regular,
      color: INK,
    });
    y -= ROW_HEIGHT;
    page.drawLine({
      start: { x: MARGIN, y },
      end: { x: MARGIN + contentWidth, y },
      thickness: 0.5,
      color: RULE,
    });
    page.drawLine({
      start: { x: columns.signature, y },
      end: { x: columns.signature, y: y + ROW_HEIGHT },
      thickness: 0.5,
      color: RULE,
    });
  });

  const printed = `Afgedrukt op ${today.format(new Date())}`;
  pages.forEach((each, index) => {
    each.drawText(printed, { x: MARGIN, y: MARGIN - 4, size: 8, font: regular, color: MUTED });
    const label = `Pagina ${index + 1} van ${pages.length}`;
    each.drawText(label, {
      x: PAGE.width - MARGIN - regular.widthOfTextAtSize(label, 8),
      y: MARGIN - 4,
      size: 8,
      font: regular,
      color: MUTED,
    });
  });
  return Buffer.from(await document.save());
}
