import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

test.describe("the course editor", () => {
  test("an author writes rich text and a question, reorders blocks and finds everything saved", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page
      .getByRole("row")
      .filter({ hasText: "Veilig werken met ladders" })
      .getByRole("link")
      .click();
    await expect(page.getByText("Versie 2", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Maken" }).click();

    const outline = page.getByRole("navigation", { name: "Inhoud van de cursus" });
    await outline.getByRole("button", { name: /^Neerzetten/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Neerzetten" })).toBeVisible();
    await page
      .getByRole("group", { name: "Onderdeel toevoegen" })
      .getByRole("button", { name: "Tekst" })
      .click();

    const text = page.getByRole("article", { name: "Tekst 2" });
    await text.getByRole("textbox", { name: "Tekst 2" }).click();
    await text.getByRole("button", { name: "Vet" }).click();
    await page.keyboard.type("Nooit op de bovenste sport staan.");
    await expect(
      page.getByRole("status").filter({ hasText: "Alle wijzigingen zijn opgeslagen" }),
    ).toBeVisible();

    await page
      .getByRole("group", { name: "Onderdeel toevoegen" })
      .getByRole("button", { name: "Meerkeuzevraag" })
      .click();
    const question = page.getByRole("article", { name: "Meerkeuzevraag 3" });
    await question
      .getByRole("textbox", { name: "Vraag", exact: true })
      .fill("Op welke sport mag je niet staan?");
    await question.getByLabel("Antwoord 1", { exact: true }).fill("De bovenste");
    await question.getByLabel("Antwoord 2", { exact: true }).fill("De onderste");
    await question.getByLabel("Antwoord 1 is goed").uncheck();
    await expect(question.getByRole("alert")).toHaveText("Kies minstens één goed antwoord.");
    await question.getByLabel("Antwoord 1 is goed").check();
    await expect(question.getByRole("alert")).toHaveCount(0);

    // Media come from the company's library through the media picker.
    const add = page.getByRole("group", { name: "Onderdeel toevoegen" });
    await add.getByRole("button", { name: "Afbeelding" }).click();
    const image = page.getByRole("article", { name: "Afbeelding 4" });
    await image.getByRole("button", { name: "Bestand kiezen" }).click();
    await page
      .getByRole("dialog", { name: "Kies een bestand" })
      .getByRole("button", { name: "Veilig werken met de heftruck.png kiezen" })
      .click();
    await image
      .getByRole("textbox", { name: "Beschrijving van de afbeelding" })
      .fill("Een heftruck in het magazijn");
    await add.getByRole("button", { name: "Video" }).click();
    const video = page.getByRole("article", { name: "Video 5" });
    await video.getByRole("button", { name: "Bestand kiezen" }).click();
    await page
      .getByRole("dialog", { name: "Kies een bestand" })
      .getByRole("button", { name: "Rondleiding magazijn.mp4 kiezen" })
      .click();
    await expect(video.getByText("Rondleiding magazijn.mp4")).toBeVisible();
    await expect(
      page.getByRole("status").filter({ hasText: "Alle wijzigingen zijn opgeslagen" }),
    ).toBeVisible();

    await page.getByRole("button", { name: "Tekst 2 omhoog" }).click();
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Tekst 1");
    await expect(page.getByRole("article", { name: "Tekst 1" })).toContainText(
      "Nooit op de bovenste sport staan.",
    );
    await page.getByRole("button", { name: "Tekst 1 dupliceren" }).click();
    await expect(page.getByRole("article")).toHaveCount(6);
    await expect(
      page.getByRole("status").filter({ hasText: "Alle wijzigingen zijn opgeslagen" }),
    ).toBeVisible();

    await page.reload();
    await outline.getByRole("button", { name: /^Neerzetten/ }).click();
    await expect(page.getByRole("article")).toHaveCount(6);
    await expect(
      page
        .getByRole("article", { name: "Afbeelding 5" })
        .getByText("Veilig werken met de heftruck.png"),
    ).toBeVisible();
    await expect(
      page.getByRole("article", { name: "Video 6" }).getByText("Rondleiding magazijn.mp4"),
    ).toBeVisible();
    await expect(page.getByRole("textbox", { name: "Tekst 1" }).locator("strong")).toHaveText(
      "Nooit op de bovenste sport staan.",
    );
    await expect(
      page
        .getByRole("article", { name: "Meerkeuzevraag 4" })
        .getByRole("textbox", { name: "Vraag", exact: true }),
    ).toHaveValue("Op welke sport mag je niet staan?");
  });
});
