import type { Page } from "@playwright/test";
import { accounts } from "../support/accounts";
import { apiOf, demoPerson, planTraining } from "../support/api";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

/** The rows of the attendance list, read again until both show a certificate that counts. */
async function waitForCertificates(page: Page, names: string[]) {
  await expect(async () => {
    await page.reload();
    for (const name of names)
      await expect(page.getByRole("group", { name }).getByText("Certificaat geldig")).toBeVisible({
        timeout: 2_000,
      });
  }).toPass({ timeout: 45_000 });
}

test.describe("certificates", () => {
  test("a final list issues each passed participant a certificate that anyone can check, until it is revoked or replaced by an upload", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const people = [await demoPerson(api, "Lotte Smit"), await demoPerson(api, "Joost Bakker")];
    const training = await planTraining(api, {
      name: `BHV certificaat ${Date.now()}`,
      dates: [{ date: "2026-01-05", timeFrom: "09:00", timeTo: "12:30" }],
      participants: { companyUserIds: people.map((person) => person.id), groupIds: [] },
      settings: { generateCertificates: true, certificateExpiryDate: "2099-01-05" },
    });

    await page.goto(`/trainings/${training.id}/attendance/${training.dates[0]!.id}`);
    await page.getByRole("button", { name: "Iedereen aanwezig" }).click();
    for (const person of people) {
      const row = page.getByRole("group", { name: person.name });
      await row.getByRole("checkbox", { name: "Geslaagd" }).check();
      await row.getByRole("textbox", { name: "Soort certificaat" }).fill("BHV");
    }
    await page.getByRole("button", { name: "Definitief opslaan" }).click();
    await page
      .getByRole("alertdialog", { name: "Presentielijst definitief opslaan?" })
      .getByRole("button", { name: "Definitief opslaan" })
      .click();
    await waitForCertificates(
      page,
      people.map((person) => person.name),
    );

    const lotte = page.getByRole("group", { name: "Lotte Smit" });
    const link = await lotte.getByRole("link", { name: "Controlepagina" }).getAttribute("href");
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(new URL(link!).pathname);
    await expect(visitor.getByRole("heading", { level: 2, name: "Geldig" })).toBeVisible();
    await expect(visitor.getByText("Lotte Smit")).toBeVisible();

    await lotte.getByRole("button", { name: "Intrekken" }).click();
    const dialog = page.getByRole("dialog", { name: "Certificaat intrekken" });
    await dialog.getByRole("textbox").fill("Verkeerde naam op het certificaat");
    await dialog.getByRole("button", { name: "Intrekken" }).click();
    await expect(lotte.getByText("Certificaat ingetrokken")).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 2, name: "Ingetrokken" })).toBeVisible();
    await expect(visitor.getByText("Verkeerde naam")).toHaveCount(0);
    await visitor.context().close();

    // A certificate from elsewhere replaces the generated one; a file that is none is refused.
    const joost = page.getByRole("group", { name: "Joost Bakker" });
    const file = joost.locator('input[type="file"]');
    await file.setInputFiles({
      name: "certificaat.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("dit is geen pdf"),
    });
    await expect(joost.getByRole("alert")).toContainText("Kies een PDF-, JPG- of PNG-bestand.");
    await file.setInputFiles({
      name: "certificaat.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
    });
    await expect(joost.getByText("Geüpload certificaat")).toBeVisible();
    await expect(joost.getByText("Certificaat geldig")).toBeVisible();

    // The training's page shows where each person stands.
    await page.goto(`/trainings/${training.id}`);
    const participants = page.getByRole("table", { name: "Deelnemers" });
    await expect(participants.getByRole("row").filter({ hasText: "Lotte Smit" })).toContainText(
      "Ingetrokken",
    );
    await expect(participants.getByRole("row").filter({ hasText: "Joost Bakker" })).toContainText(
      "Geldig",
    );
  });
});
