import { accounts, companies } from "../support/accounts";
import { expectBrandedLogin, expectBrandedShell } from "../support/branding";
import { expect, test } from "../support/fixtures";
import { expectPath, expectPrimaryNavItems } from "../support/navigation";
import { expectLoginRefused, signIn, signInAs, userMenuButton } from "../support/sign-in";

test.describe("companies on their own hosts", () => {
  test("a user of one company is refused on another company's host with the general message", async ({
    page,
    hosts,
  }) => {
    await signIn(page, accounts.zorgGroupLeader, { origin: hosts.demo });

    await expectLoginRefused(page);
    await expect(userMenuButton(page)).toBeHidden();
  });

  test("a student of the demo company is refused on the second company's host", async ({
    page,
    hosts,
  }) => {
    await signIn(page, accounts.companyStudent, { origin: hosts.zorg });

    await expectLoginRefused(page);
    expect(new URL(page.url()).origin).toBe(hosts.zorg);
  });

  test("each host is branded with its own company", async ({ page, hosts }) => {
    await page.goto(`${hosts.demo}/login`);
    await expectBrandedLogin(page, companies.demo);
    await expect(page.getByRole("img", { name: companies.zorg })).toHaveCount(0);

    await page.goto(`${hosts.zorg}/login`);
    await expectBrandedLogin(page, companies.zorg);
    await expect(page.getByRole("img", { name: companies.demo })).toHaveCount(0);
    await expect(page).not.toHaveTitle(new RegExp(companies.demo));
  });

  test("a session on one host does not carry over to another company's host", async ({
    page,
    hosts,
  }) => {
    await signInAs(page, accounts.groupLeader, { origin: hosts.demo });

    await page.goto(`${hosts.zorg}/profile`);

    await expectPath(page, "/login?redirect=%2Fprofile");
    expect(new URL(page.url()).origin).toBe(hosts.zorg);
    await expectBrandedLogin(page, companies.zorg);
  });

  test("an unknown host shows the not-found page", async ({ page, hosts }) => {
    let companyLookups = 0;
    page.on("request", (request) => {
      if (request.url().endsWith("/api/v1/companies/current")) companyLookups += 1;
    });

    await page.goto(`${hosts.unknown}/login`);

    await expect(page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" })).toBeVisible(
      { timeout: 3_000 },
    );
    await expect(
      page.getByText(
        "Dit adres hoort niet bij een omgeving van Leerlijn. Controleer het webadres.",
      ),
    ).toBeVisible();
    await expect(page).toHaveTitle("Pagina niet gevonden");
    await expect(page.getByLabel("E-mailadres")).toHaveCount(0);
    expect(companyLookups, "the unknown company is looked up once, not in a loop").toBeLessThan(5);
  });

  test("the platform admin can sign in on a company's host too", async ({ page, hosts }) => {
    await signInAs(page, accounts.platformAdmin, { origin: hosts.demo });

    await expectPath(page, "/");
    await expectBrandedShell(page, companies.demo);
    await expectPrimaryNavItems(page, [
      "Auteurstool",
      "Cursusbibliotheek",
      "Trainingen",
      "Leerbeheer",
      "Onboarding",
      "Componenten",
    ]);
  });
});
