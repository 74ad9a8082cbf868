import {
  fill,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  rectangle,
  rgb,
  setFillingRgbColor,
} from "pdf-lib";
import QRCode from "qrcode";

/**
 * The QR code drawn as vector rectangles (sharp at any zoom, no image to hold), with the quiet
 * zone of four modules a scanner needs around it. Each run of dark modules in a row is one
 * rectangle and all are filled at once: drawing a rectangle per module made hundreds of small
 * objects per certificate, which is what issuing a training's worth at a time must not cost.
 */
export function drawQrCode(page: PDFPage, text: string, x: number, y: number, size: number) {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: "M" });
  const cell = size / (modules.size + 8);
  page.drawRectangle({ x, y, width: size, height: size, color: rgb(1, 1, 1) });
  const operators = [pushGraphicsState(), setFillingRgbColor(0, 0, 0)];
  for (let row = 0; row < modules.size; row++) {
    let column = 0;
    while (column < modules.size) {
      if (!modules.get(row, column)) {
        column++;
        continue;
      }
      const start = column;
      while (column < modules.size && modules.get(row, column)) column++;
      operators.push(
        rectangle(
          x + (start + 4) * cell,
          y + size - (row + 5) * cell,
          (column - start) * cell,
          cell,
        ),
      );
    }
  }
  operators.push(fill(), popGraphicsState());
  page.pushOperators(...operators);
}
