import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import type { Page } from "@playwright/test";
import jsQR from "jsqr";
import sharp from "sharp";
import { accounts, demoLearners } from "../support/accounts";
import {
  type Api,
  apiOf,
  createCourse,
  createTrainingTemplate,
  demoPerson,
  planTraining,
} from "../support/api";
import { moveServerClock, resetServerClock } from "../support/clock";
import { expect, test } from "../support/fixtures";
import { AFTER_CLOCK_MOVE_MS, mailboxSize, mailsTo, waitForMail } from "../support/mailbox";
import { signInAs } from "../support/sign-in";

/** A day (yyyy-MM-dd in Europe/Amsterdam) counted from today, as the server counts days. */
function dayFrom(days: number): string {
  const today = new Intl.DateTimeFormat("en-CA", { timeZone: "Europe/Amsterdam" }).format(
    new Date(),
  );
  const date = new Date(`${today}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

type ListedCertificate = { verificationUrl: string | null; fileUrl: string | null };

/** The participant's certificate once its PDF is made (the job runs after the final list). */
async function issuedCertificate(api: Api, trainingId: string, dateId: string) {
  let found: ListedCertificate | null = null;
  await expect
    .poll(
      async () => {
        const sheet = (await api("GET", `/trainings/${trainingId}/attendance/${dateId}`)).data as {
          participants: { certificate: ListedCertificate | null }[];
        };
        found = sheet.participants[0]?.certificate ?? null;
        return found?.fileUrl ?? null;
      },
      { timeout: 45_000 },
    )
    .not.toBeNull();
  return found! as { verificationUrl: string; fileUrl: string };
}

/** The PDF drawn as a picture (pdftoppm), and what its QR code says; and the PDF's text. */
async function readCertificatePdf(pdf: Buffer) {
  const dir = mkdtempSync(join(tmpdir(), "certificate-"));
  try {
    writeFileSync(join(dir, "certificate.pdf"), pdf);
    execFileSync("pdftoppm", ["-png", "-r", "150", "-singlefile", "certificate.pdf", "page"], {
      cwd: dir,
    });
    const { data, info } = await sharp(join(dir, "page.png"))
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    const qr = jsQR(new Uint8ClampedArray(data), info.width, info.height);
    const text = execFileSync("pdftotext", ["certificate.pdf", "-"], { cwd: dir }).toString();
    return { qr: qr?.data ?? null, text };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The rows of the attendance list, read again until both show a certificate that counts. */
async function waitForCertificates(page: Page, names: string[]) {
  await expect(async () => {
    await page.reload();
    for (const name of names)
      await expect(page.getByRole("group", { name }).getByText("Certificaat geldig")).toBeVisible({
        timeout: 2_000,
      });
  }).toPass({ timeout: 45_000 });
}

test.describe("certificates", () => {
  test("a final list issues each passed participant a certificate that anyone can check, until it is revoked or replaced by an upload", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const people = [await demoPerson(api, "Lotte Smit"), await demoPerson(api, "Joost Bakker")];
    const training = await planTraining(api, {
      name: `BHV certificaat ${Date.now()}`,
      dates: [{ date: "2026-01-05", timeFrom: "09:00", timeTo: "12:30" }],
      participants: { companyUserIds: people.map((person) => person.id), groupIds: [] },
      settings: { generateCertificates: true, certificateExpiryDate: "2099-01-05" },
    });

    await page.goto(`/trainings/${training.id}/attendance/${training.dates[0]!.id}`);
    await page.getByRole("button", { name: "Iedereen aanwezig" }).click();
    for (const person of people) {
      const row = page.getByRole("group", { name: person.name });
      await row.getByRole("checkbox", { name: "Geslaagd" }).check();
      await row.getByRole("textbox", { name: "Soort certificaat" }).fill("BHV");
    }
    await page.getByRole("button", { name: "Definitief opslaan" }).click();
    await page
      .getByRole("alertdialog", { name: "Presentielijst definitief opslaan?" })
      .getByRole("button", { name: "Definitief opslaan" })
      .click();
    await waitForCertificates(
      page,
      people.map((person) => person.name),
    );

    const lotte = page.getByRole("group", { name: "Lotte Smit" });
    const link = await lotte.getByRole("link", { name: "Controlepagina" }).getAttribute("href");
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(new URL(link!).pathname);
    await expect(visitor.getByRole("heading", { level: 2, name: "Geldig" })).toBeVisible();
    await expect(visitor.getByText("Lotte Smit")).toBeVisible();

    await lotte.getByRole("button", { name: "Intrekken" }).click();
    const dialog = page.getByRole("dialog", { name: "Certificaat intrekken" });
    await dialog.getByRole("textbox").fill("Verkeerde naam op het certificaat");
    await dialog.getByRole("button", { name: "Intrekken" }).click();
    await expect(lotte.getByText("Certificaat ingetrokken")).toBeVisible();

    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 2, name: "Ingetrokken" })).toBeVisible();
    await expect(visitor.getByText("Verkeerde naam")).toHaveCount(0);
    await visitor.context().close();

    // A certificate from elsewhere replaces the generated one; a file that is none is refused.
    const joost = page.getByRole("group", { name: "Joost Bakker" });
    const file = joost.locator('input[type="file"]');
    await file.setInputFiles({
      name: "certificaat.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("dit is geen pdf"),
    });
    await expect(joost.getByRole("alert")).toContainText("Kies een PDF-, JPG- of PNG-bestand.");
    await file.setInputFiles({
      name: "certificaat.pdf",
      mimeType: "application/pdf",
      buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n"),
    });
    await expect(joost.getByText("Geüpload certificaat")).toBeVisible();
    await expect(joost.getByText("Certificaat geldig")).toBeVisible();

    // The training's page shows where each person stands.
    await page.goto(`/trainings/${training.id}`);
    const participants = page.getByRole("table", { name: "Deelnemers" });
    await expect(participants.getByRole("row").filter({ hasText: "Lotte Smit" })).toContainText(
      "Ingetrokken",
    );
    await expect(participants.getByRole("row").filter({ hasText: "Joost Bakker" })).toContainText(
      "Geldig",
    );
  });

  test("a certificate's PDF carries its QR code; on the reminder date its holder is reminded once and booked on the next recertification session; past its expiry it shows expired", async ({
    page,
    browser,
  }) => {
    test.setTimeout(180_000);
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const stamp = Date.now();
    const holder = await demoPerson(api, "Martijn van Beek");
    const trainer = await demoPerson(api, "Joost Bakker");
    const template = await createTrainingTemplate(api, {
      name: `BHV jaarlijks ${stamp}`,
      description: "<p>BHV</p>",
      trainerId: trainer.id,
      settings: { inviteParticipants: false, daysBeforeInvite: 0 },
    });
    const basis = await planTraining(api, {
      name: `BHV basis ${stamp}`,
      dates: [{ date: dayFrom(-2), timeFrom: "09:00", timeTo: "12:30" }],
      instructorIds: [trainer.id],
      participants: { companyUserIds: [holder.id], groupIds: [] },
      settings: {
        generateCertificates: true,
        certificateExpiryDate: dayFrom(60),
        certificateReminderDate: dayFrom(30),
        templateId: template.id,
      },
    });
    const next = await planTraining(api, {
      name: `BHV hercertificering ${stamp}`,
      dates: [{ date: dayFrom(45), timeFrom: "09:00", timeTo: "12:30" }],
      capacity: 10,
      settings: {
        inviteParticipants: true,
        daysBeforeInvite: 60,
        recertifiesTemplateId: template.id,
      },
    });
    const sheet = (await api("GET", `/trainings/${basis.id}/attendance/${basis.dates[0]!.id}`))
      .data as { participants: { trainingUserId: string }[] };
    await api("PATCH", `/trainings/${basis.id}/attendance/${basis.dates[0]!.id}`, {
      participants: [
        {
          trainingUserId: sheet.participants[0]!.trainingUserId,
          isPresent: true,
          passed: true,
          certificateTypeKey: "BHV",
        },
      ],
      saveTemporarily: false,
    });
    const certificate = await issuedCertificate(api, basis.id, basis.dates[0]!.id);

    // The PDF, drawn as the holder would print it: their name, and a QR code to the check page.
    const pdf = await page.request.get(certificate.fileUrl);
    expect(pdf.ok()).toBe(true);
    const { qr, text } = await readCertificatePdf(await pdf.body());
    expect(qr).toBe(certificate.verificationUrl);
    expect(text).toContain("Martijn van Beek");
    expect(text).toContain(`BHV basis ${stamp}`);

    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(new URL(certificate.verificationUrl).pathname);
    await expect(visitor.getByRole("heading", { level: 2, name: "Geldig" })).toBeVisible();

    const users = (
      await api("GET", `/users?filter[queryString]=${encodeURIComponent(holder.name)}`)
    ).data as { name: string; email: string }[];
    const email = users.find((user) => user.name === holder.name)!.email;
    const since = mailboxSize();
    const reminder = `Je certificaat verloopt binnenkort: BHV basis ${stamp}`;
    try {
      // The reminder date: one mail, however many sweeps (every two seconds) pass over it.
      await moveServerClock(30);
      await waitForMail(email, reminder, { since, timeout: AFTER_CLOCK_MOVE_MS });
      // The same sweep booked the holder on the recertification session, which invites them.
      await waitForMail(email, `Uitnodiging: BHV hercertificering ${stamp}`, {
        since,
        timeout: AFTER_CLOCK_MOVE_MS,
      });
      await page.waitForTimeout(5_000);
      expect(mailsTo(email, reminder, { since })).toHaveLength(1);
      await signInAs(page, accounts.groupLeader);
      await page.goto(`/trainings/${next.id}`);
      await expect(
        page.getByText(`Hercertificering van BHV jaarlijks ${stamp}`, { exact: false }),
      ).toBeVisible();
      await expect(
        page.getByRole("table", { name: "Deelnemers" }).getByRole("row").filter({
          hasText: "Martijn van Beek",
        }),
      ).toBeVisible();

      // Past its expiry date the check page says so, with since when.
      await moveServerClock(61);
      await visitor.reload();
      await expect(visitor.getByRole("heading", { level: 2, name: "Verlopen" })).toBeVisible();
    } finally {
      await resetServerClock();
      await visitor.context().close();
    }
    expect(mailsTo(email, reminder, { since })).toHaveLength(1);
  });

  test("a learner who passes a course that gives certificates downloads one, and anyone can check it", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    // A group leader makes online safety training that issues a certificate valid for a year.
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const name = `Valgevaar op de werkvloer ${Date.now()}`;
    const course = await createCourse(api, {
      courseTypeKey: "elearning",
      name,
      description: "Hoe je vallen op het werk voorkomt.",
      learningGoals: ["Je ziet valgevaar", "Je weet wat je doet"],
    });
    await course.addBlock({ type: "text", html: "<p>Let op open randen en losse kabels.</p>" });
    await course.addBlock({
      type: "question",
      question: {
        kind: "choice",
        prompt: "Wat doe je met een losse kabel op de vloer?",
        weight: "medium",
        feedback: { correct: "Goed zo.", incorrect: "Helaas." },
        options: [
          { id: "a", text: "Vastzetten of weghalen", isCorrect: true },
          { id: "b", text: "Eroverheen stappen", isCorrect: false },
        ],
      },
    });
    const version = (await api("GET", course.base)).data as { revision: number };
    await api("PATCH", course.base, {
      revision: version.revision,
      settings: {
        scoringMethod: "sectionQuestions",
        passPercentage: 50,
        timeLimitEnabled: false,
        timeLimitMinutes: null,
        checkAnswerMode: false,
        isAvailableForAllStudentsOfThisDomain: false,
        issuesCertificate: true,
        certificateValidityMonths: 12,
      },
    });
    await api("POST", `${course.base}/publish`, { target: "own" });
    const learner = await demoPerson(api, "Jeroen van Leeuwen");
    await api("POST", `/courses/${course.courseId}/enrollments`, { companyUserIds: [learner.id] });

    // The learner passes it in the browser.
    const phone = await (await browser.newContext()).newPage();
    await signInAs(phone, demoLearners.jeroen);
    await phone.getByRole("link", { name }).click();
    await phone.getByRole("link", { name: "Beginnen" }).click();
    await phone.getByRole("button", { name: "Verder" }).click();
    await phone.getByLabel("Vastzetten of weghalen").check();
    await phone.getByRole("button", { name: "Antwoord versturen" }).click();
    await expect(phone.getByText("Geslaagd", { exact: true })).toBeVisible();

    // On my trainings the certificate appears once its PDF is made, with its download.
    await phone.goto("/my-trainings");
    const mine = phone.getByRole("region", { name: "Mijn certificaten" });
    const download = mine.getByRole("link", { name: `Certificaat ${name} downloaden` });
    await expect(async () => {
      await phone.reload();
      await expect(download).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 45_000 });
    const entry = mine.getByRole("listitem").filter({ hasText: name });
    await expect(entry.getByText("Geldig", { exact: true })).toBeVisible();
    const pdf = await phone.request.get((await download.getAttribute("href"))!);
    const { qr, text } = await readCertificatePdf(await pdf.body());
    const verification = await entry
      .getByRole("link", { name: /Controlepagina/ })
      .getAttribute("href");
    expect(qr).toBe(verification);
    expect(text).toContain("Jeroen van Leeuwen");
    expect(text).toContain(name);
    expect(text).toContain("E-learning");

    // Anyone with the link sees that it is valid, and for which course.
    const visitor = await (await browser.newContext()).newPage();
    await visitor.goto(new URL(verification!).pathname);
    await expect(visitor.getByRole("heading", { level: 2, name: "Geldig" })).toBeVisible();
    await expect(visitor.getByText("Cursus", { exact: true })).toBeVisible();
    await expect(visitor.getByText(name)).toBeVisible();
    await phone.context().close();

    // The educator sees it beside the learner's trainings, and revokes it with a reason.
    await page.goto(`/lms/users/${learner.id}/trainings`);
    const courses = page.getByRole("region", { name: "Certificaten van cursussen" });
    await expect(courses.getByText(name)).toBeVisible();
    const held = courses.getByRole("group", { name });
    await held.getByRole("button", { name: "Intrekken" }).click();
    const dialog = page.getByRole("dialog", { name: "Certificaat intrekken" });
    await dialog.getByRole("textbox").fill("Toets niet zelf gemaakt");
    await dialog.getByRole("button", { name: "Intrekken" }).click();
    await expect(dialog).toBeHidden();
    await expect(courses.getByText("Ingetrokken", { exact: true })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 2, name: "Ingetrokken" })).toBeVisible();
    await expect(visitor.getByText(/ingetrokken door het bedrijf dat het uitgaf/)).toBeVisible();

    // A new one is issued: valid again under a new link; the old link stays revoked.
    await held.getByRole("button", { name: "Opnieuw uitgeven" }).click();
    const confirmation = page.getByRole("alertdialog", { name: "Certificaat opnieuw uitgeven?" });
    await confirmation.getByRole("button", { name: "Opnieuw uitgeven" }).click();
    await expect(courses.getByText("Geldig", { exact: true })).toBeVisible();
    await visitor.reload();
    await expect(visitor.getByRole("heading", { level: 2, name: "Ingetrokken" })).toBeVisible();
    await visitor.context().close();
  });
});
