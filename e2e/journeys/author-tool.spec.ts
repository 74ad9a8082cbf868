import { accounts } from "../support/accounts";
import { apiOf, conceptOf } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectPath } from "../support/navigation";
import { signInAs } from "../support/sign-in";
import { storedToken } from "../support/session";

test.describe("the author tool", () => {
  test("an educator creates a test course through the wizard and finds it in the list", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.getByRole("link", { name: "Cursus maken" }).click();
    await expectPath(page, "/courses/create");

    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: "Kies eerst een soort cursus." }),
    ).toBeVisible();
    await page.getByText("Toets", { exact: true }).click();
    await page.getByRole("button", { name: "Volgende" }).click();
    await expectPath(page, "/courses/create/1?type=test");

    await page.getByLabel("Naam van de cursus").fill("Heftruckcertificaat theorie");
    await page
      .getByRole("textbox", { name: "Leerdoel 1" })
      .fill("Je kent de verkeersregels in de hal");
    await page.getByRole("button", { name: "Opslaan en verder" }).click();
    await expect(
      page.getByText("Voeg minstens twee leerdoelen toe (wat je gaat leren)."),
    ).toBeVisible();
    await expect(
      page.getByText("Voeg bij een toets minstens twee punten toe die je toetst."),
    ).toBeVisible();
    await page.getByRole("textbox", { name: "Leerdoel 2" }).fill("Je weet hoe zwaar je mag tillen");
    await page.getByRole("textbox", { name: "Onderwerp 1" }).fill("Verkeersregels");
    await page.getByRole("textbox", { name: "Onderwerp 2" }).fill("Lastdiagram");
    await page.getByRole("button", { name: "Opslaan en verder" }).click();

    await expect(
      page.getByRole("heading", { level: 1, name: "Heftruckcertificaat theorie" }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]+\/versions\/[0-9a-f-]+\/edit\/2$/);

    await expect(page.getByRole("heading", { level: 2, name: "Categoriseren" })).toBeVisible();
    await page.getByLabel("Categorieën").fill("heftruck, veiligheid");
    await page.getByLabel("Duur van de cursus").fill("25");
    await page.getByRole("button", { name: "Opslaan en verder" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Maken" })).toBeVisible();
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(
      page.getByRole("alert").filter({ hasText: /minstens één onderdeel/ }),
    ).toBeVisible();
    await page
      .getByRole("group", { name: "Onderdeel toevoegen" })
      .getByRole("button", { name: "Meerkeuzevraag" })
      .click();
    const question = page.getByRole("article", { name: "Meerkeuzevraag 1" });
    await question.getByRole("textbox", { name: "Vraag", exact: true }).fill("Wie heeft voorrang?");
    await question.getByLabel("Antwoord 1", { exact: true }).fill("De voetganger");
    await question.getByLabel("Antwoord 2", { exact: true }).fill("De heftruck");
    await expect(
      page.getByRole("status").filter({ hasText: "Alle wijzigingen zijn opgeslagen" }),
    ).toBeVisible();
    await page.getByRole("button", { name: "Volgende" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Instellingen" })).toBeVisible();
    await expect(page.getByRole("radio", { name: /Geen score/ })).toBeDisabled();
    await expect(page.getByRole("checkbox", { name: /Antwoord laten controleren/ })).toHaveCount(0);
    await page.getByRole("checkbox", { name: "Cursisten hebben een beperkte tijd" }).check();
    await page.getByLabel("Beschikbare tijd").fill("");
    await page.getByRole("button", { name: "Opslaan en verder" }).click();
    await expect(page.getByText("Vul een tijdslimiet van minimaal 1 minuut in.")).toBeVisible();
    await page.getByLabel("Beschikbare tijd").fill("20");
    await page.getByRole("button", { name: "Opslaan en verder" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Vragenoverzicht" })).toBeVisible();
    const overview = page.getByRole("listitem", { name: "Vraag 1" });
    await expect(overview).toContainText("Wie heeft voorrang?");
    await expect(overview).toContainText("De voetganger (goed)");
    await page.getByRole("button", { name: "Klaar" }).click();
    await expectPath(page, "/");
    await page.getByRole("link", { name: "Auteurstool" }).click();
    await page.getByLabel("Zoeken op naam").fill("heftruckcert");
    const row = page.getByRole("row").filter({ hasText: "Heftruckcertificaat theorie" });
    await expect(row).toContainText("Toets");
    await expect(row).toContainText("Concept");
    await expect(page.getByRole("row")).toHaveCount(2);
  });

  test("publishing lists what is missing, and a published course gets a new version while learners keep the old one", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await conceptOf(await apiOf(page), "Heftruck: de dagelijkse controle");
    await page.reload();
    // The demo video course is complete; a second video block without a video is not.
    await page
      .getByRole("row")
      .filter({ hasText: "Heftruck: de dagelijkse controle" })
      .getByRole("link")
      .click();
    await page.getByRole("link", { name: "Maken", exact: true }).click();
    await page
      .getByRole("navigation", { name: "Inhoud van de cursus" })
      .getByRole("button", { name: /^De video \d+$/ })
      .click();
    await expect(
      page.getByRole("article", { name: "Video 1" }).getByText("Rondleiding magazijn.mp4"),
    ).toBeVisible();
    await page
      .getByRole("group", { name: "Onderdeel toevoegen" })
      .getByRole("button", { name: "Video" })
      .click();
    await expect(page.getByRole("article", { name: "Video 3" })).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Alle wijzigingen zijn opgeslagen" }),
    ).toBeVisible();
    await page.getByRole("link", { name: "Auteurstool" }).click();
    await page
      .getByRole("button", { name: "Acties voor Heftruck: de dagelijkse controle" })
      .click();
    await page.getByRole("menuitem", { name: "Publiceren" }).click();
    await page.getByRole("dialog").getByRole("button", { name: "Publiceren" }).click();
    // Each problem says where it is: the section and the block's number in it.
    await expect(page.getByRole("dialog")).toContainText(/‘.+’, onderdeel \d+: Kies een video\./);
    await page.keyboard.press("Escape");

    await page.getByRole("button", { name: "Acties voor Handhygiëne in 5 minuten" }).click();
    await page.getByRole("menuitem", { name: "Nieuwe versie" }).click();
    await expect(page.getByText(/Versie 2 staat klaar om te bewerken/)).toBeVisible();
    await expect(page.getByText("Versie 2", { exact: true })).toBeVisible();

    await page.getByRole("link", { name: "Cursusbibliotheek" }).click();
    await page.getByRole("link", { name: "Handhygiëne in 5 minuten" }).click();
    await expect(page.getByText(/^Versie 1/)).toBeVisible();
  });

  test("a course goes to the open library through review: rejected, resubmitted, accepted", async ({
    page,
    hosts,
  }) => {
    // Three people in three browser pages through a whole review: longer than one journey step.
    test.setTimeout(60_000);
    await signInAs(page, accounts.groupLeader);
    await page.getByRole("button", { name: "Acties voor Gevaarlijke stoffen herkennen" }).click();
    await page.getByRole("menuitem", { name: "Publiceren" }).click();
    await page.getByRole("dialog").getByText("In de open bibliotheek").click();
    await page.getByRole("dialog").getByRole("button", { name: "Publiceren" }).click();
    await expect(
      page.getByText("De cursus is ingediend voor de open bibliotheek en wordt beoordeeld."),
    ).toBeVisible();
    const row = page.getByRole("row").filter({ hasText: "Gevaarlijke stoffen herkennen" });
    await expect(row).toContainText("In beoordeling");

    const admin = await page.context().browser()!.newPage();
    await signInAs(admin, accounts.platformAdmin, { origin: hosts.admin });
    const queued = admin.getByRole("listitem").filter({ hasText: "Gevaarlijke stoffen herkennen" });
    await queued.getByRole("link", { name: /^Beoordelen/ }).click();
    await expect(
      admin.getByRole("heading", { level: 1, name: "Gevaarlijke stoffen herkennen" }),
    ).toBeVisible();
    await expect(admin.getByText("Ontvlambaar (goed)")).toBeVisible();
    // What decides passing is on the page too, not only the questions.
    await expect(admin.getByRole("heading", { level: 2, name: "Instellingen" })).toBeVisible();
    await expect(admin.getByText("Scoremethode")).toBeVisible();
    await admin.getByRole("button", { name: "Afkeuren" }).click();
    await admin.getByRole("dialog").getByRole("button", { name: "Afkeuren" }).click();
    await expect(
      admin.getByText("Schrijf op waarom, zodat de auteur weet wat er beter moet."),
    ).toBeVisible();
    await admin
      .getByLabel("Waarom keur je de cursus af?")
      .fill("Voeg een voorbeeld van een etiket toe.");
    await admin.getByRole("dialog").getByRole("button", { name: "Afkeuren" }).click();
    await expect(admin.getByText("De cursus is afgekeurd; de auteur ziet je reden.")).toBeVisible();

    await page.reload();
    await expect(row).toContainText("Afgekeurd");
    await row.getByRole("link", { name: "Gevaarlijke stoffen herkennen" }).click();
    await expect(page.getByText("Afgekeurd: dit is de reden van de beoordelaar")).toBeVisible();
    await expect(page.getByText("Voeg een voorbeeld van een etiket toe.")).toBeVisible();
    await page.getByRole("link", { name: "Auteurstool" }).click();
    await page.getByRole("button", { name: "Acties voor Gevaarlijke stoffen herkennen" }).click();
    await page.getByRole("menuitem", { name: "Publiceren" }).click();
    await page.getByRole("dialog").getByText("In de open bibliotheek").click();
    await page.getByRole("dialog").getByRole("button", { name: "Publiceren" }).click();
    await expect(row).toContainText("In beoordeling");

    await admin.goto(`${hosts.admin}/`);
    await queued.getByRole("link", { name: /^Beoordelen/ }).click();
    await admin.getByRole("button", { name: "Accepteren voor de open bibliotheek" }).click();
    await expect(admin.getByText("De cursus staat nu in de open bibliotheek.")).toBeVisible();

    const learner = await page.context().browser()!.newPage();
    await signInAs(learner, accounts.zorgStudent, { origin: hosts.zorg });
    // The open library's listing data, fetched the way the web app does, from another company.
    const token = await storedToken(learner);
    const listing = await learner.evaluate(async (bearer) => {
      const response = await fetch(
        `/api/v1/courses/public?filter[queryString]=${encodeURIComponent("Gevaarlijke stoffen")}`,
        { headers: { authorization: `Bearer ${bearer}` } },
      );
      return (await response.json()) as { data: { name: string; status: string }[] };
    }, token);
    expect(listing.data).toEqual([
      expect.objectContaining({
        name: "Gevaarlijke stoffen herkennen",
        status: "publicly-published",
      }),
    ]);

    // Only the provider deletes an open-library course: the menu says so instead of offering it.
    await page.reload();
    await page.getByRole("button", { name: "Acties voor Gevaarlijke stoffen herkennen" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText(/Neem contact op met de aanbieder/);
    await expect(menu.getByRole("menuitem", { name: "Verwijderen" })).toHaveCount(0);
    await page.keyboard.press("Escape");
    await expect(row).toBeVisible();
  });

  test("duplicating and deleting a course", async ({ page }) => {
    await signInAs(page, accounts.groupLeader);
    await page.getByRole("button", { name: "Acties voor BHV basis" }).click();
    await page.getByRole("menuitem", { name: "Dupliceren" }).click();
    await expect(page.getByText("Er staat een kopie klaar: Kopie van BHV basis.")).toBeVisible();
    const copy = page.getByRole("row").filter({ hasText: "Kopie van BHV basis" });
    await expect(copy).toContainText("Concept");

    await page.getByRole("button", { name: "Acties voor Kopie van BHV basis" }).click();
    await page.getByRole("menuitem", { name: "Verwijderen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Annuleren" }).click();
    await expect(copy).toBeVisible();
    await page.getByRole("button", { name: "Acties voor Kopie van BHV basis" }).click();
    await page.getByRole("menuitem", { name: "Verwijderen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(page.getByText("De cursus is verwijderd.")).toBeVisible();
    await expect(copy).toHaveCount(0);
  });
});
