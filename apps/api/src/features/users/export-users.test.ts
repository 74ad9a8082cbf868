import ExcelJS from "exceljs";
import { describe, expect, it } from "vitest";
import { buildTestApp } from "../../test/build-test-app";
import { buildCompany, buildUser } from "../../test/factories";
import { signedInMember } from "../../test/http";
import { multipartBody } from "../../test/multipart";
import { decodeText } from "./import/decode-text";
import { parseCsv } from "./import/parse-csv";

const { app, database } = await buildTestApp();
const db = database.db;

const company = await buildCompany(db, { name: "Bakkerij Zuid" });
const sub = await buildCompany(db, { name: "Bakkerij Zuid Oost", parentCompanyId: company.id });
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"], {
  firstName: "Leider",
});

const csvOf = (body: Buffer) => parseCsv(decodeText(body).text, ";").map((record) => record.cells);

describe("GET /users/export", () => {
  it("downloads the people of the list as a CSV for Excel, groups and sub companies included", async () => {
    const group = await leader.post("/groups", { name: "Ovenploeg", memberIds: [] });
    expect(group.statusCode, group.body).toBe(201);
    const baker = await buildUser(db, company, ["company-student"], {
      firstName: "=cmd|' /C calc'!A0",
      email: "bakker@zuid.example",
    });
    await leader.patch(`/groups/${group.json().data.id}`, {
      name: "Ovenploeg",
      memberIds: [baker.companyUserId],
    });
    await buildUser(db, sub, ["training-student"], { firstName: "Oost" });

    const response = await leader.get("/users/export");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe("text/csv; charset=utf-8");
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(
        `^attachment; filename="gebruikers-${company.domainCode}-\\d{4}-\\d{2}-\\d{2}\\.csv"`,
      ),
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const [header, ...rows] = csvOf(response.rawPayload);
    expect(header).toEqual([
      "Voornaam",
      "Tussenvoegsel",
      "Achternaam",
      "E-mailadres",
      "Groep",
      "Rol",
      "Status",
      "Omgeving",
      "Toegevoegd op",
    ]);
    expect(rows).toHaveLength(3);
    const bakerRow = rows.find((row) => row[3] === "bakker@zuid.example");
    // A formula is written as text, so a spreadsheet never runs it.
    expect(bakerRow?.slice(0, 8)).toEqual([
      "'=cmd|' /C calc'!A0",
      "",
      baker.lastName,
      "bakker@zuid.example",
      "Ovenploeg",
      "Medewerker",
      "Actief",
      "Bakkerij Zuid",
    ]);
    expect(rows.map((row) => row[7])).toContain("Bakkerij Zuid Oost");
  });

  it("applies the list's filters, over more than one batch", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    const lines = ["Voornaam;Achternaam"];
    for (let index = 0; index < 2500; index++)
      lines.push(`Lid;Achternaam ${String(index).padStart(4, "0")}`);
    const { payload, headers } = multipartBody([
      { name: "file", filename: "leden.csv", data: Buffer.from(lines.join("\n")) },
    ]);
    const imported = await app.inject({
      method: "POST",
      url: "/api/v1/users/import",
      headers: { ...headers, host: place.host, authorization: `Bearer ${client.token}` },
      payload,
    });
    expect(imported.statusCode, imported.body).toBe(200);

    const all = csvOf((await client.get("/users/export?filter[status]=no_account")).rawPayload);
    expect(all.slice(1).map((row) => row[2])).toEqual(
      lines.slice(1).map((line) => line.split(";")[1]),
    );
    // Both words: a bare number could also turn up in the random hex of the leader's email.
    const one = csvOf(
      (await client.get("/users/export?filter[queryString]=achternaam%202499")).rawPayload,
    );
    expect(one.slice(1).map((row) => row[2])).toEqual(["Achternaam 2499"]);
  });

  it("is only for those allowed to export, and never shows another company's people", async () => {
    const { client: trainer } = await signedInMember(app, db, company, ["admin-trainer"]);
    expect((await trainer.get("/users/export")).statusCode).toBe(403);
    const other = await buildCompany(db);
    await buildUser(db, other, ["company-student"], { email: "vreemd@ander.example" });
    const response = await leader.get(`/users/export?filter[companyId]=${other.id}`);
    expect(csvOf(response.rawPayload)).toHaveLength(1);
  });

  it("downloads the same list as an Excel workbook that Excel reads back", async () => {
    const place = await buildCompany(db, { name: "Bakkerij Noord" });
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"], {
      lastName: "Aaldering",
    });
    await buildUser(db, place, ["company-student"], {
      firstName: "=1+1",
      lastName: "Zwart",
      email: "zwart@noord.example",
    });

    const response = await client.get("/users/export/xlsx");
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers["content-type"]).toBe(
      "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
    );
    expect(response.headers["content-disposition"]).toMatch(
      new RegExp(`filename="gebruikers-${place.domainCode}-\\d{4}-\\d{2}-\\d{2}\\.xlsx"`),
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(response.rawPayload).buffer);
    const rows: string[][] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      rows.push(Array.from({ length: 9 }, (_, i) => row.getCell(i + 1).text)),
    );
    expect(rows).toEqual([
      [
        "Voornaam",
        "Tussenvoegsel",
        "Achternaam",
        "E-mailadres",
        "Groep",
        "Rol",
        "Status",
        "Omgeving",
        "Toegevoegd op",
      ],
      [
        expect.any(String),
        "",
        "Aaldering",
        expect.any(String),
        "",
        "Groepsleider",
        "Actief",
        "Bakkerij Noord",
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ],
      // A name that looks like a formula is a text cell: Excel shows it and never runs it.
      [
        "=1+1",
        "",
        "Zwart",
        "zwart@noord.example",
        "",
        "Medewerker",
        "Actief",
        "Bakkerij Noord",
        expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      ],
    ]);
    const { client: trainer } = await signedInMember(app, db, place, ["admin-trainer"]);
    expect((await trainer.get("/users/export/xlsx")).statusCode).toBe(403);
  });
});
