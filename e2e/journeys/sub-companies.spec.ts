import { accounts, hostUrl } from "../support/accounts";
import { expectBrandedLogin, expectBrandedShell } from "../support/branding";
import { expect, test } from "../support/fixtures";
import { makePng } from "../support/media-files";
import { signInAs, userMenuButton } from "../support/sign-in";

const SUB_NAME = "Demo Logistiek Zuid";

test.describe("sub companies", () => {
  test("a group leader creates a sub company and reaches it on its own host", async ({
    page,
    hosts,
  }) => {
    await signInAs(page, accounts.groupLeader, { origin: hosts.demo });
    await userMenuButton(page).click();
    await page.getByRole("menuitem", { name: "Subomgeving aanmaken" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Subomgeving aanmaken" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Subomgeving aanmaken" }).click();
    await expect(page.getByText("Vul een naam in.")).toBeVisible();
    await expect(page.getByText("Vul een domeincode in.")).toBeVisible();

    await page.getByLabel("Naam").fill(SUB_NAME);
    await page.getByLabel("Domeincode").fill("demo-noord");
    await page.getByRole("button", { name: "Subomgeving aanmaken" }).click();
    await expect(
      page.getByText("Deze domeincode is al in gebruik. Kies een andere."),
    ).toBeVisible();

    await page.getByLabel("Domeincode").fill("zuid");
    await page.getByRole("textbox", { name: "Hoofdkleur", exact: true }).fill("#0e7490");
    await page.getByLabel("Logo op lichte achtergrond").setInputFiles(makePng("zuid-logo.png"));
    await expect(page.getByRole("img", { name: /Voorbeeld: Logo op lichte/ })).toBeVisible();
    await page.getByRole("button", { name: "Subomgeving aanmaken" }).click();

    await expect(
      page
        .getByRole("status")
        .filter({ hasText: `${SUB_NAME} is aangemaakt` })
        .first(),
    ).toBeVisible();
    const sub = hostUrl(hosts.demo, "zuid");
    const list = page.getByRole("region", { name: "Jouw subomgevingen" });
    await expect(list.getByRole("link", { name: /zuid\.localhost/ })).toHaveAttribute(
      "href",
      `${sub}/login`,
    );
    await expect(list.getByText("Demo Logistiek Noord")).toBeVisible();

    await page.goto(`${sub}/login`);
    await expectBrandedLogin(page, SUB_NAME);
    const logo = page.getByRole("img", { name: SUB_NAME, exact: true });
    await expect(logo).toHaveAttribute(
      "src",
      /\/api\/v1\/company-logos\/.+\/light-[0-9a-f]+\.png$/,
    );
    expect(await logo.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

    await signInAs(page, accounts.groupLeader, { origin: sub });
    await expectBrandedShell(page, SUB_NAME);
    expect(new URL(page.url()).origin).toBe(sub);
  });

  test("only people allowed to create sub companies see the menu item", async ({ page, hosts }) => {
    await signInAs(page, accounts.trainer, { origin: hosts.demo });
    await userMenuButton(page).click();
    await expect(page.getByRole("menuitem", { name: "Mijn profiel" })).toBeVisible();
    await expect(page.getByRole("menuitem", { name: "Subomgeving aanmaken" })).toHaveCount(0);
  });
});
