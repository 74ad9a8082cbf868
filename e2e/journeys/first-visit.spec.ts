import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

/** How the page came to ask for this host's company, each time it did. */
const companyRequests = () =>
  performance
    .getEntriesByType("resource")
    .filter((entry) => new URL(entry.name).pathname === "/api/v1/companies/current")
    .map((entry) => (entry as PerformanceResourceTiming).initiatorType);

test.describe("the first visit", () => {
  test("the page asks for its company together with the HTML, once", async ({ page }) => {
    await page.goto("/login");
    await expect(page.getByLabel("E-mailadres")).toBeVisible();
    // "link": the preload in the HTML; a second entry ("fetch") would mean the app asked again.
    expect(await page.evaluate(companyRequests)).toEqual(["link"]);
  });

  test("a signed-in page loaded afresh uses the same early answer", async ({ page }) => {
    await signInAs(page, accounts.companyStudent);
    await page.reload();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await page.evaluate(companyRequests)).toEqual(["link"]);
  });
});
