import type { ImportPreview, ImportReport } from "@leerlijn/contracts/users/import.contract";
import { eq } from "drizzle-orm";
import ExcelJS from "exceljs";
import { afterAll, describe, expect, it } from "vitest";
import { zipOf } from "../../../test/zip-file";
import { buildTestApp } from "../../../test/build-test-app";
import { buildCompany, buildUser } from "../../../test/factories";
import { signedInMember } from "../../../test/http";
import { multipartBody } from "../../../test/multipart";
import { startSmtpMailbox } from "../../../test/smtp-mailbox";
import { companyUsers, users } from "../users.table";

const mailbox = await startSmtpMailbox();
afterAll(() => mailbox.close());
const { app, database } = await buildTestApp({ SMTP_URL: mailbox.url });
const db = database.db;

const company = await buildCompany(db, { name: "Bouwbedrijf Noord" });
// Made before anyone signs in: sub companies are known with the (cached) company profile.
const sub = await buildCompany(db, { parentCompanyId: company.id, type: "educator" });
const { client: leader } = await signedInMember(app, db, company, ["admin-group-leader"]);

type Fields = Record<string, string>;
async function send(
  path: "/users/import/preview" | "/users/import",
  file: Buffer | string | null,
  options: { fields?: Fields; token?: string | null; host?: string; name?: string } = {},
) {
  const { payload, headers } = multipartBody([
    ...Object.entries(options.fields ?? {}).map(([name, value]) => ({ name, value })),
    ...(file === null
      ? []
      : [
          {
            name: "file",
            filename: options.name ?? "lijst.csv",
            contentType: "text/csv",
            data: Buffer.isBuffer(file) ? file : Buffer.from(file),
          },
        ]),
  ]);
  const token = options.token === undefined ? leader.token : options.token;
  return app.inject({
    method: "POST",
    url: `/api/v1${path}`,
    headers: {
      ...headers,
      host: options.host ?? company.host,
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    payload,
  });
}
async function preview(file: Buffer | string, fields?: Fields) {
  const response = await send("/users/import/preview", file, { fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ImportPreview }>().data;
}
async function importFile(file: Buffer | string, fields?: Fields) {
  const response = await send("/users/import", file, { fields });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<{ data: ImportReport }>().data;
}
const fileError = async (file: Buffer | string | null) => {
  const response = await send("/users/import/preview", file);
  expect(response.statusCode, response.body).toBe(422);
  return response.json<{ errors: { file: string[] } }>().errors.file[0];
};
const HEADER = "Voornaam;Tussenvoegsel;Achternaam;E-mailadres;Groep";

describe("POST /users/import/preview", () => {
  it("marks each bad row with its reasons and saves nothing", async () => {
    await buildUser(db, company, ["company-student"], { email: "al.hier@bouw.example" });
    const result = await preview(
      [
        HEADER,
        "Sanne;de;Vries;sanne@bouw.example;Magazijn",
        ";;Jansen;jansen@bouw.example;",
        "Piet;;Bos;geen-mail;",
        "Kees;;Smit;SANNE@bouw.example;",
        "Al;;Hier;al.hier@bouw.example;",
        "Ahmet;;Yılmaz;;Magazijn|Kantoor",
        "Joop;;Bos;geen-mail;",
        ";;;;",
      ].join("\r\n"),
    );
    expect(result).toMatchObject({ total: 7, valid: 2, invalid: 5, separator: "semicolon" });
    expect(result.rows.map((row) => [row.line, row.errors])).toEqual([
      [2, []],
      [3, ["Voornaam ontbreekt."]],
      [4, ['E-mailadres "geen-mail" is ongeldig.']],
      [5, ["Dit e-mailadres staat ook op regel 2."]],
      [6, ["Deze persoon staat al in deze omgeving."]],
      [7, []],
      // The same invalid email twice is no duplicate of anyone: it is invalid.
      [8, ['E-mailadres "geen-mail" is ongeldig.']],
    ]);
    expect(result.rows[5]).toMatchObject({ groups: ["Magazijn", "Kantoor"], email: "" });
    expect(result.newGroups).toEqual(["Magazijn", "Kantoor"]);
    const [saved] = await db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, "sanne@bouw.example"));
    expect(saved).toBeUndefined();
  });

  it("reads UTF-8 with a byte order mark, Windows-1252, commas and quoted fields", async () => {
    const bom = Buffer.concat([
      Buffer.from([0xef, 0xbb, 0xbf]),
      Buffer.from(`${HEADER}\nZoë;;Çelik;zoe@bouw.example;Kantoor\n`),
    ]);
    expect((await preview(bom)).rows[0]).toMatchObject({ firstName: "Zoë", lastName: "Çelik" });

    const latin = Buffer.from(`${HEADER}\nRenée;;Müller;renee@bouw.example;\n`, "latin1");
    const read = await preview(latin);
    expect(read.encoding).toBe("windows-1252");
    expect(read.rows[0]).toMatchObject({ firstName: "Renée", lastName: "Müller" });

    const commas = await preview(
      'First name,Middle name,Last name,Email,Group\n"Jan, junior",,"O""Neil",jan@bouw.example,"Zorg, Noord"\n',
    );
    expect(commas.separator).toBe("comma");
    expect(commas.rows[0]).toMatchObject({
      firstName: "Jan, junior",
      lastName: 'O"Neil',
      groups: ["Zorg, Noord"],
      errors: [],
    });
  });

  it("refuses a file that is not a list of people, saying what to do", async () => {
    expect(await fileError("Naam;Adres\nJan;Straat 1\n")).toMatch(
      /^De kopregel klopt niet. Verwacht: Voornaam, Tussenvoegsel, Achternaam, E-mailadres, Groep. Gevonden: Naam, Adres/,
    );
    expect(await fileError("")).toBe("Het bestand is leeg.");
    expect(await fileError(`${HEADER}\n`)).toBe(
      "Het bestand heeft een kopregel, maar geen personen.",
    );
    expect(await fileError(null)).toBe("Kies een CSV-bestand met je lijst.");
    expect(await fileError(`${HEADER}\n${"Jan;;Bos;;\n".repeat(10_001)}`)).toMatch(
      /^Het bestand heeft 10\.001 rijen\. Je kunt 10\.000 rijen per keer importeren/,
    );
    expect(await fileError("x".repeat(5 * 1024 * 1024 + 1))).toMatch(/groter dan 5 MB/);
  });

  it("reads the first sheet of an Excel workbook (.xlsx), by its content, row numbers as lines", async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Personeel");
    sheet.addRow(["Voornaam", "Tussenvoegsel", "Achternaam", "E-mailadres", "Groep", "Telefoon"]);
    // Excel turns a typed address into a link; the address is what counts.
    sheet.addRow([
      "Fenna",
      "van",
      "Dijk",
      { text: "fenna@bouw.example", hyperlink: "mailto:fenna@bouw.example" },
      "Kantoor|Magazijn",
      612345678,
    ]);
    sheet.addRow([]);
    sheet.addRow(["Gijs", null, null, "gijs@bouw.example"]);
    sheet.addRow([" Noor ", null, "Smit"]);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());

    const response = await send("/users/import/preview", bytes, { name: "personeel.xlsx" });
    expect(response.statusCode, response.body).toBe(200);
    const read = response.json<{ data: ImportPreview }>().data;
    expect(read).toMatchObject({
      fileName: "personeel.xlsx",
      format: "xlsx",
      encoding: null,
      separator: null,
      total: 3,
      valid: 2,
      ignoredColumns: ["Telefoon"],
    });
    expect(read.rows).toEqual([
      {
        line: 2,
        firstName: "Fenna",
        middleName: "van",
        lastName: "Dijk",
        email: "fenna@bouw.example",
        groups: ["Kantoor", "Magazijn"],
        errors: [],
      },
      expect.objectContaining({ line: 4, errors: ["Achternaam ontbreekt."] }),
      expect.objectContaining({ line: 5, firstName: "Noor", errors: [] }),
    ]);

    const imported = await send("/users/import", bytes, {
      name: "personeel.xlsx",
      fields: { sendInvitations: "false" },
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json<{ data: ImportReport }>().data).toMatchObject({ created: 2, skipped: 1 });
    const [fenna] = await db
      .select({ lastName: users.lastName })
      .from(users)
      .where(eq(users.email, "fenna@bouw.example"));
    expect(fenna).toEqual({ lastName: "Dijk" });
  });

  it("refuses an Excel file it cannot read, and an Excel workbook with too many rows", async () => {
    const unreadable = /^Dit Excel-bestand kunnen we niet lezen\. Open het in Excel/;
    // A zip's signature with no workbook behind it.
    expect(await fileError(Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0x00, 0x00]))).toMatch(
      unreadable,
    );
    const named = await send("/users/import/preview", `${HEADER}\nA;;B;;`, { name: "lijst.xlsx" });
    expect(named.statusCode).toBe(422);
    expect(named.json().errors.file[0]).toMatch(
      /^Dit bestand heet \.xlsx, maar is geen Excel-werkmap/,
    );
    // An old binary workbook (.xls) starts with the compound file signature.
    expect(
      await fileError(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1, 0x00])),
    ).toMatch(/^Dit is een oud Excel-bestand \(\.xls\)/);

    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Veel");
    sheet.addRow(["Voornaam", "Achternaam"]);
    for (let index = 0; index <= 10_000; index++) sheet.addRow(["Jan", `Bos ${index}`]);
    expect(await fileError(Buffer.from(await workbook.xlsx.writeBuffer()))).toMatch(
      /^Het bestand heeft 10\.001 rijen\. Je kunt 10\.000 rijen per keer importeren/,
    );
  });

  it("refuses an Excel workbook that unzips to more than 50 MB, whatever it declares", async () => {
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet("Personeel").addRow(["Voornaam", "Achternaam"]);
    workbook.getWorksheet("Personeel")?.addRow(["Jan", "Bos"]);
    const normal = Buffer.from(await workbook.xlsx.writeBuffer());
    expect((await preview(normal)).valid).toBe(1);

    // A zip bomb is small on the wire and claims to unzip to little.
    const bomb = zipOf([
      { name: "xl/worksheets/sheet1.xml", data: Buffer.alloc(60 * 1024 * 1024), declaredSize: 100 },
    ]);
    expect(bomb.length).toBeLessThan(100_000);
    const refused = await send("/users/import", bomb, { name: "personeel.xlsx" });
    expect(refused.statusCode, refused.body).toBe(422);
    expect(refused.json().errors.file[0]).toBe(
      "Dit Excel-bestand wordt uitgepakt groter dan 50 MB. Zo'n groot bestand lezen we niet in: verdeel de lijst over meer bestanden.",
    );
  });

  it("says so when a quote in a CSV is never closed", async () => {
    expect(await fileError(`${HEADER}\nJan;;"Bos;;\nPiet;;Smit;;\n`)).toMatch(
      /^Er staat een aanhalingsteken \("\) in het bestand dat niet wordt gesloten/,
    );
  });

  it("is refused to those without the import permission and on other companies' hosts", async () => {
    const { client: trainer } = await signedInMember(app, db, company, ["admin-trainer"]);
    expect((await send("/users/import/preview", HEADER, { token: trainer.token })).statusCode).toBe(
      403,
    );
    const other = await buildCompany(db);
    const foreign = await send("/users/import/preview", `${HEADER}\nA;;B;;`, {
      fields: { companyId: other.id },
    });
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().errors).toEqual({
      company_id: ["Kies een van de omgevingen uit de lijst."],
    });
  });
});

describe("POST /users/import", () => {
  it("adds the good rows as learners with their groups, invites them by mail, skips the bad", async () => {
    const place = await buildCompany(db, { name: "Thuiszorg Oost" });
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    const elsewhere = await buildUser(db, await buildCompany(db), ["company-student"], {
      email: "bekend@elders.example",
      firstName: "Bekende",
    });
    const { payload, headers } = multipartBody([
      {
        name: "file",
        filename: "oost.csv",
        data: Buffer.from(
          [
            HEADER,
            "Fleur;van;Dam;fleur@oost.example;Zorgteam|Nieuw",
            "Geen;;Mail;;Zorgteam",
            "Onjuist;;Adres;onjuist@;",
            "Zelfde;;Persoon;BEKEND@elders.example;",
          ].join("\n"),
        ),
      },
    ]);
    const response = await app.inject({
      method: "POST",
      url: "/api/v1/users/import",
      headers: { ...headers, host: place.host, authorization: `Bearer ${client.token}` },
      payload,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toEqual({
      created: 3,
      skipped: 1,
      mailed: 2,
      newGroups: ["Zorgteam", "Nieuw"],
    });

    const members = await db
      .select({ email: users.email, lastName: users.lastName, roles: companyUsers.roles })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(companyUsers.companyId, place.id));
    expect(members).toHaveLength(4);
    expect(members).toEqual(
      expect.arrayContaining([
        { email: "fleur@oost.example", lastName: "Dam", roles: ["company-student"] },
        { email: null, lastName: "Mail", roles: ["company-student"] },
        // A known person keeps their own name: the file cannot rename them.
        { email: elsewhere.email, lastName: elsewhere.lastName, roles: ["company-student"] },
      ]),
    );
    const listed = await client.get("/groups?filter[queryString]=Zorgteam");
    expect(listed.json().data).toEqual([
      expect.objectContaining({ name: "Zorgteam", memberCount: 2 }),
    ]);

    const invitation = await mailbox.waitFor((mail) => mail.to.includes("fleur@oost.example"));
    expect(invitation.subject).toBe("Je bent uitgenodigd voor Thuiszorg Oost");
    expect(invitation.text).toMatch(/\/invite\/[0-9a-f-]+\/\S+/);
    // Someone with an account is invited to join with it, not added without their consent.
    const added = await mailbox.waitFor((mail) => mail.to.includes(elsewhere.email));
    expect(added.subject).toBe("Je bent uitgenodigd voor Thuiszorg Oost");
    expect(added.text).toContain("Hallo Bekende,");
    expect(added.text).toContain("Accepteer de uitnodiging met het wachtwoord dat je al hebt.");
  });

  it("adds people without mailing them when asked, into a sub company of the leader", async () => {
    const report = await importFile(`${HEADER}\nStil;;Toegevoegd;stil@bouw.example;Kantoor\n`, {
      companyId: sub.id,
      sendInvitations: "false",
    });
    expect(report).toEqual({ created: 1, skipped: 0, mailed: 0, newGroups: ["Kantoor"] });
    const [member] = await db
      .select({ companyId: companyUsers.companyId, roles: companyUsers.roles })
      .from(companyUsers)
      .innerJoin(users, eq(users.id, companyUsers.userId))
      .where(eq(users.email, "stil@bouw.example"));
    expect(member).toEqual({ companyId: sub.id, roles: ["training-student"] });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(mailbox.received.some((mail) => mail.to.includes("stil@bouw.example"))).toBe(false);
  });

  it("imports 10,000 rows in one go and reports them", async () => {
    const place = await buildCompany(db);
    const { client } = await signedInMember(app, db, place, ["admin-group-leader"]);
    const lines = [HEADER];
    for (let index = 0; index < 10_000; index++)
      lines.push(`Persoon;;Nummer ${index};;${index % 2 ? "Oneven" : "Even"}`);
    const { payload, headers } = multipartBody([
      { name: "file", filename: "groot.csv", data: Buffer.from(lines.join("\n")) },
    ]);
    const call = (path: string) =>
      app.inject({
        method: "POST",
        url: `/api/v1${path}`,
        headers: { ...headers, host: place.host, authorization: `Bearer ${client.token}` },
        payload,
      });
    const previewed = await call("/users/import/preview");
    expect(previewed.json<{ data: ImportPreview }>().data).toMatchObject({
      total: 10_000,
      valid: 10_000,
      newGroups: ["Even", "Oneven"],
    });
    const imported = await call("/users/import");
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toMatchObject({ created: 10_000, skipped: 0 });
    const again = await call("/users/import/preview");
    // No email: the same names may well be other people, so they are not duplicates.
    expect(again.json<{ data: ImportPreview }>().data.valid).toBe(10_000);
  }, 120_000);
});
