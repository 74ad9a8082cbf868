import type { Browser } from "@playwright/test";
import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, mailboxSize, waitForMail } from "../support/mailbox";
import { chooseFromUserMenu, expectPath } from "../support/navigation";
import {
  expectLoginRefused,
  expectSignedIn,
  signIn,
  signInAs,
  userMenuButton,
} from "../support/sign-in";

const PASSWORD = "mijn eigen wachtwoord";

/** A new learner of Demo Logistiek who activated their account: someone with a password. */
async function activatedLearner(browser: Browser, firstName: string) {
  const email = `${firstName.toLowerCase()}.${Date.now()}@demo.example`;
  const leader = await browser.newPage();
  await signInAs(leader, accounts.groupLeader);
  await leader.goto("/lms/users/create");
  await leader.getByRole("textbox", { name: "Voornaam" }).fill(firstName);
  await leader.getByRole("textbox", { name: "Achternaam" }).fill("Veilig");
  await leader.getByRole("textbox", { name: "E-mailadres" }).fill(email);
  const since = mailboxSize();
  await leader.getByRole("button", { name: "Gebruiker toevoegen" }).click();
  await expect(leader.getByRole("status").filter({ hasText: "is toegevoegd" })).toBeVisible();
  const mail = await waitForMail(email, "Je bent uitgenodigd voor Demo Logistiek", { since });

  const person = await (await browser.newContext()).newPage();
  await person.goto(linkIn(mail, "/invite/"));
  await person.getByRole("textbox", { name: "Nieuw wachtwoord", exact: true }).fill(PASSWORD);
  await person.getByLabel("Herhaal je nieuwe wachtwoord").fill(PASSWORD);
  await person.getByRole("button", { name: "Account activeren" }).click();
  await expectSignedIn(person);
  return { email, name: `${firstName} Veilig`, leader, person };
}

test.describe("account security", () => {
  test("a changed email takes effect only once it is confirmed from the new address", async ({
    browser,
  }) => {
    const { email, name, leader, person } = await activatedLearner(browser, "Sanne");
    const newEmail = `sanne.nieuw.${Date.now()}@demo.example`;

    await leader.goto(`/lms/users?queryString=${encodeURIComponent(email)}`);
    await leader.getByRole("link", { name }).click();
    await leader.getByRole("textbox", { name: "E-mailadres" }).fill(newEmail);
    const since = mailboxSize();
    await leader.getByRole("button", { name: "Opslaan" }).click();
    const pending = leader.getByRole("status").filter({ hasText: "wacht op bevestiging" });
    await expect(pending).toContainText(`We hebben een bevestigingslink gestuurd naar ${newEmail}`);
    await expect(pending).toContainText(`blijft ${email} het e-mailadres`);

    // The old address is told, and still signs in; the new one does not yet.
    await waitForMail(email, "Je e-mailadres wordt gewijzigd", { since });
    const other = await (await browser.newContext()).newPage();
    await signIn(other, newEmail, { password: PASSWORD });
    await expectLoginRefused(other);

    const confirmation = await waitForMail(newEmail, "Bevestig je nieuwe e-mailadres", { since });
    await other.goto(linkIn(confirmation, "/email/confirm/"));
    await expect(
      other.getByRole("heading", { level: 1, name: "E-mailadres bevestigen" }),
    ).toBeVisible();
    const done = other.getByRole("status").filter({ hasText: "Je e-mailadres is gewijzigd" });
    await expect(done).toContainText(`Vanaf nu log je in met ${newEmail}.`);
    await other.getByRole("link", { name: "Naar de inlogpagina" }).click();
    await signIn(other, newEmail, { password: PASSWORD });
    await expect(userMenuButton(other)).toHaveAccessibleName(`Menu van ${name}`);

    // The link works once.
    await other.goto(linkIn(confirmation, "/email/confirm/"));
    await expect(other.getByRole("alert")).toContainText("Dit e-mailadres is niet bevestigd");
    await person.close();
  });

  test("signing out everywhere ends the sessions on every device", async ({ browser }) => {
    const { email, person, leader } = await activatedLearner(browser, "Daan");
    await leader.close();
    const laptop = await (await browser.newContext()).newPage();
    await signIn(laptop, email, { password: PASSWORD });
    await expectSignedIn(laptop);

    await chooseFromUserMenu(person, "Mijn profiel");
    await person.getByRole("link", { name: "Wachtwoord en inloggen" }).click();
    await person.getByRole("button", { name: "Overal uitloggen" }).click();
    const dialog = person.getByRole("alertdialog", { name: "Overal uitloggen?" });
    await dialog.getByRole("button", { name: "Overal uitloggen" }).click();
    await expectPath(person, "/login");
    await expect(
      person.getByRole("status").filter({ hasText: "Je bent overal uitgelogd." }),
    ).toBeVisible();

    await laptop.reload();
    await expect(laptop.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  });
});
