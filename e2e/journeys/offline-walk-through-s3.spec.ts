import type { Page } from "@playwright/test";
import { accounts, demoLearners } from "../support/accounts";
import { apiOf, createCourse, demoMedia } from "../support/api";
import { expect, test } from "../support/fixtures";
import { type PostgresApp, startPostgresApp } from "../support/postgres-app";
import { type S3Bucket, startS3Bucket } from "../support/s3-bucket";
import { signInAs } from "../support/sign-in";

/**
 * The offline walk-through of offline-walk-through.spec.ts, with the files in an S3 bucket: the
 * media are presigned URLs on the bucket's origin, which the service worker answers from the
 * copy on the phone as it does the API's own file URLs.
 */
const NAME = "Heftruck zonder bereik";

/** HTMLMediaElement.HAVE_METADATA: the player knows the video's duration and size. */
const HAVE_METADATA = 1;

let bucket: S3Bucket;
let app: PostgresApp;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  const port = Number(process.env.E2E_PORT ?? 3100) + 1;
  bucket = await startS3Bucket(`http://localhost:${port}`);
  app = await startPostgresApp(port, bucket.env);
});
test.afterAll(async () => {
  await app?.stop();
  await bucket?.stop();
});

const controlled = (page: Page) =>
  page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 15_000,
  });

const picture = (page: Page) => page.getByRole("img", { name: "Een heftruck" });
const shown = (page: Page) =>
  picture(page).evaluate((image: HTMLImageElement) => image.naturalWidth);

// The learner's phone keeps the course through the service worker, as the installed app does.
test.use({ serviceWorkers: "allow", viewport: { width: 390, height: 844 } });

test("a course whose picture and video are in the S3 bucket opens offline with both", async ({
  page,
  browser,
}) => {
  test.setTimeout(60_000);
  // A group leader publishes a course of a demo picture and the demo video, and assigns it.
  const office = await browser.newContext({ serviceWorkers: "block" });
  const leaderPage = await office.newPage();
  await signInAs(leaderPage, accounts.groupLeader, { origin: app.origin });
  const leader = await apiOf(leaderPage);
  const mediaId = await demoMedia(leader);
  const course = await createCourse(leader, {
    courseTypeKey: "elearning",
    name: NAME,
    description: "De dagelijkse controle, ook in de kelder zonder bereik.",
    learningGoals: ["Je controleert de heftruck voor je gaat rijden", "Je meldt schade meteen"],
  });
  await course.addBlock({
    type: "image",
    mediaId: mediaId("Veilig werken met de heftruck.png"),
    alt: "Een heftruck",
    caption: "",
  });
  await course.addBlock({
    type: "video",
    mediaId: mediaId("Rondleiding magazijn.mp4"),
    title: "Dagelijkse controle",
    finishPercentage: 100,
  });
  await leader("POST", `${course.base}/publish`, { target: "own" });
  const people = (await leader("GET", "/users?perPage=100")).data as {
    id: string;
    email: string | null;
  }[];
  const learnerId = people.find((person) => person.email === demoLearners.fatima)!.id;
  await leader("POST", `/courses/${course.courseId}/enrollments`, { companyUserIds: [learnerId] });
  await office.close();

  // The learner sees the picture online first: it comes from the bucket, not from the app.
  await signInAs(page, demoLearners.fatima, { origin: app.origin });
  await controlled(page);
  await page.getByRole("link", { name: NAME }).click();
  await page.getByRole("link", { name: "Beginnen" }).click();
  await expect.poll(() => shown(page)).toBeGreaterThan(0);
  const source = new URL((await picture(page).getAttribute("src"))!);
  expect(source.origin).toBe(bucket.env.S3_ENDPOINT);
  expect(source.searchParams.has("X-Amz-Signature")).toBe(true);

  // Made available offline from the course page.
  await page.getByRole("link", { name: /Sluiten/ }).click();
  await page.getByRole("button", { name: "Beschikbaar offline" }).click();
  await expect(page.getByText(/Beschikbaar offline: \d+,\d MB op dit apparaat\./)).toBeVisible({
    timeout: 15_000,
  });

  // Without a connection, and loaded afresh so nothing is left in the page's memory, the
  // picture and the video come from the phone.
  await page.context().setOffline(true);
  await page.reload();
  await page.getByRole("link", { name: "Beginnen" }).click();
  await expect(picture(page)).toBeVisible();
  await expect.poll(() => shown(page)).toBeGreaterThan(0);
  await page.getByRole("button", { name: "Verder" }).click();
  const video = page.getByLabel("Dagelijkse controle");
  expect(new URL((await video.getAttribute("src"))!).origin).toBe(bucket.env.S3_ENDPOINT);
  await expect
    .poll(() => video.evaluate((element: HTMLVideoElement) => element.readyState))
    .toBeGreaterThanOrEqual(HAVE_METADATA);
  expect(await video.evaluate((element: HTMLVideoElement) => element.duration)).toBeGreaterThan(0);
  // A range of the video, as a player asks for it, is cut from the copy.
  const range = await video.evaluate(async (element: HTMLVideoElement) => {
    const answer = await fetch(element.src, { headers: { range: "bytes=100-199" } });
    return {
      status: answer.status,
      contentRange: answer.headers.get("content-range"),
      bytes: (await answer.arrayBuffer()).byteLength,
    };
  });
  expect(range).toEqual({
    status: 206,
    contentRange: expect.stringMatching(/^bytes 100-199\/\d+$/),
    bytes: 100,
  });
});
