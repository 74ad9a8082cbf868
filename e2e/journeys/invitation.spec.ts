import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, mailboxSize, waitForMail } from "../support/mailbox";
import { chooseFromUserMenu, expectPath } from "../support/navigation";
import { signInAs, userMenuButton } from "../support/sign-in";

test.describe("inviting a learner", () => {
  test("a group leader adds a learner, who activates from the mail and lands on their page", async ({
    page,
    hosts,
  }) => {
    const email = `noor.visser.${Date.now()}@demo.example`;
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users/create");
    await page.getByRole("textbox", { name: "Voornaam" }).fill("Noor");
    await page.getByRole("textbox", { name: "Achternaam" }).fill("Visser");
    await page.getByRole("textbox", { name: "E-mailadres" }).fill(email);
    const since = mailboxSize();
    await page.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Noor Visser is toegevoegd" }),
    ).toContainText(`We hebben een e-mail gestuurd naar ${email}.`);

    const mail = await waitForMail(email, "Je bent uitgenodigd voor Demo Logistiek", { since });
    const link = linkIn(mail, "/invite/");
    expect(new URL(link).origin).toBe(hosts.demo);

    await chooseFromUserMenu(page, "Uitloggen");
    await page.goto(link);
    await expect(page.getByRole("heading", { level: 1, name: "Account activeren" })).toBeVisible();
    await expect(page.getByText(`Je logt in met ${email}.`)).toBeVisible();
    await page
      .getByRole("textbox", { name: "Nieuw wachtwoord", exact: true })
      .fill("mijn eerste wachtwoord");
    await page.getByLabel("Herhaal je nieuwe wachtwoord").fill("mijn eerste wachtwoord");
    await page.getByRole("button", { name: "Account activeren" }).click();

    await expectPath(page, "/my-trainings");
    await expect(userMenuButton(page)).toHaveAccessibleName("Menu van Noor Visser");
    await expect(page.getByRole("heading", { level: 1, name: "Mijn trainingen" })).toBeVisible();

    // The invitation works once.
    await chooseFromUserMenu(page, "Uitloggen");
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("Deze uitnodiging werkt niet meer");
    await expect(page.getByRole("alert")).toContainText("ongeldig of verlopen");
  });

  test("someone without an email is added without an account, after confirming", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users/create");
    await page.getByRole("textbox", { name: "Voornaam" }).fill("Henk");
    await page.getByRole("textbox", { name: "Achternaam" }).fill("de Groot");
    await page.getByRole("button", { name: "Gebruiker toevoegen" }).click();

    const dialog = page.getByRole("alertdialog", { name: "Doorgaan zonder account?" });
    await expect(dialog).toContainText("Henk de Groot geen uitnodiging");
    await dialog.getByRole("button", { name: "Doorgaan zonder account" }).click();

    await expect(
      page.getByRole("status").filter({ hasText: "Henk de Groot is toegevoegd zonder account" }),
    ).toBeVisible();
    await expectPath(page, "/lms/users");
  });
});
