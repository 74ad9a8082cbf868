import { expect, test } from "@playwright/test";
import {
  type EnvelopeItem,
  startEnvelopeReceiver,
} from "../../apps/api/src/test/envelope-receiver";
import { baseURL } from "../playwright.config";
import { type PostgresApp, startPostgresApp } from "../support/postgres-app";

/**
 * Error reporting in the browser (issue 25): a second app whose browser DSN points at a local
 * stand-in for the reporting service receives what a page reports, scrubbed; the journeys' own
 * server has no DSN and its pages send nothing.
 */
const TOKEN = "q3Vx9_Lk2-PzR8mWc4TbYn7AhJd0UeGs6FiKoB1lNtM";
const SECRETS = ["piet.puk@voorbeeld.nl", "Piet Puk", TOKEN];

let receiver: Awaited<ReturnType<typeof startEnvelopeReceiver>>;
let app: PostgresApp;

test.beforeAll(async () => {
  test.setTimeout(180_000);
  receiver = await startEnvelopeReceiver();
  app = await startPostgresApp(Number(process.env.E2E_PORT ?? 3100) + 2, {
    ERROR_REPORTING_BROWSER_DSN: receiver.dsn,
  });
});

test.afterAll(async () => {
  await app?.stop();
  await receiver?.close();
});

const expectScrubbed = (item: EnvelopeItem) => {
  for (const secret of SECRETS) expect(item.raw).not.toContain(secret);
};

const findEvent = (text: string) => receiver.events().find((item) => item.raw.includes(text));

test("an error in a page reaches the reporting service without address, name or token", async ({
  page,
}) => {
  const reportingCode = page.waitForRequest(/error-reporting-sentry/);
  await page.goto(`${app.origin}/reset-password?token=${TOKEN}`);
  await reportingCode;
  await page.waitForFunction(() => "__SENTRY__" in window);
  await page.evaluate(() => {
    // A log line before the error becomes a breadcrumb of its report.
    console.info("saving for", { firstName: "Piet Puk", email: "piet.puk@voorbeeld.nl" });
    setTimeout(() => {
      throw new Error("Kon het antwoord van piet.puk@voorbeeld.nl niet opslaan");
    });
  });
  await expect.poll(() => findEvent("Kon het antwoord")).toBeTruthy();
  const event = findEvent("Kon het antwoord")!;
  expect(event.raw).toContain("Kon het antwoord van [e-mail] niet opslaan");
  expect(event.raw).toContain("saving for");
  // The page's query string (with the link's token) is not collected at all.
  expect((event.payload.request as { url: string }).url).toBe(`${app.origin}/reset-password`);
  for (const item of receiver.items) expectScrubbed(item);
});

test("the root error page reports what broke the page", async ({ page }) => {
  // The company of the host arrives broken: the page cannot be shown at all.
  await page.route("**/api/v1/companies/current", (route) =>
    route.fulfill({
      status: 200,
      contentType: "application/json",
      body: "piet.puk@voorbeeld.nl is geen JSON",
    }),
  );
  await page.goto(`${app.origin}/login?token=${TOKEN}`);
  await expect(page.getByRole("button", { name: "Opnieuw laden" })).toBeVisible();
  await expect.poll(() => findEvent("SyntaxError")).toBeTruthy();
  const event = findEvent("SyntaxError")!;
  expect((event.payload.request as { url: string }).url).toBe(`${app.origin}/login`);
  expectScrubbed(event);
});

test("without a DSN a page loads no reporting code and sends nothing", async ({ page }) => {
  const before = receiver.items.length;
  const elsewhere: string[] = [];
  page.on("request", (request) => {
    const url = request.url();
    if (!url.startsWith(baseURL) || url.includes("error-reporting-sentry")) elsewhere.push(url);
  });
  const settings = page.waitForResponse(/\/api\/v1\/error-reporting$/);
  await page.goto("/login");
  expect(await (await settings).json()).toMatchObject({ dsn: null });
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error("Kon het antwoord niet opslaan");
    });
  });
  await page.waitForTimeout(1000);
  expect(elsewhere).toEqual([]);
  expect(receiver.items).toHaveLength(before);
});
