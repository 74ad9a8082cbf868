import { expect, type Page } from "@playwright/test";

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** The signed-in shell carries the company: title ends with its name, the header logo names it. */
export async function expectBrandedShell(page: Page, companyName: string) {
  await expect(page).toHaveTitle(new RegExp(`${escapeRegExp(companyName)}$`));
  await expect(
    page.getByRole("banner").getByRole("img", { name: companyName, exact: true }),
  ).toBeVisible();
}

/** The login page of a host shows that host's company. */
export async function expectBrandedLogin(page: Page, companyName: string) {
  await expect(page).toHaveTitle(`Inloggen · ${companyName}`);
  await expect(page.getByRole("img", { name: companyName, exact: true })).toBeVisible();
}
