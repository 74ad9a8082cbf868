import { describe, expect, it } from "vitest";
import { decodeText } from "./decode-text";
import { detectSeparator, parseCsv } from "./parse-csv";

describe("decodeText", () => {
  it("reads UTF-8, with or without a byte order mark", () => {
    const plain = new TextEncoder().encode("Zoë;Çelik");
    expect(decodeText(plain)).toEqual({ text: "Zoë;Çelik", encoding: "utf-8" });
    expect(decodeText(new Uint8Array([0xef, 0xbb, 0xbf, ...plain]))).toEqual({
      text: "Zoë;Çelik",
      encoding: "utf-8",
    });
  });

  it("reads Windows-1252 from Excel, where UTF-8 would fail", () => {
    // "Zoë;Müller;€" in Windows-1252
    const bytes = new Uint8Array([
      0x5a, 0x6f, 0xeb, 0x3b, 0x4d, 0xfc, 0x6c, 0x6c, 0x65, 0x72, 0x3b, 0x80,
    ]);
    expect(decodeText(bytes)).toEqual({ text: "Zoë;Müller;€", encoding: "windows-1252" });
  });

  it("reads UTF-16 with its byte order mark", () => {
    const bytes = new Uint8Array([0xff, 0xfe, 0x41, 0x00, 0xeb, 0x00]);
    expect(decodeText(bytes)).toEqual({ text: "Aë", encoding: "utf-16le" });
  });
});

describe("detectSeparator", () => {
  it("takes the separator the header uses most", () => {
    expect(detectSeparator("Voornaam;Achternaam;E-mailadres\nJan,Piet;Bos;x")).toBe(";");
    expect(detectSeparator("first name,last name\r\n")).toBe(",");
    expect(detectSeparator("Voornaam\tAchternaam")).toBe("\t");
    expect(detectSeparator("Voornaam")).toBe(";");
  });
});

describe("parseCsv", () => {
  it("splits records and fields, with quotes, doubled quotes and line breaks inside quotes", () => {
    const text = 'a;b;c\r\n"x;y";"he said ""hi""";"two\nlines"\n;;\nlast;row;';
    expect(parseCsv(text, ";")).toEqual([
      { line: 1, cells: ["a", "b", "c"] },
      { line: 2, cells: ["x;y", 'he said "hi"', "two\nlines"] },
      { line: 4, cells: ["", "", ""] },
      { line: 5, cells: ["last", "row", ""] },
    ]);
  });

  it("ignores a final line break and keeps a quote inside an unquoted field", () => {
    expect(parseCsv('a,b\nO"Brien,x\n', ",")).toEqual([
      { line: 1, cells: ["a", "b"] },
      { line: 2, cells: ['O"Brien', "x"] },
    ]);
  });
});
