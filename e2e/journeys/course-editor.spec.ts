import type { Locator, Page } from "@playwright/test";
import { accounts } from "../support/accounts";
import { apiOf, conceptOf } from "../support/api";
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
    await page.getByRole("link", { name: "Maken", exact: true }).click();

    const outline = page.getByRole("navigation", { name: "Inhoud van de cursus" });
    await outline.getByRole("button", { name: /^Neerzetten \d+$/ }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Neerzetten" })).toBeVisible();
    await page
      .getByRole("group", { name: "Onderdeel toevoegen" })
      .getByRole("button", { name: "Tekst" })
      .click();

    const text = page.getByRole("article", { name: "Tekst 2" });
    await text.getByRole("textbox", { name: "Tekst 2" }).click();
    await text.getByRole("button", { name: "Vet" }).click();
    // The editor takes focus back a frame after the button click; keys sent before are lost.
    await expect(text.getByRole("button", { name: "Vet" })).toHaveAttribute("aria-pressed", "true");
    await expect(text.getByRole("textbox", { name: "Tekst 2" })).toBeFocused();
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
    await outline.getByRole("button", { name: /^Neerzetten \d+$/ }).click();
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

test.describe("two authors on the same version", () => {
  test("the later save of a block asks what to keep and never silently erases the other", async ({
    page,
    browser,
    hosts,
  }) => {
    const open = async (author: Page) => {
      await signInAs(author, accounts.groupLeader);
      await conceptOf(await apiOf(author), "Werkinstructie inpakstraat");
      await author.reload();
      await author
        .getByRole("row")
        .filter({ hasText: "Werkinstructie inpakstraat" })
        .getByRole("link")
        .click();
      await author.getByRole("link", { name: "Maken", exact: true }).click();
      return author.getByRole("article", { name: "Document 1" }).getByLabel("Titel");
    };
    const saved = (author: Page) =>
      expect(
        author.getByRole("status").filter({ hasText: "Alle wijzigingen zijn opgeslagen" }),
      ).toBeVisible();
    const other = await (
      await browser.newContext({ baseURL: hosts.demo, locale: "nl-NL" })
    ).newPage();
    const mine = await open(page);
    const theirs = await open(other);

    await theirs.fill("Werkinstructie, versie van Sanne");
    await saved(other);
    await mine.fill("Werkinstructie, mijn versie");
    const dialog = page.getByRole("alertdialog", { name: /door iemand anders gewijzigd/ });
    await expect(dialog).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeVisible();
    await dialog.getByRole("button", { name: "Mijn versie bewaren" }).click();
    await saved(page);

    // The other author's next save is now the stale one; they load the newest instead.
    await theirs.fill("Werkinstructie, nog een poging");
    const theirDialog = other.getByRole("alertdialog");
    await theirDialog.getByRole("button", { name: "Nieuwste versie laden" }).click();
    await expect(
      other.getByRole("article", { name: "Document 1" }).getByLabel("Titel"),
    ).toHaveValue("Werkinstructie, mijn versie");
    await other.context().close();
  });
});

test.describe("the section tree and the order of blocks", () => {
  test("an author builds chapters, is refused a move into a section's own child, and reorders blocks by keyboard", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await conceptOf(await apiOf(page), "Heftruck: de dagelijkse controle");
    await page.reload();
    await page
      .getByRole("row")
      .filter({ hasText: "Heftruck: de dagelijkse controle" })
      .getByRole("link")
      .click();
    await page.getByRole("link", { name: "Maken", exact: true }).click();
    const outline = page.getByRole("navigation", { name: "Inhoud van de cursus" });

    await outline.getByRole("button", { name: "Hoofdstuk toevoegen" }).click();
    await outline.getByRole("button", { name: "Nieuw hoofdstuk hernoemen of verplaatsen" }).click();
    let dialog = page.getByRole("dialog", { name: "Onderdeel hernoemen of verplaatsen" });
    await dialog.getByLabel("Titel").fill("Voor de rit");
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(dialog).toBeHidden();
    await outline.getByRole("button", { name: "Paragraaf toevoegen in Voor de rit" }).click();
    await outline.getByRole("button", { name: /^Nieuwe paragraaf \d+$/ }).click();
    await expect(page.getByText(/^Hier staat nog niets\. Kies hieronder/)).toBeVisible();

    await outline.getByRole("button", { name: "Hoofdstuk toevoegen" }).click();
    await outline.getByRole("button", { name: "Nieuw hoofdstuk hernoemen of verplaatsen" }).click();
    dialog = page.getByRole("dialog", { name: "Onderdeel hernoemen of verplaatsen" });
    await dialog.getByLabel("Titel").fill("Banden");
    await dialog.getByLabel("Plaats").selectOption({ label: "Voor de rit" });
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(dialog).toBeHidden();

    // "Banden" now lies inside "Voor de rit": putting "Voor de rit" into it is refused.
    await outline.getByRole("button", { name: "Voor de rit hernoemen of verplaatsen" }).click();
    await dialog.getByLabel("Plaats").selectOption({ label: "Banden" });
    await dialog.getByRole("button", { name: "Opslaan" }).click();
    await expect(
      page.getByText(
        "Je kunt een onderdeel niet in zichzelf of in een van zijn eigen onderdelen plaatsen.",
      ),
    ).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();

    // Any place, by keyboard: the video paragraph goes into "Voor de rit", before "Banden".
    await outline.getByRole("button", { name: "De video hernoemen of verplaatsen" }).focus();
    await page.keyboard.press("Enter");
    await dialog.getByLabel("Plaats").selectOption({ label: "Voor de rit" });
    await expect(dialog.getByLabel("Positie")).toHaveValue("2");
    await dialog.getByLabel("Positie").selectOption({ label: "Na Nieuwe paragraaf" });
    await dialog.getByRole("button", { name: "Opslaan" }).press("Enter");
    await expect(dialog).toBeHidden();
    await expect(outline.getByRole("listitem")).toHaveText([
      /^Voor de rit/,
      /^Nieuwe paragraaf/,
      /^De video/,
      /^Banden/,
    ]);

    await outline.getByRole("button", { name: "Banden verwijderen" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
    await expect(outline.getByText("Banden")).toHaveCount(0);

    // Keyboard drag and drop: space picks the block up, an arrow moves it, space drops it.
    await outline.getByRole("button", { name: /^De video \d+$/ }).click();
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Video 1");
    await page.getByRole("button", { name: "Video 1 verslepen" }).focus();
    await page.keyboard.press("Space");
    await expect(page.getByText("Video 1 staat op plaats 1.")).toBeAttached();
    await page.keyboard.press("ArrowDown");
    await expect(page.getByText("Video 1 staat op plaats 2.")).toBeAttached();
    await page.keyboard.press("Space");
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Tekst 1");
    await page.reload();
    await outline.getByRole("button", { name: /^De video \d+$/ }).click();
    await expect(page.getByRole("article").first()).toHaveAccessibleName("Tekst 1");
  });
});

test.describe("a text block whose editor has not started yet", () => {
  const openLadderText = async (page: Page) => {
    await signInAs(page, accounts.groupLeader);
    await page
      .getByRole("row")
      .filter({ hasText: "Veilig werken met ladders" })
      .getByRole("link")
      .click();
    await expect(page.getByText("Versie 2", { exact: true })).toBeVisible();
    await page.getByRole("link", { name: "Maken", exact: true }).click();
    await page
      .getByRole("navigation", { name: "Inhoud van de cursus" })
      .getByRole("button", { name: /^De juiste ladder \d+$/ })
      .click();
    const block = page.getByRole("article", { name: "Tekst 1" });
    await expect(block.getByRole("textbox", { name: "Tekst 1" })).toContainText(
      "Gebruik een ladder",
    );
    // The static text, not yet the editor: that is the state the first press meets.
    await expect(block.locator("[contenteditable]")).toHaveCount(0);
    return block.getByRole("textbox", { name: "Tekst 1" });
  };

  /** A point on the text's boundary inside `word`, after its first `split` letters. */
  const inWord = (text: Locator, word: string, split: number) =>
    text.evaluate(
      (element, [word, split]) => {
        const walker = document.createTreeWalker(element, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const index = node.textContent!.indexOf(word);
          if (index < 0) continue;
          const letter = document.createRange();
          letter.setStart(node, index + split);
          letter.setEnd(node, index + split + 1);
          const box = letter.getBoundingClientRect();
          const outer = element.getBoundingClientRect();
          return { x: box.left - outer.left, y: box.top + box.height / 2 - outer.top };
        }
        throw new Error(`"${word}" is not in the text`);
      },
      [word, split] as const,
    );

  const saved = (page: Page) =>
    expect(
      page.getByRole("status").filter({ hasText: "Alle wijzigingen zijn opgeslagen" }),
    ).toBeVisible();

  test("a click in the middle of a word puts the caret there, not at the end", async ({ page }) => {
    const text = await openLadderText(page);
    await text.click({ position: await inWord(text, "hoogwerker", 4) });
    await page.keyboard.type("-");
    await expect(text).toContainText("rolsteiger of hoog-werker veiliger.");
    await saved(page);
  });

  test.describe("on a touch screen", () => {
    test.use({ hasTouch: true, isMobile: true, viewport: { width: 1280, height: 800 } });

    test("a tap in the middle of a word puts the caret there, not at the end", async ({ page }) => {
      const text = await openLadderText(page);
      await text.tap({ position: await inWord(text, "rolsteiger", 3) });
      await page.keyboard.type("-");
      await expect(text).toContainText("een rol-steiger of");
      await saved(page);
    });
  });
});
