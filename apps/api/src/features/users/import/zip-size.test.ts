import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { declaredUnzippedSize } from "./zip-size";

const workbook = new ExcelJS.Workbook();
workbook.addWorksheet("Personeel").addRow(["Voornaam", "Achternaam"]);
const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
const directory = bytes.readUInt32LE(end + 16);

describe("declaredUnzippedSize", () => {
  it("adds up what every entry of a workbook says it unzips to", () => {
    const declared = declaredUnzippedSize(bytes);
    expect(declared).toBeGreaterThan(bytes.length);
    expect(declared).toBeLessThan(100_000);
  });

  it("finds the directory behind a zip comment", () => {
    const comment = Buffer.from("een opmerking");
    const commented = Buffer.concat([bytes, comment]);
    commented.writeUInt16LE(comment.length, end + 20);
    expect(declaredUnzippedSize(commented)).toBe(declaredUnzippedSize(bytes));
  });

  it("gives null for a directory outside the file or a cut-off file", () => {
    const outside = Buffer.from(bytes);
    outside.writeUInt32LE(bytes.length, end + 16);
    expect(declaredUnzippedSize(outside)).toBeNull();
    const tooMany = Buffer.from(bytes);
    tooMany.writeUInt16LE(bytes.readUInt16LE(end + 10) + 1, end + 10);
    expect(declaredUnzippedSize(tooMany)).toBeNull();
    expect(declaredUnzippedSize(bytes.subarray(0, bytes.length - 1))).toBeNull();
    expect(declaredUnzippedSize(new Uint8Array([0x50, 0x4b, 0x03, 0x04]))).toBeNull();
  });

  it("treats ZIP64 sizes as too large to read", () => {
    const zip64 = Buffer.from(bytes);
    zip64.writeUInt32LE(0xffffffff, directory + 24);
    expect(declaredUnzippedSize(zip64)).toBe(Infinity);
  });
});
