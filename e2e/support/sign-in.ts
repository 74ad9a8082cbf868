import { expect, type Page } from "@playwright/test";
import { DEMO_PASSWORD } from "./accounts";

export const INVALID_CREDENTIALS = "Dit e-mailadres en/of wachtwoord is onjuist";

/** Signs in through the login form, as a person would. */
export async function signIn(
  page: Page,
  email: string,
  options: { origin?: string; password?: string } = {},
) {
  await page.goto(`${options.origin ?? ""}/login`);
  await submitLogin(page, email, options.password ?? DEMO_PASSWORD);
}

/** Fills and sends the login form that is on the page now. */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Wachtwoord").fill(password);
  await page.getByRole("button", { name: "Inloggen" }).click();
}

/** Signs in and waits until the signed-in shell is shown. */
export async function signInAs(page: Page, email: string, options: { origin?: string } = {}) {
  await signIn(page, email, options);
  await expectSignedIn(page);
}

export function userMenuButton(page: Page) {
  return page.getByRole("button", { name: /^Menu van / });
}

export async function expectSignedIn(page: Page) {
  await expect(userMenuButton(page)).toBeVisible();
}

/** The refusal of the login form, which never says whether the email or the password was wrong. */
export async function expectLoginRefused(page: Page) {
  await expect(page.getByRole("alert")).toHaveText(INVALID_CREDENTIALS);
  await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  expect(new URL(page.url()).pathname).toBe("/login");
}
