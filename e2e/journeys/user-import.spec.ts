import { readFileSync } from "node:fs";
import ExcelJS from "exceljs";
import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, waitForMail } from "../support/mailbox";
import { signInAs } from "../support/sign-in";

/** A list as Dutch Excel saves it: Windows-1252, semicolons, CRLF. */
const EXCEL_LIST = Buffer.from(
  [
    "Voornaam;Tussenvoegsel;Achternaam;E-mailadres;Groep",
    "Renée;van der;Berg;renee.berg@import.example;Inpakken|Weekendploeg",
    "Jörg;;Maaßen;;Inpakken",
    ";;Zonder Voornaam;zonder@import.example;",
    "Lotte;;Dubbel;cursist@demo.example;",
  ].join("\r\n"),
  "latin1",
);

test.describe("importing and exporting people", () => {
  test("a group leader imports a list with good and bad rows after checking the preview", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users");
    await page.getByRole("link", { name: "Importeren" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Gebruikers importeren");

    await page
      .getByTestId("import-file-input")
      .setInputFiles({ name: "ploeg.csv", mimeType: "text/csv", buffer: EXCEL_LIST });
    await expect(page.getByText("2 personen kunnen worden toegevoegd")).toBeVisible();
    await expect(page.getByText("2 rijen hebben een probleem")).toBeVisible();
    await expect(page.getByText(/Gelezen als Windows-1252 \(Excel\)/)).toBeVisible();
    await expect(
      page.getByText("Deze groepen worden aangemaakt: Inpakken, Weekendploeg."),
    ).toBeVisible();
    const problems = page.getByRole("table", { name: "Rijen uit je bestand" });
    await expect(problems.getByRole("row").nth(1)).toContainText("Voornaam ontbreekt.");
    await expect(problems.getByRole("row").nth(2)).toContainText(
      "Deze persoon staat al in deze omgeving.",
    );
    await page.getByRole("button", { name: /Alle rijen/ }).click();
    await expect(problems.getByRole("row").nth(1)).toContainText("Renée van der Berg");
    await expect(problems.getByRole("row").nth(2)).toContainText("Jörg Maaßen");

    await page.getByRole("button", { name: "2 personen importeren" }).click();
    await expect(page.getByRole("heading", { name: "De import is klaar" })).toBeVisible();
    await expect(
      page.getByText("2 personen zijn toegevoegd aan Demo Logistiek.", { exact: true }),
    ).toBeVisible();
    await expect(page.getByText("2 rijen met een probleem zijn overgeslagen.")).toBeVisible();

    const invitation = await waitForMail(
      "renee.berg@import.example",
      "Je bent uitgenodigd voor Demo Logistiek",
    );
    expect(linkIn(invitation, "/invite/")).toContain("/invite/");

    await page.getByRole("link", { name: "Naar gebruikers" }).click();
    await page.getByRole("searchbox", { name: "Zoeken" }).fill("maaßen");
    const table = page.getByRole("table", { name: "Gebruikers" });
    await expect(table.getByRole("link")).toHaveText(["Jörg Maaßen"]);
    await expect(table).toContainText("Inpakken");
    await expect(table).toContainText("Geen account");
  });

  test("a group leader imports the staff list straight from an Excel workbook", async ({
    page,
  }) => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet("Personeel");
    sheet.addRow(["Voornaam", "Tussenvoegsel", "Achternaam", "E-mailadres", "Groep"]);
    sheet.addRow(["Femke", "de", "Wit", "femke.wit@excel.example", "Expeditie"]);
    sheet.addRow(["Hasan", null, "Kaya", null, "Expeditie"]);
    sheet.addRow(["Zonder", null, null, "zonder.achternaam@excel.example", null]);
    const buffer = Buffer.from(await workbook.xlsx.writeBuffer());

    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users/import");
    await expect(page.getByText("Sleep je CSV- of Excel-bestand hierheen")).toBeVisible();
    await page.getByTestId("import-file-input").setInputFiles({
      name: "personeel.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer,
    });
    await expect(page.getByText("2 personen kunnen worden toegevoegd")).toBeVisible();
    await expect(page.getByText("1 rij heeft een probleem")).toBeVisible();
    await expect(
      page.getByText("Gelezen uit het eerste werkblad van de Excel-werkmap."),
    ).toBeVisible();
    const problems = page.getByRole("table", { name: "Rijen uit je bestand" });
    await expect(problems.getByRole("row").nth(1)).toContainText("4");
    await expect(problems.getByRole("row").nth(1)).toContainText("Achternaam ontbreekt.");

    await page.getByRole("checkbox", { name: /Stuur iedereen/ }).uncheck();
    await page.getByRole("button", { name: "2 personen importeren" }).click();
    await expect(
      page.getByText("2 personen zijn toegevoegd aan Demo Logistiek.", { exact: true }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Naar gebruikers" }).click();
    await page.getByRole("searchbox", { name: "Zoeken" }).fill("femke");
    await expect(page.getByRole("table", { name: "Gebruikers" }).getByRole("link")).toHaveText([
      "Femke de Wit",
    ]);
  });

  test("a file that only looks like a workbook is refused in plain Dutch", async ({ page }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users/import");
    await page.getByTestId("import-file-input").setInputFiles({
      name: "kapot.xlsx",
      mimeType: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
      buffer: Buffer.from("PK\u0003\u0004 geen werkmap"),
    });
    await expect(page.getByRole("alert")).toContainText("Dit Excel-bestand kunnen we niet lezen.");
  });

  test("a wrong header is refused with what to do, before anything is read", async ({ page }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users/import");
    await page.getByTestId("import-file-input").setInputFiles({
      name: "adressen.csv",
      mimeType: "text/csv",
      buffer: Buffer.from("Naam,Adres\nJan,Dorpsstraat 1\n"),
    });
    await expect(page.getByRole("alert")).toContainText("Dit bestand kunnen we niet importeren");
    await expect(page.getByRole("alert")).toContainText(
      "De kopregel klopt niet. Verwacht: Voornaam, Tussenvoegsel, Achternaam, E-mailadres, Groep.",
    );
  });

  test("the list downloads as a CSV with the search applied", async ({ page }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users?queryString=bakker");
    await expect(page.getByRole("table", { name: "Gebruikers" }).getByRole("link")).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exporteren als CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gebruikers-demo-\d{4}-\d{2}-\d{2}\.csv$/);
    const text = readFileSync(await download.path(), "utf8");
    const [header, ...rows] = text
      .replace(/^\ufeff/, "")
      .trim()
      .split("\r\n");
    expect(header).toBe(
      "Voornaam;Tussenvoegsel;Achternaam;E-mailadres;Groep;Rol;Status;Omgeving;Toegevoegd op",
    );
    expect(rows.map((row) => row.split(";").slice(0, 3).join(" "))).toEqual([
      "Joost  Bakker",
      "Noor  Bakker",
    ]);
  });

  test("the list downloads as an Excel workbook too", async ({ page }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users?queryString=bakker");
    await expect(page.getByRole("table", { name: "Gebruikers" }).getByRole("link")).toHaveCount(2);
    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("button", { name: "Exporteren naar Excel" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^gebruikers-demo-\d{4}-\d{2}-\d{2}\.xlsx$/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(readFileSync(await download.path())).buffer);
    const names: string[] = [];
    workbook.worksheets[0]?.eachRow((row) =>
      names.push(`${row.getCell(1).text} ${row.getCell(3).text}`),
    );
    expect(names).toEqual(["Voornaam Achternaam", "Joost Bakker", "Noor Bakker"]);
  });
});
