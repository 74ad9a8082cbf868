import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { accounts } from "../support/accounts";
import { apiOf, demoMedia, demoPerson } from "../support/api";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

const run = promisify(execFile);

/** Draws a stroke on the signature pad with the mouse. */
async function drawSignature(page: Page) {
  const pad = (await page.getByTestId("signature-pad").boundingBox())!;
  await page.mouse.move(pad.x + 20, pad.y + pad.height / 2);
  await page.mouse.down();
  await page.mouse.move(pad.x + pad.width / 2, pad.y + 20, { steps: 8 });
  await page.mouse.move(pad.x + pad.width - 20, pad.y + pad.height - 20, { steps: 8 });
  await page.mouse.up();
}

async function upload(page: Page, name: string, bytes: Buffer) {
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name, mimeType: "application/pdf", buffer: bytes });
}

test.describe("sealed documents", () => {
  test("a signed document is sealed: a PDF reader finds its signature valid over the whole file, and /verificatie tells the original from a copy with one changed byte", async ({
    page,
    browser,
  }, testInfo) => {
    test.setTimeout(120_000);
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const media = await demoMedia(api);
    const person = await demoPerson(api, "Mohammed el Amrani");
    const title = `Gedragscode verzegeld ${Date.now()}`;
    const document = (
      await api("POST", "/lms/documents", {
        title,
        mediaId: media("Huisregels magazijn.pdf"),
        mustSign: true,
      })
    ).data as { id: string };
    await api("POST", `/lms/documents/${document.id}/assignees`, { companyUserIds: [person.id] });

    const context = await browser.newContext();
    const learner = await context.newPage();
    await signInAs(learner, accounts.trainingStudent);
    await learner.goto(`/documents/${document.id}`);
    await learner.getByRole("button", { name: "Onderteken" }).click();
    const dialog = learner.getByRole("dialog", { name: "Document ondertekenen" });
    await drawSignature(learner);
    await dialog.getByLabel("Ik bevestig deze verklaring").check();
    await dialog.getByLabel("Bewaar deze handtekening voor de volgende keer").uncheck();
    await dialog.getByRole("button", { name: "Onderteken" }).click();
    await expect(learner.getByText(/Je hebt dit document ondertekend/)).toBeVisible();

    // The learner downloads the sealed PDF (a signed, expiring link).
    const downloading = learner.waitForEvent("download");
    await learner.getByRole("link", { name: "Download ondertekende PDF" }).click();
    const file = testInfo.outputPath("ondertekend.pdf");
    await (await downloading).saveAs(file);
    const sealed = await readFile(file);
    const verificationPath = await learner
      .getByRole("link", { name: "Controleren" })
      .getAttribute("href");
    const { stdout } = await run("pdfsig", [file]);
    expect(stdout).toContain("Signature Validation: Signature is Valid.");
    expect(stdout).toContain("Total document signed");
    expect(stdout).toContain("Signer Certificate Common Name: Leerlijn documentzegel");

    // Anyone, signed out, on the company's host.
    const visitorContext = await browser.newContext();
    const visitor = await visitorContext.newPage();
    await visitor.goto("/verificatie");
    await expect(
      visitor.getByRole("heading", { level: 1, name: "Ondertekend document controleren" }),
    ).toBeVisible();
    await upload(visitor, "ondertekend.pdf", sealed);
    await expect(
      visitor.getByRole("heading", { level: 2, name: "Ongewijzigd verzegeld origineel" }),
    ).toBeVisible();
    await expect(visitor.getByText(title)).toBeVisible();
    await expect(visitor.getByText("De hashketen van de audittrail is intact.")).toBeVisible();
    await expect(visitor.getByRole("listitem").filter({ hasText: "Ondertekend" })).toHaveCount(1);

    const changed = Buffer.from(sealed);
    const at = Math.floor(changed.length / 2);
    changed[at] = changed[at] === 0x20 ? 0x21 : 0x20;
    await upload(visitor, "gewijzigd.pdf", changed);
    await expect(
      visitor.getByRole("heading", { level: 2, name: "Niet ongewijzigd of onbekend" }),
    ).toBeVisible();
    await expect(visitor.getByText(/geen ongewijzigd verzegeld origineel/)).toBeVisible();

    // The link printed on the signature page (and in its QR code) shows the record.
    await visitor.goto(verificationPath!);
    await expect(
      visitor.getByRole("heading", { level: 2, name: "Ondertekend document gevonden" }),
    ).toBeVisible();
    await upload(visitor, "ondertekend.pdf", sealed);
    await expect(
      visitor.getByRole("heading", { level: 2, name: "Ongewijzigd verzegeld origineel" }),
    ).toBeVisible();
    await visitorContext.close();
    await context.close();
  });
});
