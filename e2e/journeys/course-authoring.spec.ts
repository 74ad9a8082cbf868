import type { Request } from "@playwright/test";
import { accounts } from "../support/accounts";
import { apiOf, createCourse } from "../support/api";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

const isBlockSave = (request: Request) =>
  request.method() === "PATCH" && /\/api\/v1\/courses\/.+\/blocks\/[^/]+$/.test(request.url());

test.describe("authoring a course", () => {
  test("typing a sentence is saved once the typing pauses, and what is typed before leaving is saved too", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    const course = await createCourse(await apiOf(page), {
      courseTypeKey: "elearning",
      name: "Ladders neerzetten",
      description: "",
      learningGoals: ["Een ondergrond kiezen", "De hoek controleren"],
    });
    await course.addBlock({ type: "text", html: "" });
    await page.goto(`${course.base}/edit/3`);
    const saves: Request[] = [];
    page.on("request", (request) => {
      if (isBlockSave(request)) saves.push(request);
    });

    const text = page.getByRole("textbox", { name: "Tekst 1" });
    await text.click();
    const sentence = "Zet de ladder altijd op een vlakke, stevige vloer.";
    // About as fast as a person types: 50 characters in about 4 seconds.
    await page.keyboard.type(sentence, { delay: 80 });
    await expect(
      page.getByRole("status").filter({ hasText: "Alle wijzigingen zijn opgeslagen" }),
    ).toBeVisible();
    expect(saves.length, "saves for one typed sentence").toBeLessThanOrEqual(2);

    // Leaving at once, before the pause is over, still saves what was typed.
    const saved = page.waitForResponse((response) => isBlockSave(response.request()));
    await page.keyboard.type(" Nooit op de bovenste sport.");
    await page.getByRole("link", { name: "Instellingen", exact: true }).click();
    expect((await saved).status()).toBe(200);
    await expect(page.getByRole("heading", { level: 2, name: "Instellingen" })).toBeVisible();

    await page.goto(`${course.base}/edit/3`);
    await expect(page.getByRole("textbox", { name: "Tekst 1" })).toHaveText(
      `${sentence} Nooit op de bovenste sport.`,
    );
  });

  test("a time limit of 0 minutes is refused with its reason, on the same page, as typed", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    const course = await createCourse(await apiOf(page), {
      courseTypeKey: "elearning",
      name: "Tijd voor de ladder",
      description: "",
      learningGoals: ["Een ondergrond kiezen", "De hoek controleren"],
    });
    await page.goto(`${course.base}/edit/4`);
    await page.getByRole("checkbox", { name: "Cursisten hebben een beperkte tijd" }).check();
    const minutes = page.getByLabel("Beschikbare tijd");
    await minutes.fill("0");
    await page.getByRole("button", { name: "Opslaan en afronden" }).click();
    await expect(page.getByText("Vul een tijdslimiet van minimaal 1 minuut in.")).toBeVisible();
    await expect(minutes).toHaveValue("0");
    await expect(page).toHaveURL(/\/edit\/4$/);
  });

  test("a version in review is shown read-only with why, and an open-library course offers a new version and no delete", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page
      .getByRole("row")
      .filter({ hasText: "Privacy en de AVG" })
      .getByRole("link", { name: "Privacy en de AVG" })
      .click();
    await page.getByRole("link", { name: "Maken", exact: true }).click();
    await expect(page.getByText("Deze versie wordt beoordeeld", { exact: true })).toBeVisible();
    const main = page.getByRole("main");
    await expect(main.getByText(/Welke gegevens zijn persoonsgegevens\?/)).toBeVisible();
    await expect(main.getByRole("textbox")).toHaveCount(0);
    await expect(main.getByText(/Niet opgeslagen/)).toHaveCount(0);

    await page.getByRole("link", { name: "Auteurstool" }).click();
    await page.getByRole("button", { name: "Acties voor Brandveiligheid op de werkvloer" }).click();
    const menu = page.getByRole("menu");
    await expect(menu).toContainText("Neem contact op met de aanbieder");
    await expect(menu.getByRole("menuitem", { name: "Verwijderen" })).toHaveCount(0);
    await menu.getByRole("menuitem", { name: "Bewerken" }).click();
    await expect(
      page.getByText("Deze versie staat in de open bibliotheek", { exact: true }),
    ).toBeVisible();
    await expect(page.getByRole("button", { name: "Nieuwe versie" })).toBeVisible();
  });
});
