import { expect, type Page } from "@playwright/test";
import { userMenuButton } from "./sign-in";

/** The primary navigation, in the header on a computer and in the opened menu on a phone. */
export function primaryNav(page: Page) {
  return page.getByRole("navigation", { name: "Hoofdmenu" });
}

/** The primary navigation shows exactly these items, in this order. */
export async function expectPrimaryNavItems(page: Page, labels: readonly (string | RegExp)[]) {
  await expect(primaryNav(page).getByRole("link")).toHaveText([...labels]);
}

/** Opens the user menu (avatar and name in the header) and picks an item from it. */
export async function chooseFromUserMenu(page: Page, item: string) {
  await userMenuButton(page).click();
  await page.getByRole("menuitem", { name: item }).click();
}

/** The page path (and query) is this, on whatever host the page is. */
export async function expectPath(
  page: Page,
  pathAndQuery: string,
  options: { timeout?: number } = {},
) {
  await expect
    .poll(() => {
      const url = new URL(page.url());
      return url.pathname + url.search;
    }, options)
    .toBe(pathAndQuery);
}
