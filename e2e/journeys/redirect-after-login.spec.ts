import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { expectPath } from "../support/navigation";
import { expectSignedIn, submitLogin } from "../support/sign-in";

test.describe("coming back after signing in", () => {
  test("a visitor opening /profile is sent to login and lands on /profile after signing in", async ({
    page,
  }) => {
    await page.goto("/profile");

    await expectPath(page, "/login?redirect=%2Fprofile");
    await expect(page.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();

    await submitLogin(page, accounts.companyStudent, "demo1234");

    await expectPath(page, "/profile");
    await expectSignedIn(page);
    await expect(page.getByRole("heading", { level: 1, name: "Mijn profiel" })).toBeVisible();
  });

  test("a deeper path with a query survives the detour through login", async ({ page }) => {
    await page.goto("/profile/preferences?tab=1");

    await expectPath(page, "/login?redirect=%2Fprofile%2Fpreferences%3Ftab%3D1");
    await submitLogin(page, accounts.groupLeader, "demo1234");

    await expectPath(page, "/profile/preferences?tab=1");
    await expect(page.getByRole("heading", { level: 1, name: "Mijn profiel" })).toBeVisible();
  });

  test("a redirect to another site is ignored and the user lands on their landing page", async ({
    page,
  }) => {
    await page.goto("/login?redirect=//evil.example");
    await submitLogin(page, accounts.companyStudent, "demo1234");

    await expectSignedIn(page);
    await expectPath(page, "/my-trainings");
    expect(new URL(page.url()).hostname).toBe("localhost");
  });

  test("an absolute redirect URL is ignored as well", async ({ page }) => {
    await page.goto(`/login?redirect=${encodeURIComponent("https://evil.example/profile")}`);
    await submitLogin(page, accounts.groupLeader, "demo1234");

    await expectSignedIn(page);
    await expectPath(page, "/");
    expect(new URL(page.url()).hostname).toBe("localhost");
  });
});
