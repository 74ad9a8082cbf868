import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { zipOf } from "../../../test/zip-file";
import { unzippedSize } from "./zip-size";

const LIMIT = 50 * 1024 * 1024;
const workbook = new ExcelJS.Workbook();
workbook.addWorksheet("Personeel").addRow(["Voornaam", "Achternaam"]);
const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
const end = bytes.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
const directory = bytes.readUInt32LE(end + 16);

describe("unzippedSize", () => {
  it("counts what every entry of a workbook unzips to", () => {
    const size = unzippedSize(bytes, LIMIT);
    expect(size).toBeGreaterThan(bytes.length);
    expect(size).toBeLessThan(100_000);
  });

  it("counts what an entry really unzips to, not what it claims", () => {
    const entries = [
      { name: "a.xml", data: Buffer.alloc(1_000, "a"), declaredSize: 10 },
      { name: "b.xml", data: Buffer.alloc(2_000, "b"), declaredSize: 10 },
    ];
    expect(unzippedSize(zipOf(entries), LIMIT)).toBe(3_000);
  });

  it("stops at the limit, whatever the zip declares", () => {
    const bomb = zipOf([
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(60 * 1024 * 1024), declaredSize: 100 },
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    expect(unzippedSize(bomb, LIMIT)).toBe(Infinity);
    const twoHalves = zipOf([
      { name: "a.xml", data: Buffer.alloc(30 * 1024 * 1024) },
      { name: "b.xml", data: Buffer.alloc(30 * 1024 * 1024) },
    ]);
    expect(unzippedSize(twoHalves, LIMIT)).toBe(Infinity);
  });

  it("finds the directory behind a zip comment", () => {
    const comment = Buffer.from("een opmerking");
    const commented = Buffer.concat([bytes, comment]);
    commented.writeUInt16LE(comment.length, end + 20);
    expect(unzippedSize(commented, LIMIT)).toBe(unzippedSize(bytes, LIMIT));
  });

  it("gives null for a directory or an entry outside the file, or a cut-off file", () => {
    const outside = Buffer.from(bytes);
    outside.writeUInt32LE(bytes.length, end + 16);
    expect(unzippedSize(outside, LIMIT)).toBeNull();
    const tooMany = Buffer.from(bytes);
    tooMany.writeUInt16LE(bytes.readUInt16LE(end + 10) + 1, end + 10);
    expect(unzippedSize(tooMany, LIMIT)).toBeNull();
    const entryOutside = Buffer.from(bytes);
    entryOutside.writeUInt32LE(bytes.length, directory + 42);
    expect(unzippedSize(entryOutside, LIMIT)).toBeNull();
    expect(unzippedSize(bytes.subarray(0, bytes.length - 1), LIMIT)).toBeNull();
    expect(unzippedSize(new Uint8Array([0x50, 0x4b, 0x03, 0x04]), LIMIT)).toBeNull();
  });

  it("treats ZIP64 as too large to read", () => {
    const zip64 = Buffer.from(bytes);
    zip64.writeUInt32LE(0xffffffff, end + 16);
    expect(unzippedSize(zip64, LIMIT)).toBe(Infinity);
  });
});
