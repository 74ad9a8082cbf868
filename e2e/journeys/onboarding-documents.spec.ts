import type { Page } from "@playwright/test";
import { accounts, demoLearners } from "../support/accounts";
import { apiOf, demoMedia, demoPerson } from "../support/api";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

const stepTarget = (page: Page, position: number) =>
  page.getByRole("combobox", { name: `Onderdeel van stap ${position}` });

/** The learner's path page: its steps, in order. */
const steps = (page: Page) => page.getByRole("main").getByRole("listitem");

/** Draws a stroke on the signature pad with the mouse. */
async function drawSignature(page: Page) {
  const pad = (await page.getByTestId("signature-pad").boundingBox())!;
  await page.mouse.move(pad.x + 20, pad.y + pad.height / 2);
  await page.mouse.down();
  await page.mouse.move(pad.x + pad.width / 2, pad.y + 20, { steps: 8 });
  await page.mouse.move(pad.x + pad.width - 20, pad.y + pad.height - 20, { steps: 8 });
  await page.mouse.up();
}

test.describe("documents as onboarding steps", () => {
  test("a leader puts a document to sign and one to read in a path; the learner signs, the next step opens, and the leader sees the progress", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const stamp = Date.now();
    const name = `Eerste dag ${stamp}`;
    const rules = `Huisregels ${stamp}`;
    const welcome = `Welkomstbrief ${stamp}`;
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const media = await demoMedia(api);
    const document = async (title: string, mustSign: boolean) =>
      (
        (
          await api("POST", "/lms/documents", {
            title,
            mediaId: media("Huisregels magazijn.pdf"),
            mustSign,
          })
        ).data as { id: string }
      ).id;
    const rulesId = await document(rules, true);
    const welcomeId = await document(welcome, false);

    // The editor offers the documents next to the courses.
    await page.goto("/onboarding/create");
    await page.getByLabel("Naam van het traject").fill(name);
    await stepTarget(page, 1).selectOption({ label: `Document: ${rules}` });
    await page.getByRole("button", { name: "Stap toevoegen" }).click();
    await stepTarget(page, 2).selectOption({ label: `Document: ${welcome}` });
    await page.getByLabel("Pas beschikbaar als de vorige stap klaar is").check();
    await page.getByRole("button", { name: "Traject opslaan" }).click();
    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(page.getByRole("cell", { name: `Document: ${rules}` })).toBeVisible();
    const pathUrl = page.url();
    const pathId = pathUrl.split("/").at(-1)!;
    const jeroen = await demoPerson(api, "Jeroen van Leeuwen");
    await api("POST", `/course-groups/${pathId}/assignments`, { companyUserIds: [jeroen.id] });

    // The learner: step 2 waits for the signature on step 1.
    const context = await browser.newContext();
    const learner = await context.newPage();
    await signInAs(learner, demoLearners.jeroen);
    await learner.getByRole("link", { name: new RegExp(name) }).click();
    await expect(learner.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(steps(learner).nth(0)).toContainText("Volgende stap");
    await expect(steps(learner).nth(1)).toContainText("Op slot tot stap 1 klaar is");
    await expect(steps(learner).nth(1).getByRole("link")).toHaveCount(0);
    // Its address typed in, the locked document says what comes first.
    await learner.goto(`/documents/${welcomeId}`);
    await expect(learner.getByText(`Rond eerst "${rules}" af.`)).toBeVisible();
    // "Mijn documenten" lists it too, locked: no link, and what to finish first.
    await learner.goto("/documents");
    await expect(learner.getByRole("link", { name: new RegExp(rules) })).toBeVisible();
    await expect(learner.getByRole("link", { name: new RegExp(welcome) })).toHaveCount(0);
    await expect(
      learner.getByText(
        `Een stap van je traject ${name}. Je kunt dit document openen zodra je ${rules} hebt afgerond.`,
      ),
    ).toBeVisible();
    await learner.goto(`/my-trainings/course-groups/${pathId}`);
    // The leader's page of the person shows the same lock.
    await page.goto(`/lms/users/${jeroen.id}/documents`);
    const lockedRow = page.getByRole("row", { name: new RegExp(welcome) });
    await expect(lockedRow).toContainText("Op slot");
    await expect(lockedRow).toContainText(
      `Een stap van het traject ${name}. Gaat open zodra ${rules} is afgerond.`,
    );
    await expect(
      page.getByRole("row").filter({ has: page.getByRole("link", { name: rules, exact: true }) }),
    ).not.toContainText("Op slot");

    await steps(learner).nth(0).getByRole("link", { name: rules }).click();
    await expect(learner.getByRole("heading", { level: 1, name: rules })).toBeVisible();
    await learner.getByRole("button", { name: "Onderteken" }).click();
    const dialog = learner.getByRole("dialog", { name: "Document ondertekenen" });
    await drawSignature(learner);
    await dialog.getByLabel("Ik bevestig deze verklaring").check();
    await dialog.getByLabel("Bewaar deze handtekening voor de volgende keer").uncheck();
    await dialog.getByRole("button", { name: "Onderteken" }).click();
    await expect(learner.getByText(/Je hebt dit document ondertekend/)).toBeVisible();

    await learner.goto("/documents");
    await expect(learner.getByRole("link", { name: new RegExp(welcome) })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("row", { name: new RegExp(welcome) })).not.toContainText("Op slot");
    await learner.goto(`/my-trainings/course-groups/${pathId}`);
    await expect(steps(learner).nth(0)).toContainText("Klaar");
    await expect(steps(learner).nth(1)).toContainText("Volgende stap");

    // The leader sees the progress move: one of two steps done.
    await page.goto(pathUrl);
    await expect(page.getByRole("row", { name: /Jeroen van Leeuwen/ })).toContainText("50%");
    await expect(page.getByText("gemiddeld 50% klaar")).toBeVisible();

    // Reading the letter (only to read) finishes the path.
    await steps(learner).nth(1).getByRole("link", { name: welcome }).click();
    await expect(learner.getByRole("heading", { level: 1, name: welcome })).toBeVisible();
    await page.reload();
    await expect(page.getByRole("row", { name: /Jeroen van Leeuwen/ })).toContainText("100%");

    // The leader's view of the person links each step to the person's document.
    await page
      .getByRole("row", { name: /Jeroen van Leeuwen/ })
      .getByRole("link")
      .first()
      .click();
    await expect(page.getByRole("link", { name: rules })).toHaveAttribute(
      "href",
      `/lms/users/${jeroen.id}/documents/${rulesId}`,
    );
    await context.close();
  });
});
