import { accounts, companies, DEMO_PASSWORD, demoLearners } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, mailboxSize, waitForMail } from "../support/mailbox";
import { chooseFromUserMenu, expectPath } from "../support/navigation";
import { expectLoginRefused, signIn, signInAs, userMenuButton } from "../support/sign-in";

test.describe("the platform admin", () => {
  test("the platform admin edits a user of another company", async ({ page, browser, hosts }) => {
    // Fatima's own session on her company's host, open before and after the change.
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await signInAs(learner, demoLearners.fatima, { origin: hosts.demo });
    await learner.goto(`${hosts.demo}/lms/users`);
    await expectPath(learner, "/my-trainings");

    await signInAs(page, accounts.platformAdmin, { origin: hosts.admin });
    await chooseFromUserMenu(page, "Gebruikersbeheer");
    await expect(
      page.getByRole("heading", { level: 1, name: "Gebruikers van alle omgevingen" }),
    ).toBeVisible();
    await page.getByRole("combobox", { name: "Omgeving" }).selectOption({ label: companies.demo });
    await page.getByRole("searchbox", { name: "Zoeken" }).fill("yilmaz");
    const table = page.getByRole("table", { name: "Gebruikers" });
    await expect(table.getByRole("link")).toHaveText(["Fatima Yilmaz"]);
    await expect(table).toContainText(`${companies.demo}Medewerker`);
    await table.getByRole("link", { name: "Fatima Yilmaz" }).click();

    await expect(page.getByRole("heading", { level: 1, name: "Fatima Yilmaz" })).toBeVisible();
    await page.getByRole("link", { name: "Bewerken" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Fatima Yilmaz bewerken" }),
    ).toBeVisible();
    await page.getByRole("combobox", { name: "Rol in omgeving 1" }).selectOption({
      label: "Groepsleider",
    });
    await page.getByRole("button", { name: "Omgeving toevoegen" }).click();
    // A company twice is refused by the server, under the row that repeats it.
    await page
      .getByRole("combobox", { name: "Omgeving 2", exact: true })
      .selectOption({ label: companies.demo });
    await page.getByRole("combobox", { name: "Rol in omgeving 2" }).selectOption({
      label: "Trainer",
    });
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(page.getByText("Deze omgeving staat er al in.")).toBeVisible();
    await page
      .getByRole("combobox", { name: "Omgeving 2", exact: true })
      .selectOption({ label: companies.zorg });
    const since = mailboxSize();
    await page.getByRole("button", { name: "Opslaan" }).click();

    await expect(
      page
        .getByRole("status")
        .filter({ hasText: "Wijzigingen voor Fatima Yilmaz zijn opgeslagen." }),
    ).toBeVisible();
    await expectPath(page, new URL(page.url()).pathname.replace(/\/edit$/, ""));
    const memberships = page.getByRole("region", { name: "Omgevingen en rollen" });
    // She has an account already: the new company waits until she accepts.
    await expect(memberships.getByRole("listitem")).toHaveText([
      `${companies.demo}Groepsleider`,
      `${companies.zorg}TrainerUitgenodigd`,
    ]);

    // Her rights follow at once: the open session may now manage users on her own host…
    await learner.goto(`${hosts.demo}/lms/users`);
    await expect(learner.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
    // …and she joins the company she was added to by accepting with her own password.
    const zorg = await learnerContext.newPage();
    await signIn(zorg, demoLearners.fatima, { origin: hosts.zorg });
    await expectLoginRefused(zorg);
    const invitation = await waitForMail(
      demoLearners.fatima,
      `Je bent uitgenodigd voor ${companies.zorg}`,
      {
        since,
      },
    );
    await zorg.goto(linkIn(invitation, "/invite/"));
    await expect(
      zorg.getByRole("heading", { level: 1, name: "Uitnodiging accepteren" }),
    ).toBeVisible();
    await zorg.getByLabel("Wachtwoord").fill(DEMO_PASSWORD);
    await zorg.getByRole("button", { name: "Accepteren en inloggen" }).click();
    await expect(userMenuButton(zorg)).toHaveAccessibleName("Menu van Fatima Yilmaz");
    await learnerContext.close();
    await page.reload();
    await expect(memberships.getByRole("listitem")).toHaveText([
      `${companies.demo}Groepsleider`,
      `${companies.zorg}Trainer`,
    ]);

    // Leaving a company is the same form: take the second one away again.
    await page.getByRole("link", { name: "Bewerken" }).click();
    await page.getByRole("button", { name: `Verwijderen uit ${companies.zorg}` }).click();
    await page.getByRole("button", { name: "Opslaan" }).click();
    await expect(memberships.getByRole("listitem")).toHaveText([`${companies.demo}Groepsleider`]);
  });

  test("the platform admin adds a person to another company, who is invited there", async ({
    page,
    hosts,
  }) => {
    await signInAs(page, accounts.platformAdmin, { origin: hosts.admin });
    await page.goto(`${hosts.admin}/admin/users`);
    await page.getByRole("link", { name: "Gebruiker toevoegen" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Gebruiker toevoegen aan een omgeving" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    await expect(page.getByText("Vul een voornaam in.")).toBeVisible();
    await expect(page.getByText("Kies een omgeving.")).toBeVisible();

    await page.getByLabel("Voornaam").fill("Ilse");
    await page.getByLabel("Achternaam").fill("Vermeulen");
    await page.getByLabel("E-mailadres").fill(accounts.zorgStudent);
    await page.getByLabel("Omgeving").selectOption({ label: companies.zorg });
    await page.getByLabel("Rol").selectOption({ label: "Trainer" });
    await page.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    await expect(page.getByText(/Er bestaat al een gebruiker met dit e-mailadres/)).toBeVisible();

    const email = "ilse.vermeulen@zorg.example";
    const since = mailboxSize();
    await page.getByLabel("E-mailadres").fill(email);
    await page.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Ilse Vermeulen" })).toBeVisible();
    await expect(page.getByText("Uitgenodigd", { exact: true })).toBeVisible();
    await expect(
      page.getByRole("region", { name: "Omgevingen en rollen" }).getByRole("listitem"),
    ).toHaveText([`${companies.zorg}Trainer`]);

    const invitation = linkIn(await waitForMail(email, /Zorggroep Horizon/, { since }), "/invite/");
    expect(new URL(invitation).hostname).toBe("zorg.localhost");
  });
});
