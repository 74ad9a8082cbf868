import { accounts, DEMO_PASSWORD } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { linkIn, mailboxSize, waitForMail } from "../support/mailbox";
import { type PostgresApp, startPostgresApp } from "../support/postgres-app";
import { expectSignedIn, signIn, signInAs } from "../support/sign-in";

/**
 * Links that were never used but whose time ran out. Time is not waited for: these journeys
 * run their own app on PostgreSQL and move the link's expiry into the past in its database,
 * exactly as an hour (or a week) passing would leave it.
 */
let app: PostgresApp;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = await startPostgresApp(Number(process.env.E2E_PORT ?? 3100) + 1);
});
test.afterAll(async () => {
  await app?.stop();
});

async function expireTokens(kind: "password_reset" | "invitation", email: string) {
  const { rowCount } = await app.sql(
    `update account_tokens set expires_at = now() - interval '1 minute'
     where kind = $1 and used_at is null
       and user_id = (select id from users where email = $2)`,
    [kind, email],
  );
  expect(rowCount).toBeGreaterThan(0);
}

test.describe("an expired link", () => {
  test("for a password reset is refused with the expired-link message", async ({ page }) => {
    const email = accounts.companyStudent;
    await page.goto(`${app.origin}/forgot-auth`);
    await page.getByLabel("E-mailadres").fill(email);
    const since = mailboxSize(app.dataDir);
    await page.getByRole("button", { name: "Stuur me een link" }).click();
    await expect(page.getByText("Kijk in je mailbox")).toBeVisible();
    const mail = await waitForMail(email, "Stel je wachtwoord opnieuw in", {
      since,
      dataDir: app.dataDir,
    });
    const link = linkIn(mail, "/reset-password");

    // Still valid: the form to choose a password is offered.
    await page.goto(link);
    await expect(
      page.getByRole("textbox", { name: "Nieuw wachtwoord", exact: true }),
    ).toBeVisible();

    await expireTokens("password_reset", email);
    await page.goto(link);
    await expect(page.getByRole("alert")).toContainText("Deze link werkt niet meer");
    await expect(page.getByRole("alert")).toContainText(
      "Deze link om je wachtwoord opnieuw in te stellen is verlopen of al gebruikt. Vraag een nieuwe link aan.",
    );
    await expect(page.getByRole("textbox", { name: "Nieuw wachtwoord", exact: true })).toBeHidden();

    // Nothing changed: the old password still signs in.
    await signIn(page, email, { origin: app.origin, password: DEMO_PASSWORD });
    await expectSignedIn(page);
  });

  test("for an invitation is refused with the invalid-or-expired message", async ({ page }) => {
    const email = `sem.kramer.${Date.now()}@demo.example`;
    await signInAs(page, accounts.groupLeader, { origin: app.origin });
    await page.goto(`${app.origin}/lms/users/create`);
    await page.getByRole("textbox", { name: "Voornaam" }).fill("Sem");
    await page.getByRole("textbox", { name: "Achternaam" }).fill("Kramer");
    await page.getByRole("textbox", { name: "E-mailadres" }).fill(email);
    const since = mailboxSize(app.dataDir);
    await page.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Sem Kramer is toegevoegd" }),
    ).toBeVisible();
    const mail = await waitForMail(email, "Je bent uitgenodigd voor Demo Logistiek", {
      since,
      dataDir: app.dataDir,
    });
    const link = linkIn(mail, "/invite/");

    await expireTokens("invitation", email);
    const invitee = await page.context().browser()!.newPage();
    await invitee.goto(link);
    await expect(invitee.getByRole("alert")).toContainText("Deze uitnodiging werkt niet meer");
    await expect(invitee.getByRole("alert")).toContainText(
      "Deze uitnodiging is ongeldig of verlopen. Vraag je beheerder om een nieuwe uitnodiging.",
    );
    await expect(invitee.getByRole("button", { name: "Account activeren" })).toBeHidden();
    await invitee.close();
  });
});
