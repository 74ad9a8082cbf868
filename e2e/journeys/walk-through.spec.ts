import { type Page } from "@playwright/test";
import { accounts, demoLearners } from "../support/accounts";
import { apiOf, createCourse, demoMedia } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectPath } from "../support/navigation";
import { signInAs } from "../support/sign-in";

test.use({ viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true });

const TEST = "Toets veilig werken in het magazijn";

const primary = (page: Page, name: string | RegExp) => page.getByRole("button", { name });

async function openCourse(page: Page, name: string) {
  await page.getByRole("link", { name }).click();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
}

test.describe("walking through a course on a phone", () => {
  test("a learner answers every question kind, resumes after closing the browser, and passes", async ({
    page,
    browser,
  }) => {
    await signInAs(page, demoLearners.sophie);
    await expectPath(page, "/my-trainings");
    await openCourse(page, TEST);
    await page.getByRole("link", { name: "Beginnen" }).click();

    // A text block: read it and go on.
    await expect(page.getByText("Beantwoord de vragen.")).toBeVisible();
    await expect(page.getByText("Onderdeel 1 van 5")).toBeVisible();
    await primary(page, "Verder").click();

    // One right answer: the send button waits for a choice, then moves on at once. Focus
    // follows to the new block, named by where the learner is.
    await expect(page.getByText("Onderdeel 2 van 5")).toBeVisible();
    await expect(page.getByRole("article", { name: /Onderdeel 2 van 5/ })).toBeFocused();
    await expect(primary(page, "Antwoord versturen")).toBeDisabled();
    await expect(page.getByText("Kies eerst een antwoord.")).toBeVisible();
    await page.getByLabel("Een rolsteiger").check();
    await primary(page, "Antwoord versturen").click();

    // More right answers (check boxes): this learner picks only one, which is wrong.
    await expect(page.getByText("Er zijn meerdere goede antwoorden")).toBeVisible();
    await page.getByLabel("De groene vluchtroute volgen").check();
    await primary(page, "Antwoord versturen").click();
    await expect(page.getByText("Onderdeel 4 van 5")).toBeVisible();
    const progress = page.getByRole("progressbar", { name: "Voortgang" });
    await expect(progress).toHaveAttribute("aria-valuenow", "60");

    // The browser closes mid-course; everything so far is on the server.
    await page.context().close();
    const again = await (
      await browser.newContext({ viewport: { width: 360, height: 740 } })
    ).newPage();
    await signInAs(again, demoLearners.sophie);
    await expect(again.getByRole("link", { name: TEST })).toBeVisible();
    await openCourse(again, TEST);
    await expect(again.getByText("3 van 5 onderdelen gedaan")).toBeVisible();
    await again.getByRole("link", { name: "Verder waar je was" }).click();

    // An open question, then weighted points.
    await expect(again.getByText("Welk nummer bel je bij brand?")).toBeVisible();
    await again.getByLabel("Jouw antwoord").fill(" 112 ");
    await primary(again, "Antwoord versturen").click();
    await again.getByLabel("Afzetten en direct melden").check();
    await primary(again, "Antwoord versturen").click();

    // 3 + 0 + 1 + 6 of 12 points: 83 %, with 70 % needed.
    await expect(again).toHaveURL(/\/walk-through\/finish$/);
    await expect(again.getByText("Geslaagd", { exact: true })).toBeVisible();
    await expect(again.getByText("Je score: 83%")).toBeVisible();
    await expect(again.getByText("10 van 12 punten · Nodig om te slagen: 70%")).toBeVisible();
    // A test never shows the right answers, only right or wrong.
    await expect(again.getByText("Goed antwoord:")).toHaveCount(0);
    await expect(again.getByText("Fout", { exact: true })).toHaveCount(1);
    await expect(
      again.getByText("Bij een toets of examen laten we de goede antwoorden niet zien."),
    ).toBeVisible();

    await again.getByRole("link", { name: "Naar mijn trainingen" }).click();
    await again.getByRole("button", { name: /^Afgerond/ }).click();
    await expect(again.getByRole("link", { name: TEST })).toBeVisible();
  });

  test("a learner who fails a test sees it, and cannot answer again", async ({ page }) => {
    await signInAs(page, demoLearners.jeroen);
    await openCourse(page, TEST);
    await page.getByRole("link", { name: "Beginnen" }).click();
    await primary(page, "Verder").click();
    await page.getByLabel("Een huishoudtrap").check();
    await primary(page, "Antwoord versturen").click();
    await page.getByLabel("De lift nemen").check();
    await primary(page, "Antwoord versturen").click();
    await page.getByLabel("Jouw antwoord").fill("911");
    await primary(page, "Antwoord versturen").click();
    await page.getByLabel("Er omheen lopen").check();
    await primary(page, "Antwoord versturen").click();

    await expect(page.getByText("Niet geslaagd", { exact: true })).toBeVisible();
    await expect(page.getByText("Je score: 0%")).toBeVisible();

    // On my trainings the failed test has a cross, never the green check of success.
    await page.getByRole("link", { name: "Naar mijn trainingen" }).click();
    const tile = page.getByRole("article").filter({ hasText: TEST });
    await expect(tile.getByText("Niet geslaagd")).toBeVisible();
    await expect(tile.getByTestId("tile-failed")).toBeVisible();
    await expect(tile.getByTestId("tile-done")).toHaveCount(0);
    await page.goBack();

    // Going back shows the answer given, locked.
    await page.goto(page.url().replace(/\/finish$/, ""));
    await expect(page).toHaveURL(/\/walk-through\/finish$/);
  });
});

test.describe("every kind of block", () => {
  // The group leader builds the course at a desk; the learner follows it on a phone.
  test.use({ viewport: { width: 1280, height: 800 }, isMobile: false, hasTouch: false });
  test.setTimeout(90_000);

  test("text, image, video to its end and a document complete the course", async ({
    page,
    browser,
  }) => {
    // A group leader builds and publishes a course with one block of each kind, then assigns it.
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const mediaId = await demoMedia(api);
    const name = "Rondgang door het magazijn";
    const course = await createCourse(api, {
      courseTypeKey: "elearning",
      name,
      description: "Alles wat je op je eerste dag ziet.",
      learningGoals: ["Je kent de weg", "Je weet waar de huisregels staan"],
    });
    for (const content of [
      { type: "text", html: "<p>Welkom in het magazijn.</p>" },
      {
        type: "image",
        mediaId: mediaId("Veilig werken met de heftruck.png"),
        alt: "Een heftruck",
        caption: "",
      },
      {
        type: "video",
        mediaId: mediaId("Rondleiding magazijn.mp4"),
        title: "Rondleiding",
        finishPercentage: 90,
      },
      { type: "document", mediaId: mediaId("Huisregels magazijn.pdf"), title: "Huisregels" },
    ])
      await course.addBlock(content);
    await api("POST", `${course.base}/publish`, { target: "own" });
    const people = (await api("GET", "/users?perPage=100")).data as {
      id: string;
      email: string | null;
    }[];
    const learner = people.find((person) => person.email === demoLearners.noor)!.id;
    await api("POST", `/courses/${course.courseId}/enrollments`, { companyUserIds: [learner] });

    const phone = await (
      await browser.newContext({ viewport: { width: 360, height: 740 } })
    ).newPage();
    await signInAs(phone, demoLearners.noor);
    await openCourse(phone, name);
    await phone.getByRole("link", { name: "Beginnen" }).click();
    await expect(phone.getByText("Welkom in het magazijn.")).toBeVisible();
    await primary(phone, "Verder").click();
    await expect(phone.getByRole("img", { name: "Een heftruck" })).toBeVisible();
    await primary(phone, "Verder").click();

    // The video completes on the player's finish event, not on a button.
    await expect(phone.getByText("Onderdeel 3 van 4")).toBeVisible();
    await expect(primary(phone, "Verder")).toBeDisabled();
    await phone.locator("video").evaluate((element: HTMLVideoElement) => {
      element.muted = true;
      return element.play();
    });
    await expect(phone.getByText("Je hebt de video bekeken.")).toBeVisible({ timeout: 30_000 });
    await primary(phone, "Verder").click();

    // The document completes once it is shown.
    await expect(phone.getByText("Je hebt het document bekeken.")).toBeVisible({
      timeout: 15_000,
    });
    await primary(phone, "Afronden").click();
    await expect(phone).toHaveURL(/\/walk-through\/finish$/);
    await phone.getByRole("link", { name: "Naar mijn trainingen" }).click();
    const tile = phone.getByRole("article").filter({ hasText: name });
    await expect(tile.getByTestId("tile-done")).toBeVisible();
  });
});
