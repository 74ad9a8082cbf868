import type { Page } from "@playwright/test";
import { accounts, hostUrl } from "../support/accounts";
import { apiOf, demoMedia, planTraining } from "../support/api";
import { expectAccessible } from "../support/accessibility";
import { expect, test } from "../support/fixtures";
import { signInAs } from "../support/sign-in";

/**
 * Each role's main pages, as they are shown, against WCAG 2.1 AA (axe-core). The pages are only
 * looked at: nothing here changes the demo data the other journeys use.
 */

const phone = { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true };

async function open(page: Page, link: string | RegExp, heading: string | RegExp = link) {
  await page.getByRole("link", { name: link }).first().click();
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
}

/** Goes to a page, waits for its main heading, and checks it. */
async function visit(page: Page, path: string, what: string, heading?: string) {
  await page.goto(path);
  await expect(page.getByRole("heading", { level: 1, name: heading })).toBeVisible();
  await expectAccessible(page, what);
}

async function learnerPages(page: Page) {
  // Nine pages checked by axe, on a machine that may be busy.
  test.setTimeout(90_000);
  await signInAs(page, accounts.companyStudent);
  await expect(page.getByRole("heading", { level: 1, name: "Mijn trainingen" })).toBeVisible();
  await expectAccessible(page, "my trainings");

  await open(page, /Nieuwe medewerker magazijn/, "Nieuwe medewerker magazijn");
  await expectAccessible(page, "the learner's onboarding path");
  await page.goto("/my-trainings");

  await open(page, "Veilig werken met ladders");
  await expectAccessible(page, "an enrollment in progress");
  await page.getByRole("button", { name: "Beschikbaar offline" }).click();
  await expect(page.getByText(/MB op dit apparaat/)).toBeVisible({ timeout: 15_000 });
  await expectAccessible(page, "an enrollment kept on the device");
  await page.getByRole("link", { name: "Verder waar je was" }).click();
  await expect(page.getByRole("progressbar", { name: "Voortgang" })).toBeVisible();
  await expectAccessible(page, "the walk-through");
  await page.getByRole("button", { name: "Inhoud" }).click();
  await expect(page.getByRole("dialog", { name: "Inhoud van de cursus" })).toBeVisible();
  await expectAccessible(page, "the walk-through's outline");
  await page.keyboard.press("Escape");

  await page.goto("/my-trainings");
  // The course's tile, not the download of its certificate ("Certificaat BHV basis downloaden").
  await open(page, /^BHV basis$/, "BHV basis");
  await page.goto(`${page.url()}/walk-through/finish`);
  await expect(page.getByRole("heading", { name: "Je antwoorden" })).toBeVisible();
  await expectAccessible(page, "a passed course's result and answers");

  await page.goto("/my-trainings");
  await open(page, "Toets veilig werken in het magazijn");
  await expectAccessible(page, "a failed test");

  await visit(page, "/open-library", "the open library", "Open bibliotheek");
  await open(page, "Brandveiligheid op de werkvloer");
  await expectAccessible(page, "an open library course");

  await visit(page, "/profile", "the profile");
}

test.describe("accessibility (WCAG 2.1 AA)", () => {
  test("sign-in and forgotten password", async ({ page }) => {
    await visit(page, "/login", "the sign-in page", "Inloggen");
    await visit(page, "/forgot-auth", "the forgotten password page");
    await visit(
      page,
      "/reset-password",
      "a reset link without its code",
      "Nieuw wachtwoord kiezen",
    );
    await visit(page, "/invite/kapot/ook-kapot", "a broken invitation", "Account activeren");
    await page.goto("/email/confirm/00000000-0000-0000-0000-000000000000/verzonnen");
    await expect(page.getByRole("alert")).toContainText("Dit e-mailadres is niet bevestigd");
    await expectAccessible(page, "an email confirmation link that does not work");
  });

  test("a sub group leader's no-access overlay", async ({ page }) => {
    await signInAs(page, accounts.subGroupLeader);
    await page.goto("/");
    await expect(
      page.getByRole("dialog", { name: "Dit onderdeel zit niet in je pakket" }),
    ).toBeVisible();
    await expect(page.locator('iframe[title="Demo inplannen"]')).toBeVisible();
    await expectAccessible(page, "the no-access overlay");
  });

  test("the profile's password and sign-in tab", async ({ page }) => {
    await signInAs(page, accounts.companyStudent);
    await page.goto("/profile/password");
    await expect(page.getByRole("button", { name: "Overal uitloggen" })).toBeVisible();
    await expectAccessible(page, "the profile's password and sign-in tab");
  });

  test("a learner's pages on a computer", async ({ page }) => {
    await learnerPages(page);
  });

  test.describe("on a phone", () => {
    test.use(phone);
    test("a learner's pages on a phone", async ({ page }) => {
      await learnerPages(page);
      await page.getByRole("button", { name: "Menu openen" }).click();
      await expect(page.getByRole("navigation", { name: "Hoofdmenu" })).toBeVisible();
      await expectAccessible(page, "the opened menu");
    });

    test("a group leader on a phone", async ({ page }) => {
      await signInAs(page, accounts.groupLeader);
      await expect(page.getByRole("heading", { level: 1, name: "Gebruikers" })).toBeVisible();
      await expectAccessible(page, "the people list, where a phone lands");
      await page.goto("/");
      await expect(page.getByRole("dialog", { name: "Gebruik een groter scherm" })).toBeVisible();
      await expectAccessible(page, "the screen-size dialog with its ways on");
    });
  });

  test("the trainings pages, on a computer and a phone", async ({ page }) => {
    // The demo data has no trainings yet, so this one plans its own (a name of its own).
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const learners = (await api("GET", "/users?filter[queryString]=Lotte Smit")).data as {
      id: string;
    }[];
    const training = await planTraining(api, {
      name: `Toegankelijk plannen ${Date.now()}`,
      dates: [{ date: "2099-03-03", timeFrom: "09:00", timeTo: "12:30" }],
      participants: { companyUserIds: learners.map((learner) => learner.id), groupIds: [] },
    });
    const attendance = `/trainings/${training.id}/attendance/${training.dates[0]!.id}`;
    await visit(page, "/trainings", "the trainings", "Trainingen");
    await visit(page, `/trainings/${training.id}`, "a training", training.name);
    await visit(page, "/trainings/create/1", "the training wizard", "Training plannen");
    // The address search's suggestions open (the e2e server's address service is local).
    await page.getByRole("combobox", { name: /Zoek het adres/ }).fill("Oudegracht 12");
    await expect(page.getByRole("listbox", { name: "Gevonden adressen" })).toBeVisible();
    await expectAccessible(page, "the training wizard's address suggestions");
    await visit(page, attendance, "an attendance list", "Presentielijst");
    await page.setViewportSize({ width: 768, height: 1024 });
    await page.getByRole("button", { name: "Iedereen aanwezig" }).click();
    await expectAccessible(page, "an attendance list on a tablet, filled in");
    await page.setViewportSize(phone.viewport);
    await visit(page, "/trainings", "the trainings on a phone", "Trainingen");
    await visit(page, `/trainings/${training.id}`, "a training on a phone", training.name);
    await visit(page, attendance, "an attendance list on a phone", "Presentielijst");
  });

  test("the participant's trainings pages, on a computer and a phone", async ({
    page,
    browser,
  }) => {
    // Five pages checked by axe, in two sessions.
    test.setTimeout(120_000);
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const people = (await api("GET", "/users?filter[queryString]=Amrani")).data as {
      id: string;
    }[];
    const participant = people[0]!;
    const training = await planTraining(api, {
      name: `Toegankelijk deelnemen ${Date.now()}`,
      dates: [{ date: "2099-03-03", timeFrom: "09:00", timeTo: "12:30" }],
      participants: { companyUserIds: [participant.id], groupIds: [] },
    });
    await visit(
      page,
      `/lms/users/${participant.id}/trainings`,
      "a person's trainings",
      "Trainingen van Mohammed el Amrani",
    );
    const context = await browser.newContext();
    const learner = await context.newPage();
    await signInAs(learner, accounts.trainingStudent);
    await visit(learner, "/my-trainings", "my trainings with trainings", "Mijn trainingen");
    await visit(learner, `/my-trainings/${training.id}`, "a participant's training", training.name);
    await learner.setViewportSize(phone.viewport);
    await visit(learner, "/my-trainings", "my trainings on a phone", "Mijn trainingen");
    await visit(
      learner,
      `/my-trainings/${training.id}`,
      "a participant's training on a phone",
      training.name,
    );
    await context.close();
  });

  test("the public certificate check, on a phone", async ({ page, browser }) => {
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const learners = (await api("GET", "/users?filter[queryString]=Lotte Smit")).data as {
      id: string;
    }[];
    const training = await planTraining(api, {
      name: `Toegankelijk certificaat ${Date.now()}`,
      dates: [{ date: "2026-01-05", timeFrom: "09:00", timeTo: "12:30" }],
      participants: { companyUserIds: [learners[0]!.id], groupIds: [] },
      settings: { generateCertificates: true, certificateExpiryDate: "2099-01-05" },
    });
    const list = `/trainings/${training.id}/attendance/${training.dates[0]!.id}`;
    const { participants } = (await api("GET", list)).data as {
      participants: { trainingUserId: string }[];
    };
    await api("PATCH", list, {
      saveTemporarily: false,
      participants: participants.map(({ trainingUserId }) => ({
        trainingUserId,
        isPresent: true,
        passed: true,
      })),
    });
    // Issued by a background job: the list shows the link once it is there.
    let link: string | null = null;
    await expect
      .poll(
        async () => {
          const answer = (await api("GET", list)).data as {
            participants: { certificate: { verificationUrl: string | null } | null }[];
          };
          link = answer.participants[0]?.certificate?.verificationUrl ?? null;
          return link;
        },
        { timeout: 30_000 },
      )
      .toContain("/certificaat/");
    await visit(page, list, "an attendance list with a certificate", "Presentielijst");

    const context = await browser.newContext(phone);
    const visitor = await context.newPage();
    await visit(
      visitor,
      new URL(link!).pathname,
      "a valid certificate's check",
      "Certificaat controleren",
    );
    await expect(visitor.getByRole("heading", { level: 2, name: "Geldig" })).toBeVisible();
    await expect(visitor.getByRole("navigation")).toHaveCount(0);
    await visitor.goto(`/certificaat/${"x".repeat(27)}`);
    await expect(visitor.getByText("Certificaat niet gevonden")).toBeVisible();
    await expectAccessible(visitor, "an unknown certificate's check");
    await context.close();
  });

  test("the public check of a sealed document, on a computer and a phone", async ({ browser }) => {
    const title = "Ondertekend document controleren";
    for (const options of [{}, phone]) {
      const context = await browser.newContext(options);
      const visitor = await context.newPage();
      await visit(visitor, "/verificatie", "the check of a sealed document", title);
      await expect(visitor.getByRole("navigation")).toHaveCount(0);
      await visitor.locator('input[type="file"]').setInputFiles({
        name: "x.pdf",
        mimeType: "application/pdf",
        buffer: Buffer.from("%PDF-1.7\n%%EOF\n"),
      });
      await expect(
        visitor.getByRole("heading", { level: 2, name: "Niet ongewijzigd of onbekend" }),
      ).toBeVisible();
      await expectAccessible(visitor, "a PDF that is no sealed original");
      await visitor.goto(`/verificatie/${"x".repeat(27)}`);
      await expect(visitor.getByRole("heading", { level: 2, name: "Link onbekend" })).toBeVisible();
      await expectAccessible(visitor, "an unknown verification link");
      await context.close();
    }
  });

  test("the learner's documents and the signing dialog, on a computer and a phone", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const media = await demoMedia(api);
    const people = (await api("GET", "/users?filter[queryString]=Amrani")).data as {
      id: string;
    }[];
    const title = `Toegankelijk ondertekenen ${Date.now()}`;
    const document = (
      await api("POST", "/lms/documents", {
        title,
        description: "Lees de huisregels en onderteken ze.",
        mediaId: media("Huisregels magazijn.pdf"),
        mustSign: true,
      })
    ).data as { id: string };
    await api("POST", `/lms/documents/${document.id}/assignees`, {
      companyUserIds: [people[0]!.id],
    });
    await visit(
      page,
      `/lms/users/${people[0]!.id}/documents`,
      "a person's documents",
      "Documenten van Mohammed el Amrani",
    );
    await page.getByRole("link", { name: "Document toewijzen" }).click();
    await expect(page.getByRole("heading", { level: 1, name: /Document toewijzen/ })).toBeVisible();
    await page
      .getByRole("combobox", { name: /Document/ })
      .selectOption({ label: "Nieuw document maken" });
    await expect(page.getByRole("textbox", { name: /Titel/ })).toBeVisible();
    await expectAccessible(page, "assigning a new document to a person");

    const context = await browser.newContext();
    const learner = await context.newPage();
    await signInAs(learner, accounts.trainingStudent);
    await visit(learner, "/documents", "my documents", "Mijn documenten");
    await visit(learner, `/documents/${document.id}`, "a document to sign", title);
    await learner.getByRole("button", { name: "Onderteken" }).click();
    const dialog = learner.getByRole("dialog", { name: "Document ondertekenen" });
    await expect(dialog).toBeVisible();
    await expectAccessible(learner, "the signing dialog");
    // Sign, so the demo learner is left without a document to sign.
    const pad = (await dialog.getByTestId("signature-pad").boundingBox())!;
    await learner.mouse.move(pad.x + 20, pad.y + pad.height / 2);
    await learner.mouse.down();
    await learner.mouse.move(pad.x + pad.width / 2, pad.y + 20, { steps: 8 });
    await learner.mouse.move(pad.x + pad.width - 20, pad.y + pad.height - 20, { steps: 8 });
    await learner.mouse.up();
    await dialog.getByLabel("Ik bevestig deze verklaring").check();
    await dialog.getByLabel("Bewaar deze handtekening voor de volgende keer").uncheck();
    await dialog.getByRole("button", { name: "Onderteken" }).click();
    await expect(learner.getByText(/Je hebt dit document ondertekend/)).toBeVisible();
    await expectAccessible(learner, "a signed document");
    await learner.setViewportSize(phone.viewport);
    await visit(learner, "/documents", "my documents on a phone", "Mijn documenten");
    await visit(learner, `/documents/${document.id}`, "a signed document on a phone", title);
    await context.close();
    await visit(
      page,
      `/lms/users/${people[0]!.id}/documents/${document.id}`,
      "a person's signed document with its audit trail",
      title,
    );
    await expect(page.getByText(/De audittrail is compleet en ongewijzigd/)).toBeVisible();
  });

  test("the educator's documents pages and the learner's viewer with a typed signature", async ({
    page,
    browser,
  }) => {
    test.setTimeout(120_000);
    await signInAs(page, accounts.groupLeader);
    await visit(page, "/lms/documents", "the company's documents", "Documenten");
    await open(page, "Gedragscode");
    await expect(page.getByRole("table", { name: "Toegewezen aan" })).toBeVisible();
    await expectAccessible(page, "a document's own page with its assignees");
    await page.getByRole("button", { name: "Toewijzen" }).click();
    await expect(page.getByRole("dialog", { name: "Gedragscode toewijzen" })).toBeVisible();
    await expectAccessible(page, "assigning a document to people and groups");
    await page.keyboard.press("Escape");
    await page.getByRole("link", { name: "Bewerken" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Document bewerken" })).toBeVisible();
    await expectAccessible(page, "the documents edit page");
    await visit(page, "/lms/documents/create", "the documents create page", "Document maken");
    await page.setViewportSize(phone.viewport);
    await visit(page, "/lms/documents", "the company's documents on a phone", "Documenten");

    // The demo learner reads a document with the pdf.js viewer and opens the typed signature;
    // nothing is signed, so the demo data stays as it is.
    const context = await browser.newContext(phone);
    const learner = await context.newPage();
    await signInAs(learner, accounts.companyStudent);
    await learner.goto("/documents");
    await open(learner, /Werkinstructie inpakstraat/, "Werkinstructie inpakstraat");
    await expect(learner.getByText("Pagina 1 van 1")).toBeVisible({ timeout: 15_000 });
    await expectAccessible(learner, "a document in the pdf.js viewer on a phone");
    await learner.getByRole("button", { name: "Onderteken" }).click();
    const dialog = learner.getByRole("dialog", { name: "Document ondertekenen" });
    await dialog.getByLabel("Naam typen").check();
    await expect(dialog.getByRole("img", { name: "Handtekening: Lotte Smit" })).toBeVisible();
    await expectAccessible(learner, "signing with a typed name");
    await context.close();
  });

  test("the training wizard, on a computer and a phone", async ({ page }) => {
    test.setTimeout(120_000);
    await signInAs(page, accounts.groupLeader);
    const next = () => page.getByRole("button", { name: "Volgende" }).click();
    const step = (name: string) =>
      expect(page.getByRole("heading", { level: 2, name })).toBeVisible();
    await visit(page, "/trainings/create/1", "the wizard's general step", "Training plannen");
    await page.getByRole("textbox", { name: /Naam van de training/ }).fill("Toegankelijk");
    await page.getByRole("textbox", { name: /^Postcode/ }).fill("75001");
    await next();
    await expect(page.getByRole("alert").first()).toBeVisible();
    await expectAccessible(page, "the wizard's general step with the server's messages");
    await page.getByRole("textbox", { name: /^Straat/ }).fill("Oudegracht");
    await page.getByRole("textbox", { name: /^Huisnummer/ }).fill("12");
    await page.getByRole("textbox", { name: /^Postcode/ }).fill("3511 AB");
    await page.getByRole("textbox", { name: /^Plaats/ }).fill("Utrecht");
    await page.getByLabel(/^Dag/).fill("2099-03-03");
    await next();
    await step("Trainer");
    await expectAccessible(page, "the wizard's trainer step");
    await next();
    await step("Deelnemers");
    await expectAccessible(page, "the wizard's participants step");
    await next();
    await step("Instellingen");
    await page.getByRole("checkbox", { name: /Certificaten maken/ }).check();
    await expectAccessible(page, "the wizard's settings step");
    await page.setViewportSize(phone.viewport);
    await expectAccessible(page, "the wizard's settings step on a phone");
    await page.getByRole("link", { name: /Stap 3 van 4/ }).click();
    await step("Deelnemers");
    await expectAccessible(page, "the wizard's participants step on a phone");
    await page.getByRole("link", { name: /Stap 1 van 4/ }).click();
    await page.getByRole("button", { name: "Sjabloon gebruiken" }).click();
    await expect(page.getByRole("dialog", { name: "Kies een sjabloon" })).toBeVisible();
    await expectAccessible(page, "choosing a template on a phone");
  });

  test("a group leader's pages", async ({ page }) => {
    // Some twenty pages, each checked by axe: far more than one journey's usual time.
    test.setTimeout(180_000);
    await signInAs(page, accounts.groupLeader);
    await expect(page.getByRole("heading", { level: 1, name: "Auteurstool" })).toBeVisible();
    await expectAccessible(page, "the author tool");
    await page.getByRole("button", { name: "Acties voor BHV basis" }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "a course's actions menu");
    await page.keyboard.press("Escape");
    await page.getByRole("button", { name: /^Menu van / }).click();
    await expect(page.getByRole("menu")).toBeVisible();
    await expectAccessible(page, "the user menu");
    await page.keyboard.press("Escape");
    await open(page, "BHV basis");
    await expectAccessible(page, "the course editor");
    for (const step of ["Maken", "Instellingen"]) {
      await page.getByRole("link", { name: step, exact: true }).click();
      await expect(page.getByRole("link", { name: step, exact: true })).toHaveAttribute(
        "aria-current",
        "step",
      );
      await expectAccessible(page, `the course editor's step ${step}`);
    }

    await page.getByRole("link", { name: "Auteurstool" }).click();
    await open(page, "Privacy en de AVG");
    await page.getByRole("link", { name: "Maken", exact: true }).click();
    await expect(page.getByText("Deze versie wordt beoordeeld", { exact: true })).toBeVisible();
    await expectAccessible(page, "a version in review, read-only in the course editor");

    await visit(page, "/course-library", "the course library", "Cursusbibliotheek");
    await open(page, "BHV basis");
    await expectAccessible(page, "a course of the library");
    await page.getByRole("button", { name: "Toewijzen" }).click();
    await expect(page.getByRole("dialog", { name: "BHV basis toewijzen" })).toBeVisible();
    await expectAccessible(page, "the assign dialog");
    await page.keyboard.press("Escape");

    await visit(page, "/courses/create", "creating a course");

    await visit(page, "/lms/users", "the people list", "Gebruikers");
    await visit(page, "/lms/users/create", "adding a person");
    await page.getByRole("button", { name: "Gebruiker toevoegen", exact: true }).click();
    await expect(page.getByText("Vul een voornaam in.")).toBeVisible();
    await expectAccessible(page, "adding a person, with its errors");
    await visit(page, "/lms/users/import", "importing people");
    await page.goto("/lms/users");
    await page.getByRole("searchbox").fill("Lotte");
    await open(page, /Lotte Smit/, /Lotte Smit/);
    await expectAccessible(page, "a person");
    await visit(page, page.url().replace(/\/edit$/, "/enrollments"), "a person's courses");
    await open(page, "Toets veilig werken in het magazijn");
    await expectAccessible(page, "a person's result");

    await visit(page, "/lms/groups", "the groups", "Groepen");
    await open(page, /Magazijn/, /Magazijn/);
    await expectAccessible(page, "a group");
    await visit(page, "/lms/groups/create", "creating a group");

    await visit(page, "/onboarding", "the onboarding paths", "Onboarding");
    await visit(page, "/onboarding/create", "creating an onboarding path");
    await page.getByRole("button", { name: "Stap toevoegen" }).click();
    await page.getByRole("button", { name: "Traject opslaan" }).click();
    await expect(page.getByText("Vul een naam voor het traject in.")).toBeVisible();
    await expectAccessible(page, "creating an onboarding path, with its errors");
    await page.goto("/onboarding");
    await open(page, "Nieuwe medewerker magazijn");
    await expectAccessible(page, "an onboarding path with its followers");
    await open(page, /Emre Kaya/, "Nieuwe medewerker magazijn");
    await expectAccessible(page, "a person's onboarding path, overdue");

    await visit(page, "/media", "the media library", "Mediabibliotheek");
    await page
      .getByRole("button", { name: /bekijken/ })
      .first()
      .click();
    await expect(page.getByRole("dialog")).toBeVisible();
    await expectAccessible(page, "a file's preview");
  });

  test("the platform admin's pages", async ({ page, hosts }) => {
    await signInAs(page, accounts.platformAdmin, { origin: hosts.admin });
    await visit(page, `${hosts.admin}/admin/users`, "the users of every company");
    await page.getByRole("row").nth(1).getByRole("link").first().click();
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expectAccessible(page, "a user of any company");
    await visit(page, `${hosts.admin}/admin/users/create`, "adding a user to any company");
    await page.goto(`${hosts.admin}/`);
    await page
      .getByRole("listitem")
      .filter({ hasText: "Privacy en de AVG" })
      .getByRole("link", { name: /^Beoordelen/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Privacy en de AVG" })).toBeVisible();
    await expectAccessible(page, "reviewing a course for the open library");
    await page.getByRole("button", { name: "Voorbeeld bekijken" }).click();
    await expect(page.getByRole("progressbar", { name: "Voortgang" })).toBeVisible();
    await expectAccessible(page, "the reviewer's preview of a version in review");
  });

  test("every company's media on the administrative domain", async ({ page, hosts }) => {
    await signInAs(page, accounts.platformAdmin, { origin: hosts.admin });
    await visit(page, `${hosts.admin}/media`, "every company's media", "Mediabibliotheek");
  });

  test("a sub company's media library, with its parent's files", async ({ page, hosts }) => {
    const noord = hostUrl(hosts.demo, "noord");
    await signInAs(page, "harm.wiersma@noord.demo.example", { origin: noord });
    await visit(page, `${noord}/media`, "a sub company's media", "Mediabibliotheek");
  });
});
