import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { expectPath } from "../support/navigation";
import { signInAs } from "../support/sign-in";

test.describe("groups", () => {
  test("a group leader builds a group, adding a new colleague inline", async ({ page }) => {
    const email = `ilse.bos.${Date.now()}@demo.example`;
    await signInAs(page, accounts.groupLeader);
    await page
      .getByRole("navigation", { name: "Hoofdmenu" })
      .getByRole("link", { name: "Leerbeheer" })
      .click();
    await page
      .getByRole("navigation", { name: "Leerbeheer" })
      .getByRole("link", { name: "Groepen" })
      .click();
    await page.getByRole("link", { name: "Groep aanmaken" }).click();
    await expectPath(page, "/lms/groups/create");

    await page
      .getByRole("textbox", { name: "Naam van de groep" })
      .fill(`Magazijn Oost ${Date.now()}`);
    const members = page.getByRole("group", { name: "Leden" });
    const scroll = members.locator("ul").locator("..");
    expect((await scroll.boundingBox())?.height ?? 0).toBeLessThanOrEqual(24 * 16 + 2);

    await members.getByRole("searchbox").fill("lotte");
    await members.getByRole("checkbox", { name: /Lotte Smit/ }).check();

    await members.getByRole("button", { name: "Nieuwe persoon" }).click();
    const dialog = page.getByRole("dialog", { name: "Nieuwe persoon toevoegen" });
    await dialog.getByRole("textbox", { name: "Voornaam" }).fill("Ilse");
    await dialog.getByRole("textbox", { name: "Achternaam" }).fill("Bos");
    await dialog.getByRole("textbox", { name: "E-mailadres" }).fill(email);
    await dialog.getByRole("button", { name: "Gebruiker toevoegen" }).click();
    await expect(dialog).toBeHidden();
    await expect(
      page.getByRole("status").filter({ hasText: "Ilse Bos is toegevoegd" }),
    ).toBeVisible();

    // The new colleague is on top, marked new and ticked; searching clears that top list.
    const fresh = members.getByRole("listitem").filter({ hasText: "Nieuw" });
    await expect(fresh).toContainText("Ilse Bos");
    await expect(fresh).toContainText(email);
    await expect(fresh.getByRole("checkbox")).toBeChecked();
    await expect(members.getByText("2 personen gekozen")).toBeVisible();
    await members.getByRole("searchbox").fill("bos");
    await expect(members.getByRole("listitem").filter({ hasText: "Nieuw" })).toHaveCount(0);
    await expect(members.getByRole("checkbox", { name: /Ilse Bos/ })).toBeChecked();

    await page.getByRole("button", { name: "Groep opslaan" }).click();
    await expect(page.getByRole("status").filter({ hasText: /is opgeslagen/ })).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: /Magazijn Oost/ })).toBeVisible();
    await expect(page.getByText("2 leden")).toBeVisible();
    const table = page.getByRole("table", { name: "Leden" });
    await expect(table.getByRole("row")).toHaveCount(3);
    await expect(table).toContainText("Ilse Bos");
    await expect(table).toContainText("Lotte Smit");
  });

  test("a second group with the same name is refused with a field error", async ({ page }) => {
    const name = `Kantoor ${Date.now()}`;
    await signInAs(page, accounts.groupLeader);
    for (const attempt of [1, 2]) {
      await page.goto("/lms/groups/create");
      await page.getByRole("textbox", { name: "Naam van de groep" }).fill(name);
      await page.getByRole("button", { name: "Groep opslaan" }).click();
      if (attempt === 1) await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    }
    await expect(
      page.getByRole("textbox", { name: "Naam van de groep" }),
    ).toHaveAccessibleDescription("Er bestaat al een groep met deze naam.");
  });
});
