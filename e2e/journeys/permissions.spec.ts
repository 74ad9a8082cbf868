import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { chooseFromUserMenu, expectPath, primaryNav } from "../support/navigation";
import { makeOversizedPng, makePng, makeRenamedExe } from "../support/media-files";
import { signInAs, userMenuButton } from "../support/sign-in";

test.describe("what a user may open", () => {
  test("a student opening user management directly is sent to their landing page with 'Geen rechten'", async ({
    page,
  }) => {
    await signInAs(page, accounts.companyStudent);

    await page.goto("/lms/users");

    await expectPath(page, "/my-trainings");
    const toast = page.getByRole("alert").filter({ hasText: "Geen rechten" });
    await expect(toast).toContainText("Je hebt geen rechten voor deze handeling");
    await expect(page.getByRole("heading", { level: 1, name: "Mijn trainingen" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Gebruikers" })).toBeHidden();
  });

  test("a sub-admin opening the installed app's start page (my trainings) lands on their own start page without 'Geen rechten'", async ({
    page,
  }) => {
    await signInAs(page, accounts.subGroupLeader);

    await page.goto("/my-trainings");

    await expectPath(page, "/lms/users");
    await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
    await expect(page.getByRole("alert").filter({ hasText: "Geen rechten" })).toHaveCount(0);
  });

  test("a student never sees a menu item they cannot open", async ({ page }) => {
    await signInAs(page, accounts.trainingStudent);

    await expect(primaryNav(page).getByRole("link", { name: "Leerbeheer" })).toHaveCount(0);
    await expect(primaryNav(page).getByRole("link", { name: "Auteurstool" })).toHaveCount(0);
    await page.getByRole("button", { name: /^Menu van / }).click();
    await expect(page.getByRole("menuitem", { name: "Gebruikersbeheer" })).toHaveCount(0);
    await expect(page.getByRole("menuitem", { name: "Mijn profiel" })).toBeVisible();
  });

  test("an unknown path leads to the not-found page", async ({ page }) => {
    await signInAs(page, accounts.groupLeader);

    await page.goto("/iets-wat-niet-bestaat");

    await expectPath(page, "/not-found");
    await expect(
      page.getByRole("heading", { level: 1, name: "Pagina niet gevonden" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Naar de startpagina" }).click();
    await expectPath(page, "/");
  });
});

test.describe("the profile page", () => {
  test("a student changes their phone number and sees it saved", async ({ page }) => {
    await signInAs(page, accounts.companyStudent);
    await chooseFromUserMenu(page, "Mijn profiel");
    await expect(page.getByRole("heading", { level: 1, name: "Mijn profiel" })).toBeVisible();
    const phone = page.getByLabel("Telefoonnummer");
    const number = "020 123 45 67";
    await expect(phone).not.toHaveValue(number);

    await phone.fill(number);
    await page.getByRole("button", { name: "Opslaan" }).click();

    await expect(
      page.getByRole("status").filter({ hasText: "Je gegevens zijn opgeslagen." }),
    ).toBeVisible();
    await page.reload();
    await expect(page.getByLabel("Telefoonnummer")).toHaveValue(number);
  });

  test("an invalid phone number gets the server's Dutch field error", async ({ page }) => {
    await signInAs(page, accounts.trainingStudent);
    await page.goto("/profile");
    const phone = page.getByLabel("Telefoonnummer");

    await phone.fill("bel me maar");
    await page.getByRole("button", { name: "Opslaan" }).click();

    await expect(phone).toHaveAccessibleDescription("Vul een geldig telefoonnummer in.");
    await expect(phone).toHaveAttribute("aria-invalid", "true");
    await expect(page.getByText("Je gegevens zijn opgeslagen.")).toBeHidden();
  });

  test("a cleared first name is named before anything is saved", async ({ page }) => {
    await signInAs(page, accounts.companyStudent);
    await page.goto("/profile");
    const firstName = page.getByLabel("Voornaam");
    await expect(firstName).toHaveValue("Lotte");

    await firstName.clear();
    await page.getByRole("button", { name: "Opslaan" }).click();

    await expect(firstName).toHaveAccessibleDescription("Vul je voornaam in.");
    await expect(page.getByText("Je gegevens zijn opgeslagen.")).toBeHidden();
    await page.reload();
    await expect(page.getByLabel("Voornaam")).toHaveValue("Lotte");
  });

  test("a learner sets a profile photo, sees it in the header, and removes it", async ({
    page,
  }) => {
    await signInAs(page, accounts.trainingStudent);
    await page.goto("/profile");
    const headerPhoto = userMenuButton(page).locator("img");
    await expect(headerPhoto).toHaveCount(0);

    // A program renamed to .png is refused by its content, on the server.
    await page.getByLabel("Foto kiezen").setInputFiles(makeRenamedExe("ik.png"));
    await expect(page.getByRole("alert")).toHaveText(
      "Dit bestand is geen afbeelding. Kies een JPG- of PNG-bestand.",
    );
    await page.getByLabel("Foto kiezen").setInputFiles(makeOversizedPng("ik-groot.png"));
    await expect(page.getByRole("alert")).toHaveText(
      "Deze foto is groter dan 5 MB. Kies een kleinere.",
    );

    await page.getByLabel("Foto kiezen").setInputFiles(makePng("ik.png"));
    await expect(
      page.getByRole("status").filter({ hasText: "Je profielfoto is opgeslagen." }),
    ).toBeVisible();
    const photo = page.getByRole("img", { name: "Je profielfoto" });
    // Stored square: the 640×360 still comes back as 256×256.
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => [img.naturalWidth, img.naturalHeight]))
      .toEqual([256, 256]);
    await expect(headerPhoto).toHaveAttribute("src", (await photo.getAttribute("src"))!);
    await page.reload();
    await expect(headerPhoto).toHaveCount(1);

    await page.getByRole("button", { name: "Foto verwijderen" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Je profielfoto is verwijderd." }),
    ).toBeVisible();
    await expect(headerPhoto).toHaveCount(0);
    await expect(page.getByRole("img", { name: "Je profielfoto" })).toHaveCount(0);
  });
});
