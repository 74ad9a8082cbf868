import { accounts } from "../support/accounts";
import { apiOf, conceptOf, createCourse, demoMedia } from "../support/api";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

const PREVIEW_NOTE =
  "Voorbeeld: zo ziet een cursist deze cursus. Je antwoorden tellen nergens mee.";

test.describe("previewing a course as a learner sees it", () => {
  test("a group leader previews a test from the course library and sees the answers afterwards", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/course-library");
    await page.getByRole("link", { name: "Toets veilig werken in het magazijn" }).click();
    await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();

    await expect(page).toHaveURL(/\/course-library\/[0-9a-f-]+\/preview\//);
    await expect(page.getByText(PREVIEW_NOTE)).toBeVisible();
    await page.getByRole("button", { name: "Verder" }).click();
    await page.getByLabel("Een huishoudtrap").check();
    await page.getByRole("button", { name: "Antwoord versturen" }).click();
    // The outline jumps anywhere in the course.
    await page.getByRole("button", { name: "Inhoud" }).click();
    await expect(page.getByRole("dialog", { name: "Inhoud van de cursus" })).toBeVisible();
    await page
      .getByRole("dialog")
      .getByRole("link", { name: /Toetsvragen/ })
      .click();
    await expect(page.getByRole("dialog")).toBeHidden();
    await expect(page.getByText("Onderdeel 1 van 5")).toBeVisible();

    await page.goto(page.url().replace(/\/preview\/.*$/, "/preview/finish"));
    await expect(
      page.getByText("Je bent nog niet klaar: je hebt 2 van 5 onderdelen gedaan."),
    ).toBeVisible();
    await page.getByRole("link", { name: "Verder met de cursus" }).click();
    await page.getByLabel("De lift nemen").check();
    await page.getByRole("button", { name: "Antwoord versturen" }).click();
    await page.getByLabel("Jouw antwoord").fill("112");
    await page.getByRole("button", { name: "Antwoord versturen" }).click();
    await page.getByLabel("Er omheen lopen").check();
    await page.getByRole("button", { name: "Antwoord versturen" }).click();

    await expect(page.getByText("Niet geslaagd", { exact: true })).toBeVisible();
    // The author sees the right answers of their own test.
    await expect(page.getByText("Goed antwoord: Een rolsteiger")).toBeVisible();
    await page.getByRole("link", { name: "Terug naar de cursus" }).click();
    await expect(
      page.getByRole("heading", { level: 1, name: "Toets veilig werken in het magazijn" }),
    ).toBeVisible();
  });

  test("an author previews a concept version from the author tool", async ({ page }) => {
    await signInAs(page, accounts.groupLeader);
    await conceptOf(await apiOf(page), "Heftruck: de dagelijkse controle");
    await page.reload();
    await page
      .getByRole("button", { name: "Acties voor Heftruck: de dagelijkse controle" })
      .click();
    await page.getByRole("menuitem", { name: "Voorbeeld bekijken" }).click();
    await expect(page).toHaveURL(/\/courses\/[0-9a-f-]+\/preview\//);
    await expect(page.getByText(PREVIEW_NOTE)).toBeVisible();
    await expect(page.getByText("Heftruck: de dagelijkse controle")).toBeVisible();
    await page
      .getByRole("link", { name: "Sluiten – terug naar het overzicht van de cursus" })
      .click();
    await expect(page).toHaveURL(/\/versions\/[0-9a-f-]+\/edit$/);
  });

  test("the platform's reviewer walks through the version in review from the review page", async ({
    page,
    hosts,
  }) => {
    await signInAs(page, accounts.platformAdmin, { origin: hosts.admin });
    await page
      .getByRole("listitem")
      .filter({ hasText: "Privacy en de AVG" })
      .getByRole("link", { name: /^Beoordelen/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy en de AVG" })).toBeVisible();
    await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();

    await expect(page).toHaveURL(/\/course-reviews\/[0-9a-f-]+\/preview\//);
    await expect(page.getByText(PREVIEW_NOTE)).toBeVisible();
    await expect(page.getByText("Welke gegevens zijn persoonsgegevens?")).toBeVisible();
    await page.getByLabel("Een e-mailadres van een collega").check();
    await page.getByLabel("Een kenteken").check();
    await page.getByRole("button", { name: "Antwoord versturen" }).click();
    await expect(
      page.getByText(/Binnen hoeveel uur moet een datalek .* gemeld worden\?/),
    ).toBeVisible();

    // Back to the review page, where the decision still waits.
    await page
      .getByRole("link", { name: "Sluiten – terug naar het overzicht van de cursus" })
      .click();
    await expect(page).toHaveURL(/\/versions\/[0-9a-f-]+\/review$/);
    await expect(
      page.getByRole("button", { name: "Accepteren voor de open bibliotheek" }),
    ).toBeVisible();
  });

  test("the video's controls are not hidden under the action bar on a laptop", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 });
    await signInAs(page, accounts.groupLeader);
    // A course of its own: other journeys reshape the demo courses.
    const api = await apiOf(page);
    const mediaId = await demoMedia(api);
    const name = "Rondleiding op een laptop";
    const course = await createCourse(api, {
      courseTypeKey: "video",
      name,
      description: "Een korte rondleiding.",
      learningGoals: ["Je kent de weg", "Je weet waar de nooduitgangen zijn"],
    });
    await course.addBlock({
      type: "video",
      mediaId: mediaId("Rondleiding magazijn.mp4"),
      title: "Rondleiding",
      finishPercentage: 90,
    });
    await page.reload();
    await page.getByRole("button", { name: `Acties voor ${name}` }).click();
    await page.getByRole("menuitem", { name: "Voorbeeld bekijken" }).click();
    const player = page.locator("main video");
    await expect(player).toBeVisible();
    // What is drawn just above the video's bottom edge, where its control bar sits.
    const atControls = await player.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return document.elementFromPoint(box.left + box.width / 2, box.bottom - 8) === element;
    });
    expect(atControls).toBe(true);
  });
});
