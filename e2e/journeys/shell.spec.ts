import { accounts } from "../support/accounts";
import { apiOf } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectPath, expectPrimaryNavItems, primaryNav } from "../support/navigation";
import { expectSignedIn, signIn, signInAs } from "../support/sign-in";

const phone = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true };

test.describe("the shell", () => {
  test("deleting a group lands on the groups list with a toast, not on not-found", async ({
    page,
  }) => {
    const name = `Tijdelijk ${Date.now()}`;
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/groups/create");
    await page.getByRole("textbox", { name: "Naam van de groep" }).fill(name);
    await page.getByRole("button", { name: "Groep opslaan" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();

    await page.getByRole("button", { name: "Verwijderen" }).click();
    await page
      .getByRole("alertdialog", { name: `Groep ${name} verwijderen?` })
      .getByRole("button", { name: "Verwijderen" })
      .click();

    await expect(
      page.getByRole("status").filter({ hasText: `Groep ${name} is verwijderd.` }),
    ).toBeVisible();
    await expectPath(page, "/lms/groups");
    await expect(page.getByRole("heading", { level: 1, name: "Groepen" })).toBeVisible();
    // The deleted group's query must not come back with a 404 that takes the page over.
    await page.waitForLoadState("networkidle");
    await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toHaveCount(0);
    await expectPath(page, "/lms/groups");
    await expect(page.getByRole("link", { name, exact: true })).toHaveCount(0);
  });

  test("the menu leads only to what is built; 'Leerbeheer' opens the people list", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await expectPrimaryNavItems(page, [
      "Auteurstool",
      "Cursusbibliotheek",
      "Trainingen",
      "Leerbeheer",
      "Onboarding",
    ]);
    await primaryNav(page).getByRole("link", { name: "Leerbeheer" }).click();
    await expectPath(page, "/lms/users");
    await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Leerbeheer" }).getByRole("link")).toHaveText(
      ["Gebruikers", "Groepen", "Documenten"],
    );
    await expect(page.getByText("Dit onderdeel komt eraan")).toHaveCount(0);
  });

  test("a signed-in person opening /login goes on to the redirect or their landing page", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/login?redirect=%2Flms%2Fgroups");
    await expectPath(page, "/lms/groups");
    await expect(page.getByRole("heading", { level: 1, name: "Groepen" })).toBeVisible();

    await page.goto("/login");
    await expectPath(page, "/");
    await expect(page.getByRole("heading", { level: 1, name: "Auteurstool" })).toBeVisible();
  });

  test("a person's page addressed by the person's id follows the API's 307 to their page", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const [created] = (
      await api("POST", "/users", { firstName: "Wim", lastName: `Verhuisd ${Date.now()}` })
    ).data as { id: string; name: string }[];
    // Creating answers with the membership only; the person's id is on the member's page.
    const { userId } = (await api("GET", `/users/${created!.id}`)).data as { userId: string };
    const moved = page.waitForResponse((response) =>
      response.url().endsWith(`/api/v1/users/${userId}`),
    );

    await page.goto(`/lms/users/${userId}/edit`);

    expect((await moved).status()).toBe(307);
    await expectPath(page, `/lms/users/${created!.id}/edit`);
    await expect(page.getByRole("heading", { level: 1, name: created!.name })).toBeVisible();
  });

  test("the people form asks the server about an email before it is sent (Precognition)", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/users/create");
    const email = page.getByRole("textbox", { name: "E-mailadres" });
    // Looks like an address to the form, but the server's rule refuses two dots in a row.
    await email.fill("jan..bos@demo.example");
    const asked = page.waitForRequest(
      (request) =>
        request.url().endsWith("/api/v1/users") && request.headers().precognition === "true",
    );
    await email.blur();

    const request = await asked;
    expect(request.headers()["precognition-validate-only"]).toBe("email");
    await expect(email).toHaveAccessibleDescription(/Vul een geldig e-mailadres in\.$/);
    await expectPath(page, "/lms/users/create");
  });

  test("giving a person without an account an email says the invitation went out", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const [created] = (
      await api("POST", "/users", { firstName: "Kees", lastName: `Zonder ${Date.now()}` })
    ).data as { id: string; name: string }[];
    const address = `kees.${Date.now()}@demo.example`;

    await page.goto(`/lms/users/${created!.id}/edit`);
    await page.getByRole("textbox", { name: "E-mailadres" }).fill(address);
    await page.getByRole("button", { name: "Opslaan" }).click();

    await expect(
      page.getByRole("status").filter({ hasText: `Wijzigingen voor ${created!.name}` }),
    ).toContainText(`We hebben een uitnodiging gestuurd naar ${address}.`);
  });

  test("the logo on the brand colour is the company's variant for it", async ({ page, hosts }) => {
    // Demo Logistiek's blue is dark: its logo for dark backgrounds sits on it.
    await page.goto("/login");
    await expect(page.getByRole("img", { name: "Demo Logistiek" })).toHaveAttribute(
      "src",
      /demo-dark\.svg$/,
    );
    // Zorggroep Horizon's yellow is light.
    await page.goto(`${hosts.zorg}/login`);
    await expect(page.getByRole("img", { name: "Zorggroep Horizon" })).toHaveAttribute(
      "src",
      /zorg-light\.svg$/,
    );
    // The white header keeps the light background's logo.
    await signInAs(page, accounts.groupLeader);
    await expect(page.getByRole("img", { name: "Demo Logistiek" })).toHaveAttribute(
      "src",
      /demo-light\.svg$/,
    );
  });

  test("broken links say what is wrong, once", async ({ page }) => {
    await page.goto("/reset-password");
    await expect(page.getByText("Deze link werkt niet meer", { exact: true })).toHaveCount(1);
    await expect(page.getByText(/Deze link is niet compleet/)).toBeVisible();

    await page.goto("/invite/kapot/ook-kapot");
    await expect(page.getByRole("alert")).toContainText(
      "Deze uitnodiging is ongeldig of verlopen. Vraag je beheerder om een nieuwe uitnodiging.",
    );
  });

  test("a long name wraps inside the member checklist", async ({ page }) => {
    const first = `Maximiliaan${"x".repeat(80)}`;
    await signInAs(page, accounts.groupLeader);
    await page.goto("/lms/groups/create");
    const members = page.getByRole("group", { name: "Leden" });
    await members.getByRole("button", { name: "Nieuwe persoon" }).click();
    const dialog = page.getByRole("dialog", { name: "Nieuwe persoon toevoegen" });
    await dialog.getByRole("textbox", { name: "Voornaam" }).fill(first);
    await dialog.getByRole("textbox", { name: "Achternaam" }).fill("Lang");
    await dialog
      .getByRole("textbox", { name: "E-mailadres" })
      .fill(`lang.${Date.now()}@demo.example`);
    await dialog.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    await expect(dialog).toBeHidden();

    const row = members.getByRole("listitem").filter({ hasText: first });
    await expect(row).toContainText(`${first} Lang`);
    await expect(row).toContainText("Nieuw");
    const fit = await members.locator("ul").evaluate((list) => ({
      content: list.scrollWidth,
      box: list.clientWidth,
    }));
    expect(fit.content).toBeLessThanOrEqual(fit.box);
  });

  test("a sub group leader's overlay offers the booking widget filled in for them", async ({
    page,
    baseURL,
  }) => {
    await signInAs(page, accounts.subGroupLeader);
    await page.goto("/");
    const overlay = page.getByRole("dialog", { name: "Dit onderdeel zit niet in je pakket" });
    await expect(overlay).toBeVisible();
    await expect(overlay).toHaveAccessibleDescription(/wat het voor Demo Logistiek kan doen/);

    const widget = overlay.locator('iframe[title="Demo inplannen"]');
    const src = new URL((await widget.getAttribute("src"))!);
    expect(src.origin).toBe(new URL(baseURL!).origin);
    expect(Object.fromEntries(src.searchParams)).toEqual({
      bedrijf: "Demo Logistiek",
      voornaam: "Eva",
      tussenvoegsel: "",
      achternaam: "Jansen",
      naam: "Eva Jansen",
      email: accounts.subGroupLeader,
      telefoon: "",
    });
    await expect(overlay.getByRole("link", { name: "demo@leerlijn.example" })).toBeVisible();

    // The page behind is dimmed and out of reach; focus stays in the overlay.
    await expect(page.locator("main [inert]")).toHaveCount(1);
    for (let step = 0; step < 6; step += 1) {
      await page.keyboard.press("Tab");
      expect(await overlay.evaluate((element) => element.contains(document.activeElement))).toBe(
        true,
      );
    }
    // Closing it leads on to what they can use.
    await overlay.getByRole("button", { name: "Sluiten" }).last().click();
    await expectPath(page, "/lms/users");
    await expectSignedIn(page);
  });

  test.describe("on a phone", () => {
    test.use(phone);

    test("a group leader lands on a page that works on a phone", async ({ page }) => {
      await signIn(page, accounts.groupLeader);
      await expectPath(page, "/lms/users");
      await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });

    test("the screen-size dialog offers the menu and what works on a phone", async ({ page }) => {
      await signIn(page, accounts.groupLeader);
      await expectPath(page, "/lms/users");
      await page.goto("/");
      const dialog = page.getByRole("dialog", { name: "Gebruik een groter scherm" });
      await expect(dialog).toBeVisible();
      const menu = dialog.getByRole("navigation", { name: "Dit werkt wel op je telefoon" });
      await expect(menu.getByRole("link")).toHaveText([
        "Leerbeheer",
        "Cursusbibliotheek",
        "Trainingen",
        "Onboarding",
      ]);
      await expect(dialog.getByRole("link", { name: "Mijn profiel" })).toBeVisible();
      await expect(dialog.getByRole("link", { name: "Uitloggen" })).toBeVisible();

      await menu.getByRole("link", { name: "Cursusbibliotheek" }).click();
      await expectPath(page, "/course-library");
      await expect(page.getByRole("dialog")).toHaveCount(0);
    });
  });
});
