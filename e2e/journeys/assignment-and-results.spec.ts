import type { Page } from "@playwright/test";
import { accounts, demoLearners } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

const TEST = "Toets veilig werken in het magazijn";

async function openResults(page: Page, person: string) {
  await page.goto(`/lms/users?queryString=${encodeURIComponent(person)}`);
  await page.getByRole("link", { name: person }).click();
  await page.getByRole("link", { name: "Cursussen en resultaten" }).click();
  await expect(
    page.getByRole("heading", { level: 1, name: `Cursussen van ${person}` }),
  ).toBeVisible();
}

test.describe("assigning courses and following the results", () => {
  test("a group leader assigns a test to a group; a member passes it and the leader sees the result", async ({
    page,
    browser,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/course-library");
    await page.getByRole("link", { name: TEST }).click();
    await page.getByRole("button", { name: "Toewijzen" }).click();
    const dialog = page.getByRole("dialog", { name: `${TEST} toewijzen` });
    // The day shift follows the test already: marked, and not to be chosen again.
    const bram = dialog.getByRole("checkbox", { name: /Bram Willems/ });
    await expect(dialog.getByRole("checkbox", { name: /Bram Willems.*Volgt al/ })).toBeVisible();
    await expect(bram).toBeChecked();
    await expect(bram).toBeDisabled();
    const anouk = dialog.getByRole("checkbox", { name: /Anouk Peters/ });
    await expect(anouk).toBeEnabled();
    await expect(anouk).not.toBeChecked();
    await dialog.getByRole("tab", { name: /Groepen/ }).click();
    await dialog.getByLabel("Nachtploeg").check();
    await dialog.getByRole("button", { name: "Toewijzen" }).click();
    await expect(page.getByText("2 personen zijn ingeschreven.")).toBeVisible();

    // A member of the group finds the test among their trainings and takes it.
    const learnerPage = await (await browser.newContext()).newPage();
    await signInAs(learnerPage, demoLearners.anouk);
    await learnerPage.getByRole("link", { name: TEST }).click();
    await learnerPage.getByRole("link", { name: "Beginnen" }).click();
    await learnerPage.getByRole("button", { name: "Verder" }).click();
    await learnerPage.getByLabel("Een rolsteiger").check();
    await learnerPage.getByRole("button", { name: "Antwoord versturen" }).click();
    await learnerPage.getByLabel("De groene vluchtroute volgen").check();
    await learnerPage.getByLabel("Naar de verzamelplaats gaan").check();
    await learnerPage.getByRole("button", { name: "Antwoord versturen" }).click();
    await learnerPage.getByLabel("Jouw antwoord").fill("911");
    await learnerPage.getByRole("button", { name: "Antwoord versturen" }).click();
    await learnerPage.getByLabel("Afzetten en direct melden").check();
    await learnerPage.getByRole("button", { name: "Antwoord versturen" }).click();
    // 3 + 2 + 0 + 6 of 12: 91 %.
    await expect(learnerPage.getByText("Geslaagd", { exact: true })).toBeVisible();
    await expect(learnerPage.getByText("Je score: 91%")).toBeVisible();

    await openResults(page, "Anouk Peters");
    const row = page.getByRole("row", { name: new RegExp(TEST) });
    await expect(row).toContainText("Geslaagd");
    await expect(row).toContainText("91%");
    await expect(row).toContainText("via een groep");
    await row.getByRole("link", { name: TEST }).click();
    // The educator sees every answer, the right ones included.
    await expect(page.getByText("Goed antwoord: 112")).toBeVisible();
  });

  test("reassigning starts the learner over; deleting takes a course away and keeps its history", async ({
    page,
    browser,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await openResults(page, "Bram Willems");
    // Exactly: Bram holds a BHV basis certificate too, whose download link names the course.
    await page.getByRole("link", { name: "BHV basis", exact: true }).click();
    await page.getByRole("button", { name: "Opnieuw toewijzen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Opnieuw toewijzen" }).click();
    await expect(page.getByText("Bram Willems kan opnieuw beginnen aan BHV basis.")).toBeVisible();
    await expect(page.getByText("Poging 2")).toBeVisible();
    await expect(page.getByRole("heading", { name: "Eerdere pogingen" })).toBeVisible();

    await page.getByRole("link", { name: "Cursussen", exact: true }).click();
    await page.getByRole("link", { name: "Handhygiëne in 5 minuten" }).click();
    await page.getByRole("button", { name: "Verwijderen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(
      page.getByText("Handhygiëne in 5 minuten is verwijderd bij Bram Willems."),
    ).toBeVisible();
    const history = page.getByRole("row", { name: /Handhygiëne in 5 minuten/ });
    await expect(history).toContainText("Verwijderd op");

    // Assigning from the person: the course Bram follows is marked, the deleted one is free again.
    await page.getByRole("button", { name: "Cursus toewijzen" }).click();
    const dialog = page.getByRole("dialog", { name: "Cursus toewijzen aan Bram Willems" });
    const bhv = dialog.getByRole("radio", { name: /BHV basis.*Volgt al/ });
    await expect(bhv).toBeDisabled();
    await expect(bhv).not.toBeChecked();
    const hygiene = dialog.getByRole("radio", { name: /Handhygiëne in 5 minuten/ });
    await expect(hygiene).toBeEnabled();
    await expect(dialog.getByRole("radio", { name: /Handhygiëne.*Volgt al/ })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    const learner = await (await browser.newContext()).newPage();
    await signInAs(learner, demoLearners.bram);
    await expect(learner.getByRole("link", { name: "BHV basis", exact: true })).toBeVisible();
    await expect(learner.getByRole("link", { name: "Handhygiëne in 5 minuten" })).toHaveCount(0);
    await learner.getByRole("link", { name: "BHV basis", exact: true }).click();
    await expect(learner.getByText("0 van 6 onderdelen gedaan")).toBeVisible();
    await expect(learner.getByRole("link", { name: "Beginnen" })).toBeVisible();
  });
});
