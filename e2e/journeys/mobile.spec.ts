import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, mailboxSize, waitForMail } from "../support/mailbox";
import { expectPath, primaryNav } from "../support/navigation";
import { signIn, signInAs } from "../support/sign-in";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

test.describe("on a phone", () => {
  test("a student opens the menu and sees their navigation items", async ({ page }) => {
    await signInAs(page, accounts.companyStudent);
    await expectPath(page, "/my-trainings");
    // On a phone the header has no room for the navigation; it sits behind the menu button.
    await expect(primaryNav(page)).toBeHidden();

    await page.getByRole("button", { name: "Menu openen" }).click();

    const menu = primaryNav(page);
    // The learner's items, then the company's extra links (from "Meer" on a computer).
    await expect(menu.getByRole("link")).toHaveText([
      "Mijn trainingen",
      "Open bibliotheek",
      // With the red badge: the demo learner has documents to sign.
      /^Mijn documenten/,
      /^Helpdesk/,
      /^Personeelsgids/,
    ]);
    await expect(menu.getByRole("link", { name: "Mijn trainingen" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await expect(menu.getByText("Alleen op computer")).toHaveCount(0);
    await expect(menu.getByRole("link", { name: /^Helpdesk/ })).toHaveAttribute("target", "_blank");

    await menu.getByRole("link", { name: "Open bibliotheek" }).click();

    await expectPath(page, "/open-library");
    await expect(page.getByRole("heading", { level: 1, name: "Open bibliotheek" })).toBeVisible();
    await expect(primaryNav(page)).toBeHidden();
    await expect(page.getByRole("button", { name: "Menu openen" })).toBeVisible();
  });

  test("the menu button closes the menu again", async ({ page }) => {
    await signInAs(page, accounts.trainingStudent);
    await page.getByRole("button", { name: "Menu openen" }).click();
    await expect(primaryNav(page)).toBeVisible();

    await page.getByRole("button", { name: "Menu sluiten" }).click();

    await expect(primaryNav(page)).toBeHidden();
  });

  test("a group leader opening the author tool on a phone gets a screen-size dialog that cannot be dismissed", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/");

    const dialog = page.getByRole("dialog", { name: "Gebruik een groter scherm" });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(
      "Dit onderdeel werkt alleen op een scherm van minstens 1024 pixels breed.",
    );
    // A phone is too small even when turned, so there is no advice to rotate it.
    await expect(dialog.getByText(/Draai je scherm/)).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
  });

  test("a group leader's phone menu tags only the author tool as computer-only", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/");
    await expect(page.getByRole("dialog", { name: "Gebruik een groter scherm" })).toBeVisible();
    // The dialog covers the menu, so it offers its own ways on.
    await expect(page.getByRole("link", { name: "Uitloggen" })).toBeVisible();
    await page.getByRole("link", { name: "Mijn profiel" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Mijn profiel" })).toBeVisible();
    await page.goto("/lms/groups");
    await expect(page.getByRole("heading", { level: 1, name: "Groepen" })).toBeVisible();
    await expect(page.getByRole("dialog")).toHaveCount(0);

    await page.getByRole("button", { name: "Menu openen" }).click();

    const menu = primaryNav(page);
    await expect(menu.getByRole("link", { name: "Auteurstool Alleen op computer" })).toBeVisible();
    await expect(menu.getByText("Alleen op computer")).toHaveCount(1);
    await expect(menu.getByRole("link", { name: "Leerbeheer" })).toHaveAttribute(
      "aria-current",
      "page",
    );

    await menu.getByRole("link", { name: /^Auteurstool/ }).click();

    await expectPath(page, "/");
    await expect(page.getByRole("dialog", { name: "Gebruik een groter scherm" })).toBeVisible();
  });

  test("both user lists show each person as a card that fits the phone", async ({
    page,
    hosts,
  }) => {
    const lists = [
      { origin: hosts.admin, account: accounts.platformAdmin, path: "/admin/users" },
      { origin: hosts.demo, account: accounts.groupLeader, path: "/lms/users" },
    ];
    for (const list of lists) {
      await signIn(page, list.account, { origin: list.origin });
      await expect(page).not.toHaveURL(/\/login/);
      await page.goto(`${list.origin}${list.path}`);
      const table = page.getByRole("table", { name: "Gebruikers" });
      await expect(table.getByRole("link").first()).toBeVisible();
      const fit = await table.evaluate((element) => ({
        table: element.scrollWidth,
        box: element.parentElement!.clientWidth,
        page: document.documentElement.scrollWidth,
      }));
      expect(fit.table).toBeLessThanOrEqual(fit.box);
      expect(fit.page).toBeLessThanOrEqual(360);
      // The column headers are hidden; each detail of a card says what it is instead.
      const status = table.getByRole("cell", { name: /Actief$/ }).first();
      expect(await status.evaluate((cell) => getComputedStyle(cell, "::before").content)).toBe(
        '"Status: "',
      );
    }
  });

  test("the people list offers adding a person before exporting and importing", async ({
    page,
    hosts,
  }) => {
    await signInAs(page, accounts.groupLeader, { origin: hosts.demo });
    await page.goto(`${hosts.demo}/lms/users`);
    const add = page.getByRole("link", { name: "Gebruiker toevoegen" });
    await expect(add).toBeVisible();
    const others = [
      page.getByRole("button", { name: "Exporteren naar Excel" }),
      page.getByRole("button", { name: "Exporteren als CSV" }),
      page.getByRole("link", { name: "Importeren" }),
    ];
    const addBox = (await add.boundingBox())!;
    for (const other of others) {
      // First for a screen reader and the keyboard (document order), and for the eye.
      expect(
        await add.evaluate(
          (first, second) =>
            !!(first.compareDocumentPosition(second) & Node.DOCUMENT_POSITION_FOLLOWING),
          await other.elementHandle(),
        ),
      ).toBe(true);
      const box = (await other.boundingBox())!;
      const below = box.y >= addBox.y + addBox.height;
      const besideAfter = Math.abs(box.y - addBox.y) < 1 && box.x >= addBox.x + addBox.width;
      expect(below || besideAfter).toBe(true);
    }
  });

  test("a used sign-in link offers the login page in a button whose words fit", async ({
    page,
  }) => {
    await page.goto("/ls/click?token=al-gebruikt");
    const toLogin = page.getByRole("link", { name: "Inloggen met e-mailadres en wachtwoord" });
    await expect(toLogin).toBeVisible();
    // Cut off at both sides, the label read "nloggen met e-mailadres en wachtwoor".
    const fit = await toLogin.evaluate((link) => ({
      label: link.scrollWidth,
      button: link.clientWidth,
    }));
    expect(fit.label).toBeLessThanOrEqual(fit.button);
  });

  test("an invitation to a long email address fits the phone", async ({ page, browser }) => {
    const email = `annemarie.vanderlinden.${Date.now()}@thuiszorgwestbrabant.example`;
    await signIn(page, accounts.groupLeader);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/lms/users/create");
    await page.getByRole("textbox", { name: "Voornaam" }).fill("Annemarie");
    await page.getByRole("textbox", { name: "Achternaam" }).fill("van der Linden");
    await page.getByRole("textbox", { name: "E-mailadres" }).fill(email);
    const since = mailboxSize();
    await page.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    const link = linkIn(
      await waitForMail(email, "Je bent uitgenodigd voor Demo Logistiek", { since }),
      "/invite/",
    );

    const phone = await browser.newContext({ viewport: { width: 360, height: 740 } });
    const invited = await phone.newPage();
    await invited.goto(link);
    await expect(invited.getByText(`Je logt in met ${email}.`)).toBeVisible();
    expect(await invited.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      360,
    );
    await phone.close();
  });

  test("a group's members show as cards that fit the phone", async ({ page }) => {
    await signIn(page, accounts.groupLeader);
    await expect(page).not.toHaveURL(/\/login/);
    await page.goto("/lms/groups");
    await page.getByRole("link", { name: "Kantoor", exact: true }).click();
    const members = page.getByRole("table", { name: "Leden" });
    await expect(members.getByRole("link").first()).toBeVisible();
    const fit = await members.evaluate((element) => ({
      table: element.scrollWidth,
      box: element.parentElement!.clientWidth,
    }));
    expect(fit.table).toBeLessThanOrEqual(fit.box);
    await expect(members.getByRole("cell", { name: /@demo\.example$/ }).first()).toBeVisible();
  });

  test("the onboarding paths and a person's courses show as cards that fit the phone", async ({
    page,
  }) => {
    await signIn(page, accounts.groupLeader);
    await expect(page).not.toHaveURL(/\/login/);
    const fits = async () => {
      const table = page.getByRole("table");
      await expect(table.getByRole("link").first()).toBeVisible();
      const fit = await table.evaluate((element) => ({
        table: element.scrollWidth,
        box: element.parentElement!.clientWidth,
      }));
      expect(fit.table).toBeLessThanOrEqual(fit.box);
    };
    await page.goto("/onboarding");
    await fits();

    await page.goto("/lms/users");
    await page.getByRole("searchbox", { name: "Zoeken" }).fill("Lotte");
    await page.getByRole("link", { name: "Lotte Smit" }).click();
    await page.getByRole("link", { name: "Cursussen en resultaten" }).click();
    await expect(page).toHaveURL(/\/lms\/users\/[^/]+\/enrollments$/);
    await fits();
  });
});
