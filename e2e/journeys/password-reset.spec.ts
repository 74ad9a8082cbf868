import { accounts, DEMO_PASSWORD } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, mailboxSize, waitForMail } from "../support/mailbox";
import { chooseFromUserMenu, expectPath } from "../support/navigation";
import { expectLoginRefused, expectSignedIn, signIn } from "../support/sign-in";
import type { Page } from "@playwright/test";

const RESET_SUBJECT = "Stel je wachtwoord opnieuw in";

async function requestResetLink(page: Page, email: string): Promise<string> {
  await page.goto("/login");
  await page.getByRole("link", { name: "Wachtwoord vergeten?" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Wachtwoord vergeten" })).toBeVisible();
  await page.getByLabel("E-mailadres").fill(email);
  const since = mailboxSize();
  await page.getByRole("button", { name: "Stuur me een link" }).click();
  await expect(page.getByText("Kijk in je mailbox")).toBeVisible();
  return linkIn(await waitForMail(email, RESET_SUBJECT, { since }), "/reset-password");
}

async function chooseNewPassword(page: Page, link: string, password: string) {
  await page.goto(link);
  await expect(
    page.getByRole("heading", { level: 1, name: "Nieuw wachtwoord kiezen" }),
  ).toBeVisible();
  await page.getByRole("textbox", { name: "Nieuw wachtwoord", exact: true }).fill(password);
  await page.getByLabel("Herhaal je nieuwe wachtwoord").fill(password);
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
}

test.describe("a forgotten password", () => {
  test("is replaced through the link in the mail, which works once", async ({ page, hosts }) => {
    const email = accounts.trainingStudent;
    const temporary = "zomer aan zee 2026";

    const link = await requestResetLink(page, email);
    expect(new URL(link).origin).toBe(hosts.demo);

    await chooseNewPassword(page, link, temporary);
    await expectSignedIn(page);
    await expectPath(page, "/my-trainings");
    await expect(
      page.getByRole("status").filter({ hasText: "Je nieuwe wachtwoord is opgeslagen." }),
    ).toBeVisible();

    await chooseFromUserMenu(page, "Uitloggen");
    await signIn(page, email, { password: DEMO_PASSWORD });
    await expectLoginRefused(page);
    await signIn(page, email, { password: temporary });
    await expectSignedIn(page);

    // The same link a second time: refused with the expired-link message.
    await chooseFromUserMenu(page, "Uitloggen");
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("Deze link werkt niet meer");
    await expect(page.getByRole("alert")).toContainText("is verlopen of al gebruikt");
    await expect(page.getByRole("textbox", { name: "Nieuw wachtwoord", exact: true })).toBeHidden();

    // Put the demo password back for the other journeys, through a fresh link.
    await chooseNewPassword(page, await requestResetLink(page, email), DEMO_PASSWORD);
    await expectSignedIn(page);
  });

  test("a mistyped confirmation is named before anything is saved", async ({ page }) => {
    await page.goto("/reset-password?token=onzin");
    await expect(page.getByRole("alert")).toContainText("Deze link werkt niet meer");
    await page.getByRole("link", { name: "Vraag een nieuwe link aan" }).click();
    await expectPath(page, "/forgot-auth");

    const link = await requestResetLink(page, accounts.companyStudent);
    await page.goto(link);
    await page
      .getByRole("textbox", { name: "Nieuw wachtwoord", exact: true })
      .fill("een lang wachtwoord");
    await page.getByLabel("Herhaal je nieuwe wachtwoord").fill("een ander wachtwoord");
    await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
    await expect(page.getByLabel("Herhaal je nieuwe wachtwoord")).toHaveAccessibleDescription(
      "De wachtwoorden komen niet overeen.",
    );
    await signIn(page, accounts.companyStudent);
    await expectSignedIn(page);
  });

  test("an unknown address gets the same answer as a known one", async ({ page }) => {
    await page.goto("/forgot-auth");
    await page.getByLabel("E-mailadres").fill("niemand@demo.example");
    await page.getByRole("button", { name: "Stuur me een link" }).click();
    await expect(page.getByText("Kijk in je mailbox")).toBeVisible();
    await expect(page.getByText(/Als niemand@demo\.example bij ons bekend is/)).toBeVisible();
  });
});
