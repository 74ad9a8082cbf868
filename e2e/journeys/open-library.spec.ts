import type { Page } from "@playwright/test";
import { accounts, demoLearners } from "../support/accounts";
import { apiOf, createCourse } from "../support/api";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

/** A published course open to all the demo company's learners, with 30 minutes and 70 % to pass. */
async function publishTimedCourse(page: Page, name: string) {
  await signInAs(page, accounts.groupLeader);
  const api = await apiOf(page);
  const course = await createCourse(api, {
    courseTypeKey: "elearning",
    name,
    description: "Een korte toets met een klok.",
    learningGoals: ["Je kent de regels", "Je past ze toe"],
  });
  await course.addBlock({
    type: "question",
    question: {
      kind: "choice",
      prompt: "Wat doe je bij brand?",
      weight: "medium",
      feedback: { correct: "Goed zo.", incorrect: "Helaas." },
      options: [
        { id: "a", text: "Alarm slaan", isCorrect: true },
        { id: "b", text: "Doorwerken", isCorrect: false },
      ],
    },
  });
  const { revision } = (await api("GET", course.base)).data as { revision: number };
  await api("PATCH", course.base, {
    revision,
    settings: {
      scoringMethod: "sectionQuestions",
      passPercentage: 70,
      timeLimitEnabled: true,
      timeLimitMinutes: 30,
      checkAnswerMode: false,
      isAvailableForAllStudentsOfThisDomain: true,
    },
  });
  await api("POST", `${course.base}/publish`, { target: "own" });
  return course.courseId;
}

test.describe("the open library", () => {
  test("a learner enrolls in a course of another company and starts at once", async ({ page }) => {
    await signInAs(page, demoLearners.tim);
    await page
      .getByRole("navigation", { name: "Hoofdmenu" })
      .getByRole("link", { name: "Open bibliotheek" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Open bibliotheek" })).toBeVisible();
    await page.getByLabel("Zoeken op naam").fill("agressie");
    await page.getByRole("link", { name: "Omgaan met agressie" }).click();
    await expect(page.getByText("Van Zorggroep Horizon")).toBeVisible();
    await page.getByRole("button", { name: "Inschrijven en beginnen" }).click();
    await expect(page).toHaveURL(/\/enrollments\/[0-9a-f-]+\/walk-through\//);
    await expect(page.getByText("Onderdeel 1 van")).toBeVisible();

    await page.goto("/open-library?status=open");
    await expect(page.getByRole("link", { name: "Omgaan met agressie" })).toBeVisible();
    await page.goto("/my-trainings");
    await expect(page.getByRole("link", { name: "Omgaan met agressie" })).toBeVisible();
  });

  test("a timed course shows its limit and pass mark, asks before the clock starts, and counts down at once", async ({
    page,
    browser,
  }) => {
    const name = "Brandoefening met de klok";
    const courseId = await publishTimedCourse(page, name);
    const phone = await (
      await browser.newContext({ viewport: { width: 360, height: 740 }, isMobile: true })
    ).newPage();
    await signInAs(phone, demoLearners.anouk);
    await phone.goto(`/open-library/${courseId}`);
    await expect(phone.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(
      phone.getByText("Tijdslimiet: 30 minuten. De tijd begint te lopen zodra je begint."),
    ).toBeVisible();
    await expect(phone.getByText("Je slaagt met 70% van de punten.")).toBeVisible();
    await phone.evaluate(() => ((window as unknown as { sameLoad: boolean }).sameLoad = true));

    // Not yet: nothing starts, the learner stays.
    await phone.getByRole("button", { name: "Inschrijven en beginnen" }).click();
    const ask = phone.getByRole("alertdialog", { name: "Nu beginnen?" });
    await expect(ask).toContainText("Je hebt 30 minuten.");
    await ask.getByRole("button", { name: "Nog niet" }).click();
    await expect(ask).toBeHidden();
    await expect(phone).toHaveURL(new RegExp(`/open-library/${courseId}$`));

    await phone.getByRole("button", { name: "Inschrijven en beginnen" }).click();
    await phone.getByRole("alertdialog").getByRole("button", { name: "Beginnen" }).click();
    await expect(phone).toHaveURL(/\/enrollments\/[0-9a-f-]+\/walk-through\//);
    await expect(phone.getByRole("timer", { name: "Resterende tijd" })).toContainText(
      /(30:00|29:\d\d)/,
    );
    expect(await phone.evaluate(() => (window as unknown as { sameLoad?: boolean }).sameLoad)).toBe(
      true,
    );
    await phone.screenshot({ path: test.info().outputPath("timed-walk-through-phone.png") });
  });

  test("a timed enrollment never opens its walk-through unasked: the enrollment page asks first", async ({
    page,
    browser,
  }) => {
    const name = "Ontruimingstoets met de klok";
    const courseId = await publishTimedCourse(page, name);
    const learner = await (await browser.newContext()).newPage();
    await signInAs(learner, demoLearners.youssef);
    const api = await apiOf(learner);
    const enrollment = (await api("POST", `/courses/public/${courseId}/enroll`)).data as {
      id: string;
    };

    await learner.goto(`/enrollments/${enrollment.id}/walk-through`);
    await expect(learner).toHaveURL(new RegExp(`/enrollments/${enrollment.id}$`));
    await expect(
      learner.getByText("Je hebt 30 minuten. De tijd begint te lopen zodra je begint."),
    ).toBeVisible();
    await expect(learner.getByText("Je slaagt met 70% van de punten.")).toBeVisible();
    await learner.getByRole("button", { name: "Beginnen" }).click();
    await learner
      .getByRole("alertdialog", { name: "Nu beginnen?" })
      .getByRole("button", { name: "Beginnen" })
      .click();
    await expect(learner).toHaveURL(/\/walk-through\//);
    await expect(learner.getByRole("timer", { name: "Resterende tijd" })).toBeVisible();
  });

  test("one configured company calls it Kennissessies", async ({ page, hosts }) => {
    await signInAs(page, accounts.zorgStudent, { origin: hosts.zorg });
    const menu = page.getByRole("navigation", { name: "Hoofdmenu" });
    await expect(menu.getByRole("link", { name: "Kennissessies" })).toBeVisible();
    await menu.getByRole("link", { name: "Kennissessies" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Kennissessies" })).toBeVisible();
    await expect(page.getByText("Open bibliotheek")).toHaveCount(0);
  });
});
