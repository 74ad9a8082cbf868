import type { Page } from "@playwright/test";
import { accounts, demoLearners } from "../support/accounts";
import { apiOf, demoPerson } from "../support/api";
import { moveServerClock, resetServerClock } from "../support/clock";
import { expect, test } from "../support/fixtures";
import { mailboxSize, mailsTo, waitForMail } from "../support/mailbox";
import { signInAs } from "../support/sign-in";

const FIRST = "Werkinstructie inpakstraat";
const SECOND = "Veilig werken met ladders";
const THIRD = "Brandveiligheid op de werkvloer";

const stepCourse = (page: Page, position: number) =>
  page.getByRole("combobox", { name: `Onderdeel van stap ${position}` });

/** The learner's path page: its steps, in order. */
const steps = (page: Page) => page.getByRole("main").getByRole("listitem");

/** Walks a course from its page to the end, block by block (a document counts once shown). */
async function finishCourse(page: Page) {
  await page.getByRole("link", { name: "Beginnen" }).click();
  const done = page.getByText(/^Je hebt .* afgerond\.$/);
  const onward = page.getByRole("button", { name: /^(Verder|Afronden)$/ });
  for (let guard = 0; guard < 20 && !(await done.isVisible()); guard++) {
    await expect(onward.or(done).first()).toBeVisible();
    if (await onward.isVisible()) await onward.click();
  }
  await expect(done).toBeVisible();
}

test.describe("onboarding paths", () => {
  test("a leader builds a path by keyboard and links a group; a new member gets it, the steps unlock in order, and an overdue step is mailed once", async ({
    page,
    browser,
  }) => {
    test.setTimeout(150_000);
    const name = `Inwerken inpakstraat ${Date.now()}`;
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const groupName = `Ploeg inpakstraat ${Date.now()}`;
    const group = (await api("POST", "/groups", { name: groupName, memberIds: [] })).data as {
      id: string;
    };

    // Three steps, the first two chosen the wrong way round, then put in order by keyboard.
    await page.goto("/onboarding/create");
    await page.getByLabel("Naam van het traject").fill(name);
    await stepCourse(page, 1).selectOption({ label: `Cursus: ${SECOND}` });
    await page.getByRole("button", { name: "Stap toevoegen" }).click();
    await stepCourse(page, 2).selectOption({ label: `Cursus: ${FIRST}` });
    await page.getByRole("button", { name: "Stap toevoegen" }).click();
    await stepCourse(page, 3).selectOption({ label: `Cursus: ${THIRD}` });
    await page.getByRole("button", { name: "Stap 2 omhoog" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByText("Stap verplaatst naar positie 1.")).toBeAttached();
    await expect(stepCourse(page, 1)).toHaveValue(/.+/);
    await expect(stepCourse(page, 1).locator("option:checked")).toHaveText(`Cursus: ${FIRST}`);
    await expect(stepCourse(page, 2).locator("option:checked")).toHaveText(`Cursus: ${SECOND}`);
    const due = page.getByLabel("Afronden binnen (dagen)");
    await due.nth(0).fill("2");
    await due.nth(1).fill("5");
    await due.nth(2).fill("10");
    const locks = page.getByLabel("Pas beschikbaar als de vorige stap klaar is");
    await locks.nth(0).check();
    await locks.nth(1).check();
    await page.getByRole("checkbox", { name: groupName }).check();
    await page.getByRole("button", { name: "Traject opslaan" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByText("Nog niemand volgt dit traject.")).toBeVisible();
    const pathUrl = page.url();

    // Joining the linked group gives the path at once.
    const tim = await demoPerson(api, "Tim Hendriks");
    await api("PATCH", `/groups/${group.id}`, { name: groupName, memberIds: [tim.id] });
    await page.reload();
    await expect(page.getByText("1 volger")).toBeVisible();
    const follower = page.getByRole("row", { name: /Tim Hendriks/ });
    await expect(follower).toContainText("0%");

    // The learner sees one tile; step 2 waits for step 1.
    const learnerContext = await browser.newContext();
    const learner = await learnerContext.newPage();
    await signInAs(learner, demoLearners.tim);
    const tile = learner.getByRole("link", { name: new RegExp(name) });
    await expect(tile).toContainText("0 van 3 stappen klaar");
    await expect(tile).toContainText(`Volgende: stap 1, ${FIRST}`);
    await tile.click();
    await expect(learner.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(steps(learner).nth(1)).toContainText("Op slot tot stap 1 klaar is");
    await expect(steps(learner).nth(1).getByRole("link")).toHaveCount(0);

    await steps(learner).nth(0).getByRole("link", { name: FIRST }).click();
    await finishCourse(learner);
    await learner.getByRole("link", { name: "Naar mijn trainingen" }).click();
    await expect(learner.getByRole("link", { name: new RegExp(name) })).toContainText(
      "1 van 3 stappen klaar",
    );
    await learner.getByRole("link", { name: new RegExp(name) }).click();
    await expect(steps(learner).nth(0)).toContainText("Klaar");
    await expect(steps(learner).nth(1)).toContainText("Volgende stap");
    await expect(steps(learner).nth(1).getByRole("link", { name: SECOND })).toBeVisible();

    // The leader sees the progress move.
    await page.goto(pathUrl);
    await expect(page.getByRole("row", { name: /Tim Hendriks/ })).toContainText("33%");
    await expect(page.getByText("gemiddeld 33% klaar")).toBeVisible();

    // Six days on, step 2 (due on day 5) is overdue: one mail, however often the sweep runs.
    const since = mailboxSize();
    const subject = /^Te laat: Veilig werken met ladders/;
    try {
      await moveServerClock(6);
      const mail = await waitForMail(demoLearners.tim, subject, { since });
      expect(mail.text).toContain(`In je traject ${name} had je ${SECOND} uiterlijk op`);
      // Several sweeps (every 2 s in the journeys) later, still one.
      await page.waitForTimeout(6_000);
      expect(mailsTo(demoLearners.tim, subject, { since })).toHaveLength(1);
      // Step 3 is still locked: nothing about it.
      expect(mailsTo(demoLearners.tim, /Brandveiligheid/, { since })).toHaveLength(0);
    } finally {
      await resetServerClock();
    }
    await learnerContext.close();
  });
});
