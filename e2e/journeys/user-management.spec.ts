import { accounts, DEMO_PASSWORD } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, mailboxSize, waitForMail } from "../support/mailbox";
import { expectPath } from "../support/navigation";
import {
  expectLoginRefused,
  expectSignedIn,
  signIn,
  signInAs,
  userMenuButton,
} from "../support/sign-in";

test.describe("user management", () => {
  test("a group leader finds people by search and role", async ({ page }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users");
    await page.getByRole("searchbox", { name: "Zoeken" }).fill("lotte");
    await expect(page.getByRole("table", { name: "Gebruikers" }).getByRole("link")).toHaveText([
      "Lotte Smit",
    ]);
    await expect(page).toHaveURL(/queryString=lotte/);

    await page.getByRole("searchbox", { name: "Zoeken" }).fill("");
    await page.getByRole("combobox", { name: "Rol" }).selectOption({ label: "Trainer" });
    await expect(page.getByRole("table", { name: "Gebruikers" }).getByRole("link")).toHaveText([
      "Joost Bakker",
    ]);
  });

  test("a deactivated learner cannot sign in until reactivated", async ({ page, browser }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users?queryString=deelnemer");
    await page.getByRole("link", { name: "Mohammed el Amrani" }).click();
    await page.getByRole("button", { name: "Deactiveren" }).click();
    const dialog = page.getByRole("alertdialog", { name: "Mohammed el Amrani deactiveren?" });
    await dialog.getByRole("button", { name: "Deactiveren" }).click();
    await expect(page.getByText("Gedeactiveerd", { exact: true })).toBeVisible();
    // They have an account already: saving a changed email sends no invitation.
    await expect(
      page.getByRole("textbox", { name: "E-mailadres" }),
    ).not.toHaveAccessibleDescription(/uitnodiging/);

    const learner = await browser.newPage();
    await signIn(learner, accounts.trainingStudent, { password: DEMO_PASSWORD });
    await expectLoginRefused(learner);

    await page.getByRole("button", { name: "Opnieuw activeren" }).click();
    await expect(page.getByText("Actief", { exact: true })).toBeVisible();
    await signIn(learner, accounts.trainingStudent);
    await expectSignedIn(learner);
    await learner.close();
  });

  test("a sign-in link from a mail works once, then is refused", async ({ page, browser }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users?queryString=cursist");
    await page.getByRole("link", { name: "Lotte Smit" }).click();
    const since = mailboxSize();
    await page.getByRole("button", { name: "Inloglink sturen" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Inloglink verstuurd" })).toBeVisible();
    const link = linkIn(
      await waitForMail(accounts.companyStudent, "Je inloglink voor Demo Logistiek", { since }),
      "/ls/click",
    );

    const learner = await (await browser.newContext()).newPage();
    await learner.goto(link);
    await expectPath(learner, "/my-trainings");
    await expect(userMenuButton(learner)).toHaveAccessibleName("Menu van Lotte Smit");

    const again = await (await browser.newContext()).newPage();
    await again.goto(link);
    await expect(again.getByRole("alert")).toContainText("Deze inloglink werkt niet meer");
    await expect(again.getByRole("alert")).toContainText("verlopen of al gebruikt");
    await again.goto("/ls/click?token=verzonnen");
    await expect(again.getByRole("alert")).toContainText("Deze inloglink werkt niet meer");
  });

  test("a learner never sees user management and gets 'Geen rechten' when trying", async ({
    page,
  }) => {
    await signInAs(page, accounts.companyStudent);
    await page.goto("/lms/groups/create");
    await expect(page.getByRole("alert").filter({ hasText: "Geen rechten" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Groep aanmaken" })).toBeHidden();
  });
});
