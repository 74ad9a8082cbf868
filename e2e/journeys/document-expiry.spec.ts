import type { BrowserContext, Page } from "@playwright/test";
import { accounts } from "../support/accounts";
import { apiOf, demoMedia, demoPerson } from "../support/api";
import { moveServerClock, resetServerClock } from "../support/clock";
import { expect, test } from "../support/fixtures";
import { AFTER_CLOCK_MOVE_MS, mailboxSize, mailsTo, waitForMail } from "../support/mailbox";
import { primaryNav } from "../support/navigation";
import { signInAs } from "../support/sign-in";

/** A warehouse colleague: no other document of theirs runs out within the month moved below. */
const learnerName = "Niels Hoekstra";
const learnerEmail = "niels.hoekstra@demo.example";
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A stroke drawn with a finger on the signature pad (real touch input). */
async function signWithFinger(context: BrowserContext, learner: Page, button: string) {
  await learner.getByRole("button", { name: button }).click();
  const dialog = learner.getByRole("dialog", { name: "Document ondertekenen" });
  await dialog.getByLabel("Ik bevestig deze verklaring").check();
  const saved = dialog.getByLabel("Gebruik mijn opgeslagen handtekening");
  if (await saved.isVisible()) await saved.uncheck();
  const pad = dialog.getByTestId("signature-pad");
  await pad.scrollIntoViewIfNeeded();
  const box = (await pad.boundingBox())!;
  const cdp = await context.newCDPSession(learner);
  const at = (fx: number, fy: number) => [
    { x: box.x + box.width * fx, y: box.y + box.height * fy, id: 1 },
  ];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0.1, 0.7) });
  for (let step = 1; step <= 12; step += 1)
    await cdp.send("Input.dispatchTouchEvent", {
      type: "touchMove",
      touchPoints: at(0.1 + (0.8 * step) / 12, 0.5 + 0.3 * Math.sin(step / 2)),
    });
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
  await dialog.getByRole("button", { name: "Onderteken" }).click();
  await expect(dialog).toBeHidden();
  await expect(learner.getByText(/Je hebt dit document ondertekend/)).toBeVisible();
}

/** The learner's badge count, as the server counts it. */
async function badgeOf(learner: Page) {
  const api = await apiOf(learner);
  return ((await api("GET", "/users/me")).data as { signDocumentsCount: number })
    .signDocumentsCount;
}

test.describe("document expiry", () => {
  test("a signature past its validity is recorded, mailed once and asked again; both sealed PDFs stay in the history", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    const title = `Gedragscode maandelijks ${Date.now()}`;
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const media = await demoMedia(api);
    const person = await demoPerson(api, learnerName);
    const document = (
      await api("POST", "/lms/documents", {
        title,
        mediaId: media("Huisregels magazijn.pdf"),
        mustSign: true,
        validityMonths: 1,
      })
    ).data as { id: string };
    await api("POST", `/lms/documents/${document.id}/assignees`, { companyUserIds: [person.id] });

    const context = await browser.newContext(phone);
    const learner = await context.newPage();
    await signInAs(learner, learnerEmail);
    await learner.goto(`/documents/${document.id}`);
    await signWithFinger(context, learner, "Onderteken");
    const signedBadge = await badgeOf(learner);

    const since = mailboxSize();
    const subject = `Onderteken opnieuw: ${title}`;
    try {
      // A month and a bit later: the sweep (every two seconds) records it and mails once.
      await moveServerClock(32);
      const mail = await waitForMail(learnerEmail, subject, {
        since,
        timeout: AFTER_CLOCK_MOVE_MS,
      });
      expect(mail.text).toContain(`/documents/${document.id}`);
      await learner.waitForTimeout(5_000);
      expect(mailsTo(learnerEmail, subject, { since })).toHaveLength(1);

      // The learner is asked again: the list says so and the badge counts it.
      await signInAs(learner, learnerEmail);
      await learner.goto("/documents");
      const row = learner.getByRole("link", { name: new RegExp(title) });
      await expect(row.getByText("Verlopen", { exact: true })).toBeVisible();
      await expect(row.getByText(/^Opnieuw ondertekenen · Handtekening verlopen op/)).toBeVisible();
      expect(await badgeOf(learner)).toBe(signedBadge + 1);
      await learner.getByRole("button", { name: "Menu openen" }).click();
      await expect(
        primaryNav(learner).getByRole("link", { name: /^Mijn documenten/ }),
      ).toContainText(`${signedBadge + 1} document`);
      await learner.keyboard.press("Escape");

      await row.click();
      await expect(learner.getByText(/Je handtekening is verlopen/)).toBeVisible();
      await signWithFinger(context, learner, "Opnieuw ondertekenen");
      expect(await badgeOf(learner)).toBe(signedBadge);
      const downloads = learner.getByRole("link", { name: "Download ondertekende PDF" });
      await expect(downloads).toHaveCount(2);
      const hrefs = await downloads.evaluateAll((links) =>
        links.map((link) => (link as HTMLAnchorElement).href),
      );
      const files = await Promise.all(hrefs.map(async (href) => learner.request.get(href)));
      const bodies = await Promise.all(files.map((file) => file.body()));
      for (const body of bodies) expect(body.subarray(0, 5).toString()).toBe("%PDF-");
      expect(bodies[0]!.equals(bodies[1]!)).toBe(false);

      // The educator sees both signatures and the expiry in the person's trail.
      await signInAs(page, accounts.groupLeader);
      await page.goto(`/lms/users/${person.id}/documents/${document.id}`);
      await expect(page.getByRole("link", { name: "Download ondertekende PDF" })).toHaveCount(2);
      await expect(page.getByText("Verlopen", { exact: true }).first()).toBeVisible();
    } finally {
      await resetServerClock();
      await context.close();
    }
    expect(mailsTo(learnerEmail, subject, { since })).toHaveLength(1);
  });

  test("the document's assignees read as a compact list on a phone", async ({ browser }) => {
    const context = await browser.newContext(phone);
    const page = await context.newPage();
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const media = await demoMedia(api);
    const people = await Promise.all(
      ["Ahmed Benali", "Kees Verhoeven", "Niels Hoekstra"].map((name) => demoPerson(api, name)),
    );
    const document = (
      await api("POST", "/lms/documents", {
        title: `Werkinstructie heftruck ${Date.now()}`,
        mediaId: media("Huisregels magazijn.pdf"),
        mustSign: true,
      })
    ).data as { id: string };
    await api("POST", `/lms/documents/${document.id}/assignees`, {
      companyUserIds: people.map((one) => one.id),
    });
    await page.goto(`/lms/documents/${document.id}`);
    const list = page.getByRole("list", { name: "Toegewezen aan" });
    await expect(list.getByRole("listitem")).toHaveCount(3);
    const ahmed = list.getByRole("listitem").filter({ hasText: "Ahmed Benali" });
    await expect(ahmed.getByText("Nieuw")).toBeVisible();
    await expect(ahmed.getByRole("button", { name: "Herinner Ahmed Benali" })).toBeVisible();
    // One short row each: name, status and the reminder, no taller than a couple of lines.
    expect((await ahmed.boundingBox())!.height).toBeLessThan(110);
    await expect(page.getByRole("table", { name: "Toegewezen aan" })).toHaveCount(0);
    await context.close();
  });

  test("past the document's expiry date on the server's clock, its page offers no reminder", async ({
    page,
  }) => {
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const media = await demoMedia(api);
    const person = await demoPerson(api, "Kees Verhoeven");
    const tomorrow = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
      new Date(Date.now() + 86_400_000),
    );
    const document = (
      await api("POST", "/lms/documents", {
        title: `Veiligheidsinstructie stelling ${Date.now()}`,
        mediaId: media("Huisregels magazijn.pdf"),
        mustSign: true,
        expiresOn: tomorrow,
      })
    ).data as { id: string };
    await api("POST", `/lms/documents/${document.id}/assignees`, { companyUserIds: [person.id] });
    await page.goto(`/lms/documents/${document.id}`);
    const row = page.getByRole("row").filter({ hasText: "Kees Verhoeven" });
    await expect(row.getByRole("button", { name: "Herinner Kees Verhoeven" })).toBeVisible();

    try {
      // On the server it is three days later; this browser still says today, before the date.
      await moveServerClock(3);
      await signInAs(page, accounts.groupLeader);
      await page.goto(`/lms/documents/${document.id}`);
      await expect(row.getByText("Verlopen", { exact: true })).toBeVisible();
      await expect(row.getByRole("button", { name: /^Herinner/ })).toHaveCount(0);
    } finally {
      await resetServerClock();
    }
  });
});
