import type { Page } from "@playwright/test";
import { accounts, demoLearners } from "../support/accounts";
import { type Api, apiOf, createCourse, demoMedia } from "../support/api";
import { expect, test } from "../support/fixtures";
import { chooseFromUserMenu } from "../support/navigation";
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

/** A published course of these blocks, assigned to the learner; returns the learner's id. */
async function assignNewCourse(
  leader: Api,
  name: string,
  learner: string,
  blocks: Record<string, unknown>[],
) {
  const course = await createCourse(leader, {
    courseTypeKey: "elearning",
    name,
    description: "Tillen zonder rugpijn, ook in de kelder zonder bereik.",
    learningGoals: ["Je tilt met rechte rug", "Je vraagt hulp bij zware lasten"],
  });
  for (const content of blocks) await course.addBlock(content);
  await leader("POST", `${course.base}/publish`, { target: "own" });
  const people = (await leader("GET", "/users?perPage=100")).data as {
    id: string;
    email: string | null;
  }[];
  const learnerId = people.find((person) => person.email === learner)!.id;
  await leader("POST", `/courses/${course.courseId}/enrollments`, { companyUserIds: [learnerId] });
  return learnerId;
}

/** The enrollment's result as the group leader reads it. */
async function resultOf(leader: Api, learnerId: string, name: string) {
  const enrollments = (await leader("GET", `/users/${learnerId}/enrollments?perPage=100`)).data as {
    id: string;
    course: { name: string };
  }[];
  const enrollmentId = enrollments.find((enrollment) => enrollment.course.name === name)!.id;
  return (await leader("GET", `/enrollments/${enrollmentId}/result`)).data as Result;
}

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
  const learnerId = await assignNewCourse(leader, NAME, demoLearners.fatima, [
    question("Hoe til je een doos op?", "Door je knieën", "Met gestrekte benen"),
    question("Wanneer vraag je hulp?", "Boven de 23 kilo", "Nooit"),
    question("Wat doe je met een scheur in de doos?", "Melden", "Gewoon tillen"),
    {
      type: "image",
      mediaId: mediaId("Veilig werken met de heftruck.png"),
      alt: "Een heftruck",
      caption: "",
    },
  ]);

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
  const given = [
    ["Hoe til je een doos op?", "Door je knieën"],
    ["Wanneer vraag je hulp?", "Nooit"],
    ["Wat doe je met een scheur in de doos?", "Melden"],
  ] as const;
  for (const [prompt, choice] of given) {
    await expect(phone.getByText(prompt)).toBeVisible();
    await phone.getByLabel(choice).check();
    await phone.getByRole("button", { name: "Antwoord versturen" }).click();
  }
  const waiting = phone.getByText("3 antwoorden wachten op verzending.", { exact: false });
  const progress = phone.getByRole("progressbar", { name: "Voortgang" });
  await expect(waiting).toBeVisible();
  await expect(progress).toHaveAttribute("aria-valuenow", "75");
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

  // Reloaded without a connection, the page still shows what was answered on the phone: each
  // answer as given, marked as waiting to be sent, and the progress counting them.
  const reloading = phone.waitForEvent("dialog");
  void phone.evaluate(() => window.location.reload());
  await (await reloading).accept();
  await expect(waiting).toBeVisible({ timeout: 15_000 });
  await expect(progress).toHaveAttribute("aria-valuenow", "75");
  // The company's logo too: the header is this company's, not a broken image.
  const logo = phone.getByRole("banner").getByRole("img").first();
  await expect
    .poll(() => logo.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  for (const [prompt, choice] of [...given].reverse()) {
    await phone.getByRole("link", { name: "Vorige" }).click();
    await expect(phone.getByText(prompt)).toBeVisible();
    await expect(phone.getByLabel(choice)).toBeChecked();
    await expect(
      phone.getByText("Je antwoord staat op dit apparaat en wacht op verzending."),
    ).toBeVisible();
  }

  // Back online: the queue empties by itself.
  await context.setOffline(false);
  await expect(phone.getByText(/wachten op verzending/)).toHaveCount(0, { timeout: 15_000 });

  // The server holds exactly those three answers, once each, scored by its own rules.
  const result = await resultOf(leader, learnerId, NAME);
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

test("answers left on a shared phone wait for their owner, and are not sent as someone else", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  const name = "Tillen op de gedeelde telefoon";
  await signInAs(page, accounts.groupLeader);
  const leader = await apiOf(page);
  const learnerId = await assignNewCourse(leader, name, demoLearners.fatima, [
    question("Hoe til je een doos op?", "Door je knieën", "Met gestrekte benen"),
    question("Wanneer vraag je hulp?", "Boven de 23 kilo", "Nooit"),
  ]);

  // The server cannot be reached when the learner answers: the answer waits on the phone.
  // Without the service worker: the test stands in for the network with its own routes.
  const context = await browser.newContext({ serviceWorkers: "block" });
  const phone = await context.newPage();
  const progressCall = "**/api/v1/enrollments/*/sections/*/progress";
  await context.route(progressCall, (route) => route.abort("internetdisconnected"));
  await signInAs(phone, demoLearners.fatima);
  await phone.getByRole("link", { name }).click();
  await phone.getByRole("link", { name: "Beginnen" }).click();
  await phone.getByLabel("Door je knieën").check();
  await phone.getByRole("button", { name: "Antwoord versturen" }).click();
  await expect(phone.getByText("1 antwoord wacht op verzending.", { exact: false })).toBeVisible();

  // She signs out and a colleague signs in on the same phone, with the server reachable again.
  await chooseFromUserMenu(phone, "Uitloggen");
  await expect(phone.getByRole("heading", { level: 1, name: "Inloggen" })).toBeVisible();
  await context.unroute(progressCall);
  const sent: string[] = [];
  phone.on("request", (request) => {
    if (/\/progress$/.test(request.url())) sent.push(request.url());
  });
  await signInAs(phone, accounts.companyStudent);
  // Her answer is not sent with his session (it would be refused and lost), nor counted as his.
  await phone.waitForTimeout(2_000);
  expect(sent).toEqual([]);
  await chooseFromUserMenu(phone, "Uitloggen");

  // Signed in again, hers is sent, and the server holds it.
  await signInAs(phone, demoLearners.fatima);
  await expect.poll(() => sent.length, { timeout: 15_000 }).toBe(1);
  await expect
    .poll(async () => (await resultOf(leader, learnerId, name)).enrollment.progress.completedBlocks)
    .toBe(1);
  await context.close();
});
