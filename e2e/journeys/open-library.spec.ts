import { accounts, demoLearners } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

test.describe("the open library", () => {
  test("a learner enrolls in a course of another company and starts at once", async ({ page }) => {
    await signInAs(page, demoLearners.tim);
    await page
      .getByRole("navigation", { name: "Hoofdmenu" })
      .getByRole("link", { name: "Open bibliotheek" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Open bibliotheek" })).toBeVisible();
    await page.getByLabel("Zoeken op naam").fill("agressie");
    await page.getByRole("link", { name: "Omgaan met agressie" }).click();
    await expect(page.getByText("Van Zorggroep Horizon")).toBeVisible();
    await page.getByRole("button", { name: "Inschrijven en beginnen" }).click();
    await expect(page).toHaveURL(/\/enrollments\/[0-9a-f-]+\/walk-through\//);
    await expect(page.getByText("Onderdeel 1 van")).toBeVisible();

    await page.goto("/open-library?status=open");
    await expect(page.getByRole("link", { name: "Omgaan met agressie" })).toBeVisible();
    await page.goto("/my-trainings");
    await expect(page.getByRole("link", { name: "Omgaan met agressie" })).toBeVisible();
  });

  test("one configured company calls it Kennissessies", async ({ page, hosts }) => {
    await signInAs(page, accounts.zorgStudent, { origin: hosts.zorg });
    const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(menu.getByRole("link", { name: "Kennissessies" })).toBeVisible();
    await menu.getByRole("link", { name: "Kennissessies" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kennissessies" })).toBeVisible();
    await expect(page.getByText("Open bibliotheek")).toHaveCount(0);
  });
});
