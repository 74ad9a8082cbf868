import type { Locator, Page } from "@playwright/test";
import { accounts, demoLearners } from "../support/accounts";
import { apiOf, createCourse, demoMedia } from "../support/api";
import { expect, test } from "../support/fixtures";
import { makePng } from "../support/media-files";
import { signInAs } from "../support/sign-in";

// Names of one line each, so only the pictures could make the tiles differ.
const TALL = "Poster hoog";
const WIDE = "Poster breed";

/** The tile's picture box and the whole tile, in pixels. */
async function measure(tile: Locator) {
  await expect(tile.locator("img")).toBeVisible();
  const picture = await tile.locator("img").evaluate((img) => {
    const box = img.parentElement!.getBoundingClientRect();
    return { width: Math.round(box.width), height: Math.round(box.height) };
  });
  const whole = await tile.boundingBox();
  return { picture, height: Math.round(whole!.height) };
}

async function expectSameShape(page: Page, what: string) {
  const tall = await measure(page.getByRole("article").filter({ hasText: TALL }));
  const wide = await measure(page.getByRole("article").filter({ hasText: WIDE }));
  expect(tall, what).toEqual(wide);
  await page.screenshot({ path: test.info().outputPath(`${what}.png`), fullPage: true });
}

test.describe("course tiles", () => {
  test.setTimeout(90_000);

  test("pictures of another shape are cropped to the tile, so tiles line up", async ({
    page,
    browser,
  }) => {
    await signInAs(page, accounts.groupLeader);
    await page.goto("/media");
    await page
      .getByTestId("media-file-input")
      .setInputFiles([makePng("poster-hoog.png", "360x900"), makePng("panorama.png", "1200x300")]);
    for (const name of ["poster-hoog.png", "panorama.png"])
      await expect(page.getByRole("listitem").filter({ hasText: name }).locator("img")).toBeVisible(
        { timeout: 20_000 },
      );
    const api = await apiOf(page);
    const mediaId = await demoMedia(api);
    const people = (await api("GET", "/users?perPage=100")).data as {
      id: string;
      email: string | null;
    }[];
    const learner = people.find((person) => person.email === demoLearners.bram)!.id;
    for (const [name, picture] of [
      [TALL, "poster-hoog.png"],
      [WIDE, "panorama.png"],
    ] as const) {
      const course = await createCourse(api, {
        courseTypeKey: "elearning",
        name,
        description: "Een cursus met een plaatje van een andere vorm.",
        learningGoals: ["Je kent de weg", "Je weet waar de uitgang is"],
        imageMediaId: mediaId(picture),
      });
      await course.addBlock({ type: "text", html: "<p>Welkom.</p>" });
      await api("POST", `${course.base}/publish`, { target: "own" });
      await api("POST", `/courses/${course.courseId}/enrollments`, { companyUserIds: [learner] });
    }

    await page.goto("/course-library");
    await expectSameShape(page, "course-library");

    for (const viewport of [
      { width: 1280, height: 800 },
      { width: 360, height: 740 },
    ]) {
      const learnerPage = await (await browser.newContext({ viewport })).newPage();
      await signInAs(learnerPage, demoLearners.bram);
      await expect(
        learnerPage.getByRole("heading", { level: 1, name: "Mijn trainingen" }),
      ).toBeVisible();
      await expectSameShape(learnerPage, `my-trainings-${viewport.width}`);
      await learnerPage.close();
    }
  });
});
