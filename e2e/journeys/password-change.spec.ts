import type { Page } from "@playwright/test";
import { DEMO_PASSWORD, demoLearners } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { chooseFromUserMenu, expectPath } from "../support/navigation";
import { expectLoginRefused, expectSignedIn, signIn, signInAs } from "../support/sign-in";

async function openPasswordTab(page: Page) {
  await chooseFromUserMenu(page, "Mijn profiel");
  await page.getByRole("link", { name: "Wachtwoord en inloggen" }).click();
  await expectPath(page, "/profile/password");
}

async function submitPasswordChange(page: Page, current: string, next: string, again = next) {
  await page.getByLabel("Huidig wachtwoord").fill(current);
  await page.getByRole("textbox", { name: "Nieuw wachtwoord", exact: true }).fill(next);
  await page.getByLabel("Herhaal je nieuwe wachtwoord").fill(again);
  await page.getByRole("button", { name: "Wachtwoord wijzigen" }).click();
}

test.describe("changing the password on the profile page", () => {
  test("needs the current password, signs out other devices and works at the next sign-in", async ({
    page,
    browser,
  }) => {
    const email = demoLearners.youssef;
    const chosen = "fietsen langs de Amstel";
    const elsewhere = await browser.newPage();
    await signInAs(elsewhere, email);
    await signInAs(page, email);
    await openPasswordTab(page);

    await submitPasswordChange(page, chosen, chosen, "iets anders");
    await expect(page.getByLabel("Herhaal je nieuwe wachtwoord")).toHaveAccessibleDescription(
      "De wachtwoorden komen niet overeen.",
    );

    await submitPasswordChange(page, "niet mijn wachtwoord", chosen);
    await expect(page.getByLabel("Huidig wachtwoord")).toHaveAccessibleDescription(
      "Je huidige wachtwoord is onjuist.",
    );

    await submitPasswordChange(page, DEMO_PASSWORD, chosen);
    await expect(
      page.getByRole("status").filter({ hasText: "Je wachtwoord is gewijzigd." }),
    ).toBeVisible();
    await expect(page.getByLabel("Huidig wachtwoord")).toHaveValue("");

    // This device stays signed in; the other one is sent to the login page.
    await page.reload();
    await expectSignedIn(page);
    await elsewhere.reload();
    await expect(elsewhere.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await elsewhere.close();

    await chooseFromUserMenu(page, "Uitloggen");
    await signIn(page, email, { password: DEMO_PASSWORD });
    await expectLoginRefused(page);
    await signIn(page, email, { password: chosen });
    await expectSignedIn(page);

    // Put the demo password back for the other journeys.
    await openPasswordTab(page);
    await submitPasswordChange(page, chosen, DEMO_PASSWORD);
    await expect(
      page.getByRole("status").filter({ hasText: "Je wachtwoord is gewijzigd." }),
    ).toBeVisible();
  });
});
