import type { Page } from "@playwright/test";
import { accounts, demoLearners } from "../support/accounts";
import { apiOf, createCourse, demoMedia } from "../support/api";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

const NAME = "Veilig heffen onderweg";

const question = (prompt: string, right: string, wrong: string) => ({
  type: "question",
  question: {
    kind: "choice",
    prompt,
    weight: "medium",
    feedback: { correct: "", incorrect: "" },
    options: [
      { id: "a", text: right, isCorrect: true },
      { id: "b", text: wrong, isCorrect: false },
    ],
  },
});

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });

type Result = {
  enrollment: { progress: { completedBlocks: number } };
  questions: {
    blockUuid: string;
    examQuestionResult: {
      answer: { optionIds: string[] };
      revealed: { points: number; isCorrect: boolean } | null;
    } | null;
  }[];
};

// The learner's phone keeps the course through the service worker, as the installed app does.
test.use({ serviceWorkers: "allow" });

test("a learner walks through a course offline and the answers arrive once, scored as online", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // A group leader publishes a course of three questions and a picture, and assigns it.
  await signInAs(page, accounts.groupLeader);
  const leader = await apiOf(page);
  const mediaId = await demoMedia(leader);
  const course = await createCourse(leader, {
    courseTypeKey: "elearning",
    name: NAME,
    description: "Tillen zonder rugpijn, ook in de kelder zonder bereik.",
    learningGoals: ["Je tilt met rechte rug", "Je vraagt hulp bij zware lasten"],
  });
  for (const content of [
    question("Hoe til je een doos op?", "Door je knieën", "Met gestrekte benen"),
    question("Wanneer vraag je hulp?", "Boven de 23 kilo", "Nooit"),
    question("Wat doe je met een scheur in de doos?", "Melden", "Gewoon tillen"),
    {
      type: "image",
      mediaId: mediaId("Veilig werken met de heftruck.png"),
      alt: "Een heftruck",
      caption: "",
    },
  ])
    await course.addBlock(content);
  await leader("POST", `${course.base}/publish`, { target: "own" });
  const people = (await leader("GET", "/users?perPage=100")).data as {
    id: string;
    email: string | null;
  }[];
  const learnerId = people.find((person) => person.email === demoLearners.fatima)!.id;
  await leader("POST", `/courses/${course.courseId}/enrollments`, { companyUserIds: [learnerId] });

  const context = await browser.newContext({
    serviceWorkers: "allow",
    viewport: { width: 390, height: 844 },
  });
  const phone = await context.newPage();
  await signInAs(phone, demoLearners.fatima);
  await controlled(phone);
  await phone.getByRole("link", { name: NAME }).click();
  await expect(phone.getByRole("heading", { level: 1, name: NAME })).toBeVisible();

  // Made available offline: the page says how much space it takes on the phone.
  await phone.getByRole("button", { name: "Beschikbaar offline" }).click();
  await expect(phone.getByText(/Beschikbaar offline: \d+,\d MB op dit apparaat\./)).toBeVisible({
    timeout: 15_000,
  });

  // Without a connection, the walk-through opens from the copy on the phone.
  await context.setOffline(true);
  await phone.getByRole("link", { name: "Beginnen" }).click();
  for (const [prompt, choice] of [
    ["Hoe til je een doos op?", "Door je knieën"],
    ["Wanneer vraag je hulp?", "Nooit"],
    ["Wat doe je met een scheur in de doos?", "Melden"],
  ] as const) {
    await expect(phone.getByText(prompt)).toBeVisible();
    await phone.getByLabel(choice).check();
    await phone.getByRole("button", { name: "Antwoord versturen" }).click();
  }
  await expect(
    phone.getByText("3 antwoorden wachten op verzending.", { exact: false }),
  ).toBeVisible();
  await expect(phone.getByRole("progressbar", { name: "Voortgang" })).toHaveAttribute(
    "aria-valuenow",
    "75",
  );
  // Leaving now warns that answers still wait (the spec's queue-is-running warning).
  const leaving = phone.waitForEvent("dialog");
  void phone.evaluate(() => window.location.reload());
  const warning = await leaving;
  expect(warning.type()).toBe("beforeunload");
  await warning.dismiss();
  // The picture of the last block comes from the phone as well.
  const picture = phone.getByRole("img", { name: "Een heftruck" });
  await expect(picture).toBeVisible();
  await expect
    .poll(() => picture.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);

  // Back online: the queue empties by itself.
  await context.setOffline(false);
  await expect(phone.getByText(/wachten op verzending/)).toHaveCount(0, { timeout: 15_000 });

  // The server holds exactly those three answers, once each, scored by its own rules.
  const enrollments = (await leader("GET", `/users/${learnerId}/enrollments?perPage=100`)).data as {
    id: string;
    course: { name: string };
  }[];
  const enrollmentId = enrollments.find((enrollment) => enrollment.course.name === NAME)!.id;
  const result = (await leader("GET", `/enrollments/${enrollmentId}/result`)).data as Result;
  expect(result.enrollment.progress.completedBlocks).toBe(3);
  expect(
    result.questions.map((entry) => ({
      answer: entry.examQuestionResult?.answer.optionIds,
      points: entry.examQuestionResult?.revealed?.points,
      isCorrect: entry.examQuestionResult?.revealed?.isCorrect,
    })),
  ).toEqual([
    { answer: ["a"], points: 2, isCorrect: true },
    { answer: ["b"], points: 0, isCorrect: false },
    { answer: ["a"], points: 2, isCorrect: true },
  ]);
  await context.close();
});
