import type { CDPSession, Page } from "@playwright/test";
import { accounts } from "../support/accounts";
import { expect, test } from "../support/fixtures";
import { waitForMail } from "../support/mailbox";
import { makePdf } from "../support/media-files";
import { expectPath, primaryNav } from "../support/navigation";
import { signIn, signInAs } from "../support/sign-in";

/** A colleague in the demo company's "Kantoor" group, with no documents of the seed. */
const learnerEmail = "hugo.dekker@demo.example";
const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

/** A stroke drawn with a finger: real touch input through the browser's input pipeline. */
async function drawWithFinger(
  cdp: CDPSession,
  box: { x: number; y: number; width: number; height: number },
) {
  const at = (fx: number, fy: number) => [
    { x: box.x + box.width * fx, y: box.y + box.height * fy, id: 1 },
  ];
  await cdp.send("Input.dispatchTouchEvent", { type: "touchStart", touchPoints: at(0.1, 0.7) });
  for (let step = 1; step <= 12; step += 1) {
    const fx = 0.1 + (0.8 * step) / 12;
    const fy = 0.5 + 0.3 * Math.sin(step / 2);
    await cdp.send("Input.dispatchTouchEvent", { type: "touchMove", touchPoints: at(fx, fy) });
  }
  await cdp.send("Input.dispatchTouchEvent", { type: "touchEnd", touchPoints: [] });
}

async function openMenu(page: Page) {
  await page.getByRole("button", { name: "Menu openen" }).click();
  return primaryNav(page);
}

test.describe("documents to read and sign", () => {
  test("a group leader gives a PDF to sign to a group; a learner signs it on a phone", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    const title = `Veiligheidsprotocol ${Date.now()}`;

    // The group leader makes the document from a PDF uploaded there and then.
    await signInAs(page, accounts.groupLeader);
    await primaryNav(page).getByRole("link", { name: "Leerbeheer" }).click();
    await page
      .getByRole("navigation", { name: "Leerbeheer" })
      .getByRole("link", { name: "Documenten" })
      .click();
    await expectPath(page, "/lms/documents");
    await page.getByRole("link", { name: "Document maken" }).click();
    await expectPath(page, "/lms/documents/create");
    await page.getByRole("textbox", { name: /^Titel/ }).fill(title);
    await page
      .getByRole("textbox", { name: "Toelichting" })
      .fill("Lees het protocol en onderteken het.");
    await page.getByRole("button", { name: "Bestand kiezen" }).click();
    const picker = page.getByRole("dialog", { name: "Kies een bestand" });
    await picker.getByRole("tab", { name: "Uploaden" }).click();
    await picker
      .getByTestId("media-file-input")
      .setInputFiles(makePdf("veiligheidsprotocol.pdf", 2));
    await expect(picker).toBeHidden({ timeout: 20_000 });
    await expect(page.locator("#content").getByText("veiligheidsprotocol.pdf")).toBeVisible();
    await expect(page.getByLabel("Moet ondertekend worden (anders alleen lezen)")).toBeChecked();
    await page.getByRole("button", { name: "Document maken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // Assigned to a group from the document's own page.
    await page.getByRole("button", { name: "Toewijzen" }).click();
    const assign = page.getByRole("dialog", { name: `${title} toewijzen` });
    await assign.getByRole("tab", { name: /^Groepen/ }).click();
    await assign.getByRole("checkbox", { name: "Kantoor" }).check();
    await assign.getByRole("button", { name: "Toewijzen" }).click();
    await expect(assign).toBeHidden();
    const assignees = page.getByRole("table", { name: "Toegewezen aan" });
    const learnerRow = assignees.getByRole("row").filter({ hasText: "Hugo Dekker" });
    await expect(learnerRow.getByText("Nieuw")).toBeVisible();

    // A reminder goes out by mail, once a day.
    await learnerRow.getByRole("button", { name: "Herinner Hugo Dekker" }).click();
    await expect(learnerRow.getByText(/Vandaag om/)).toBeVisible();
    const reminder = await waitForMail(learnerEmail, `Herinnering: onderteken ${title}`);
    expect(reminder.text).toContain("/documents/");

    // The learner, on a phone with a touch screen.
    const context = await browser.newContext(phone);
    const learner = await context.newPage();
    await signIn(learner, learnerEmail);
    const menu = await openMenu(learner);
    const item = menu.getByRole("link", { name: /^Mijn documenten/ });
    await expect(item).toContainText("1 document om te ondertekenen");
    await item.click();
    await expectPath(learner, "/documents");
    await learner.getByRole("link", { name: new RegExp(title) }).click();
    await expect(learner.getByRole("heading", { level: 1, name: title })).toBeVisible();

    // Read: the PDF fits the phone's width, page by page.
    await expect(learner.getByText("Pagina 1 van 2")).toBeVisible({ timeout: 15_000 });
    const viewer = learner.getByRole("region", { name: `PDF: ${title}` });
    const canvas = (await viewer.locator("canvas").boundingBox())!;
    expect(canvas.width).toBeLessThanOrEqual(390);
    expect(canvas.width).toBeGreaterThan(300);
    await expect(viewer.getByTestId("pdf-text")).toContainText("Pagina 1");
    await learner.getByRole("button", { name: "Volgende" }).click();
    await expect(learner.getByText("Pagina 2 van 2")).toBeVisible();
    await expect(viewer.getByTestId("pdf-text")).toContainText("Pagina 2");
    await expect(learner.getByRole("button", { name: "Volgende" })).toBeDisabled();

    // Sign with a finger on the pad, after the consent statement.
    await learner.getByRole("button", { name: "Onderteken" }).click();
    const dialog = learner.getByRole("dialog", { name: "Document ondertekenen" });
    await dialog.getByLabel("Ik bevestig deze verklaring").check();
    const pad = dialog.getByTestId("signature-pad");
    await pad.scrollIntoViewIfNeeded();
    const cdp = await context.newCDPSession(learner);
    await drawWithFinger(cdp, (await pad.boundingBox())!);
    await dialog.getByRole("button", { name: "Onderteken" }).click();
    await expect(dialog).toBeHidden();
    await expect(learner.getByText(/Je hebt dit document ondertekend/)).toBeVisible();

    // The badge count drops at once.
    const after = await openMenu(learner);
    await expect(after.getByRole("link", { name: /^Mijn documenten/ })).toHaveText(
      "Mijn documenten",
    );
    await context.close();

    // The group leader sees the signature.
    await page.reload();
    await expect(learnerRow.getByText("Ondertekend", { exact: true })).toBeVisible();
    await expect(learnerRow.getByRole("button", { name: /^Herinner/ })).toHaveCount(0);
  });
});
