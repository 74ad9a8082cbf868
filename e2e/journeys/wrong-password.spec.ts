import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { expectLoginRefused, signIn, submitLogin, userMenuButton } from "../support/sign-in";

test.describe("a refused sign-in", () => {
  test("a wrong password is refused with the general message and stays on the login page", async ({
    page,
  }) => {
    await signIn(page, accounts.companyStudent, { password: "niet-het-wachtwoord" });

    await expectLoginRefused(page);
    await expect(userMenuButton(page)).toBeHidden();
    // The form keeps the email, so only the password needs retyping.
    await expect(page.getByLabel("E-mailadres")).toHaveValue(accounts.companyStudent);
  });

  test("an unknown email gets exactly the same message as a wrong password", async ({ page }) => {
    await signIn(page, "niemand@demo.example");

    await expectLoginRefused(page);
  });

  test("after a refusal the right password still signs in", async ({ page }) => {
    await signIn(page, accounts.trainingStudent, { password: "fout" });
    await expectLoginRefused(page);

    await submitLogin(page, accounts.trainingStudent, "demo1234");

    await expect(userMenuButton(page)).toBeVisible();
    await expect(page.getByRole("alert")).toBeHidden();
  });

  test("empty fields are named with Dutch messages before anything is sent", async ({ page }) => {
    await page.goto("/login");
    const loginCalls: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/api/v1/login")) loginCalls.push(request.url());
    });

    await page.getByRole("button", { name: "Inloggen" }).click();

    await expect(page.getByLabel("E-mailadres")).toHaveAccessibleDescription(
      "Vul je e-mailadres in.",
    );
    await expect(page.getByLabel("Wachtwoord")).toHaveAccessibleDescription(
      "Vul je wachtwoord in.",
    );
    await expect(page.getByText("Vul je e-mailadres in.")).toBeVisible();
    await expect(page.getByText("Vul je wachtwoord in.")).toBeVisible();

    await page.getByLabel("E-mailadres").fill(accounts.companyStudent);
    await page.getByRole("button", { name: "Inloggen" }).click();

    await expect(page.getByText("Vul je e-mailadres in.")).toBeHidden();
    await expect(page.getByText("Vul je wachtwoord in.")).toBeVisible();
    expect(new URL(page.url()).pathname).toBe("/login");
    expect(loginCalls).toEqual([]);
  });
});
