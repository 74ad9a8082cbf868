import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { chooseFromUserMenu, expectPath, primaryNav } from "../support/navigation";
import { revokeSessionOnServer, storedToken } from "../support/session";
import { expectSignedIn, signInAs, userMenuButton } from "../support/sign-in";

test.describe("the session", () => {
  test("a session revoked on the server sends the user to login on reload, to come back to the same page", async ({
    page,
  }) => {
    await signInAs(page, accounts.companyStudent);
    await primaryNav(page).getByRole("link", { name: "Open bibliotheek" }).click();
    await expectPath(page, "/open-library");

    await revokeSessionOnServer(page);
    await page.reload();

    await expectPath(page, "/login?redirect=%2Fopen-library");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
  });

  test("a session revoked on the server sends the user to login at the next change, to come back to the same page", async ({
    page,
  }) => {
    await signInAs(page, accounts.companyStudent);
    await chooseFromUserMenu(page, "Mijn profiel");
    await expectPath(page, "/profile");

    await revokeSessionOnServer(page);
    await page.getByLabel("Telefoonnummer").fill("06 12345678");
    await page.getByRole("button", { name: "Opslaan" }).click();

    await expectPath(page, "/login?redirect=%2Fprofile");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect(page.getByText("Je gegevens zijn opgeslagen.")).toBeHidden();
  });

  test("a session revoked on the server sends the user to login when they move on in the app", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);

    await revokeSessionOnServer(page);
    await chooseFromUserMenu(page, "Mijn profiel");

    await expectPath(page, "/login?redirect=%2Fprofile", { timeout: 3_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect(
      page.getByText("Je sessie is verlopen. Log opnieuw in om verder te gaan."),
    ).toBeVisible();
  });

  test("a session revoked on the server sends the user to login from a primary menu item", async ({
    page,
  }) => {
    await signInAs(page, accounts.companyStudent);

    await revokeSessionOnServer(page);
    await primaryNav(page).getByRole("link", { name: "Open bibliotheek" }).click();

    await expectPath(page, "/login?redirect=%2Fopen-library", { timeout: 3_000 });
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  });

  test("signing in again after a revoked session brings the user back where they were", async ({
    page,
  }) => {
    await signInAs(page, accounts.trainingStudent);
    await chooseFromUserMenu(page, "Mijn profiel");
    // Reloading before the profile is reached would come back to the page before it.
    await expectPath(page, "/profile");
    await revokeSessionOnServer(page);
    await page.reload();
    await expectPath(page, "/login?redirect=%2Fprofile");

    await page.getByLabel("E-mailadres").fill(accounts.trainingStudent);
    await page.getByLabel("Wachtwoord").fill("demo1234");
    await page.getByRole("button", { name: "Inloggen" }).click();

    await expectPath(page, "/profile");
    await expectSignedIn(page);
  });

  test("Uitloggen in the user menu signs out, returns to login and back does not show the signed-in page", async ({
    page,
  }) => {
    await signInAs(page, accounts.companyStudent);
    await chooseFromUserMenu(page, "Mijn profiel");
    await expectPath(page, "/profile");
    const token = await storedToken(page);

    await chooseFromUserMenu(page, "Uitloggen");

    await expectPath(page, "/login");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect.poll(() => storedToken(page)).toBeNull();
    const me = await page.request.get("/api/v1/users/me", {
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(me.status(), "the token is revoked on the server too").toBe(401);

    await page.goBack();

    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
    await expect(userMenuButton(page)).toBeHidden();
    await expect(page.getByRole("heading", { name: "Mijn profiel" })).toBeHidden();
    // The guard redirects after the history entry is restored, so the URL settles a moment later.
    await expect.poll(() => new URL(page.url()).pathname).toBe("/login");
  });
});
