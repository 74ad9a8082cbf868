import { accounts } from "../support/accounts";
import { apiOf, createTrainingTemplate, demoPerson, planTraining } from "../support/api";
import { expect, test } from "../support/fixtures";
import { expectPath } from "../support/navigation";
import { storedToken } from "../support/session";
import { signInAs } from "../support/sign-in";

test.describe("trainings", () => {
  test("a group leader finds a planned training and reads when, where and who", async ({
    page,
  }) => {
    const stamp = Date.now();
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const trainer = await demoPerson(api, "Joost Bakker");
    const lotte = await demoPerson(api, "Lotte Smit");
    const groups = (await api("GET", "/groups?filter[queryString]=Kantoor")).data as {
      id: string;
      name: string;
    }[];
    const kantoor = groups.find((group) => group.name === "Kantoor")!;
    const name = `BHV herhaling ${stamp}`;
    const training = await planTraining(api, {
      name,
      dates: [
        { date: "2099-03-03", timeFrom: "09:00", timeTo: "12:30" },
        { date: "2099-07-07", timeFrom: "13:00", timeTo: "17:00" },
      ],
      instructorIds: [trainer.id],
      registrarId: trainer.id,
      participants: { companyUserIds: [lotte.id], groupIds: [kantoor.id] },
    });
    await planTraining(api, {
      name: `Heftruck ${stamp}`,
      dates: [{ date: "2020-01-14", timeFrom: "08:30", timeTo: "16:00" }],
    });

    await page
      .getByRole("navigation", { name: "Hoofdmenu" })
      .getByRole("link", { name: "Trainingen" })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Trainingen" })).toBeVisible();
    await page.getByRole("searchbox", { name: "Zoek een training" }).fill(String(stamp));
    const upcoming = page.getByRole("region", { name: "Komende trainingen" });
    const past = page.getByRole("region", { name: "Afgelopen trainingen" });
    await expect(upcoming.getByRole("row")).toHaveCount(2);
    await expect(upcoming).toContainText("dinsdag 3 maart 2099, 09:00–12:30");
    await expect(upcoming).toContainText("Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht");
    await expect(past).toContainText(`Heftruck ${stamp}`);
    await expect(past).toContainText("Laatste datum: dinsdag 14 januari 2020");

    await page.getByRole("combobox", { name: "Trainer" }).selectOption({ label: trainer.name });
    await expect(past).toBeHidden();
    await upcoming.getByRole("link", { name }).click();
    await expectPath(page, `/trainings/${training.id}`);

    await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
    const dates = page.getByRole("region", { name: "Datums" }).getByRole("listitem");
    await expect(dates).toContainText([
      "dinsdag 3 maart 2099, 09:00–12:30",
      "dinsdag 7 juli 2099, 13:00–17:00",
    ]);
    await expect(page.getByRole("link", { name: /Bekijk op de kaart/ })).toHaveAttribute(
      "href",
      "https://www.openstreetmap.org/search?query=Zaal%20De%20Linde%2C%20Oudegracht%2012a%2C%203511%20AB%20Utrecht",
    );
    await expect(page.getByRole("region", { name: "Trainers en registratie" })).toContainText(
      trainer.name,
    );
    const participants = page.getByRole("table", { name: "Deelnemers" });
    await expect(participants.getByRole("row").filter({ hasText: "Lotte Smit" })).toContainText(
      "Los toegevoegd",
    );
    await expect(
      participants.getByRole("row").filter({ hasText: "Via groep Kantoor" }).first(),
    ).toBeVisible();

    await page.goto("/trainings/00000000-0000-4000-8000-000000000000");
    await expectPath(page, "/not-found");

    // Without an attendance list (a setting), a training offers none, and its address says why.
    const unlisted = await planTraining(api, {
      name: `Zonder presentielijst ${stamp}`,
      dates: [{ date: "2099-04-04", timeFrom: "10:00", timeTo: "11:00" }],
      settings: { inviteParticipants: false, daysBeforeInvite: 7, attendanceList: false },
    });
    await page.goto(`/trainings/${unlisted.id}`);
    await expect(page.getByText("Er is geen presentielijst.")).toBeVisible();
    await expect(page.getByRole("region", { name: "Datums" })).toContainText("4 april 2099");
    await expect(page.getByRole("link", { name: /Presentielijst/ })).toHaveCount(0);
    await page.goto(`/trainings/${unlisted.id}/attendance/${unlisted.dates[0]!.id}`);
    await expect(page.getByText("Geen presentielijst", { exact: true })).toBeVisible();
    await expect(page.getByText(/Zet de presentielijst aan in de instellingen/)).toBeVisible();
  });

  test.describe("on a tablet at the door", () => {
    test.use({ viewport: { width: 768, height: 1024 }, hasTouch: true });

    test("a trainer saves attendance temporarily, then finally; its participants then stay", async ({
      page,
    }) => {
      await signInAs(page, accounts.trainer);
      const api = await apiOf(page);
      const trainer = await demoPerson(api, "Joost Bakker");
      const lotte = await demoPerson(api, "Lotte Smit");
      const martijn = await demoPerson(api, "Martijn van Beek");
      const name = `Heftruck praktijk ${Date.now()}`;
      const training = await planTraining(api, {
        name,
        dates: [
          { date: "2099-05-12", timeFrom: "09:00", timeTo: "12:00" },
          { date: "2099-05-19", timeFrom: "09:00", timeTo: "12:00" },
        ],
        instructorIds: [trainer.id],
        participants: { companyUserIds: [lotte.id, martijn.id], groupIds: [] },
      });

      await page.goto(`/trainings/${training.id}`);
      const first = page
        .getByRole("region", { name: "Datums" })
        .getByRole("listitem")
        .filter({ hasText: "dinsdag 12 mei 2099" });
      await expect(first).toContainText("Niet ingevuld");
      await first.getByRole("link", { name: "Presentielijst dinsdag 12 mei 2099" }).click();
      await expectPath(page, `/trainings/${training.id}/attendance/${training.dates[0]!.id}`);
      await expect(page.getByRole("heading", { level: 1, name: "Presentielijst" })).toBeVisible();

      // Everyone present first, then the exception: Martijn left halfway.
      const everyone = page.getByRole("button", { name: "Iedereen aanwezig" });
      expect((await everyone.boundingBox())!.height).toBeGreaterThanOrEqual(44);
      await everyone.tap();
      const row = page.getByRole("group", { name: "Martijn van Beek" });
      const partly = row.getByRole("radio", { name: "Gedeeltelijk" });
      // The whole segment is the touch target, not only the (hidden) radio dot.
      const segment = (await row
        .locator("label")
        .filter({ hasText: "Gedeeltelijk" })
        .boundingBox())!;
      expect(segment.height).toBeGreaterThanOrEqual(44);
      expect(segment.width).toBeGreaterThanOrEqual(44);
      await partly.check();
      await row.getByRole("textbox", { name: "Opmerking" }).fill("Om 10:30 weg");
      await page.getByRole("button", { name: "Tussentijds opslaan" }).tap();
      await expect(
        page.getByRole("status").filter({ hasText: "Tussentijds opgeslagen" }),
      ).toBeVisible();
      await expect(page.getByText("Tussentijds opgeslagen", { exact: true })).toBeVisible();

      // Read again from the server: the draft is there.
      await page.reload();
      await expect(
        page
          .getByRole("group", { name: "Martijn van Beek" })
          .getByRole("radio", { name: "Gedeeltelijk" }),
      ).toBeChecked();
      await expect(
        page.getByRole("group", { name: "Lotte Smit" }).getByRole("radio", { name: "Aanwezig" }),
      ).toBeChecked();

      await page.getByRole("button", { name: "Definitief opslaan" }).tap();
      const dialog = page.getByRole("alertdialog", { name: "Presentielijst definitief opslaan?" });
      await dialog.getByRole("button", { name: "Definitief opslaan" }).click();
      await expect(
        page.getByRole("status").filter({ hasText: "Definitief opgeslagen." }),
      ).toBeVisible();

      await page.goto(`/trainings/${training.id}`);
      await expect(first).toContainText("Definitief");
      const presence = page.getByRole("table", { name: "Presentie per datum" });
      await expect(presence.getByRole("row").filter({ hasText: "Martijn van Beek" })).toContainText(
        "Gedeeltelijk",
      );

      // Removing Martijn now is refused with the spec's message.
      const token = await storedToken(page);
      const removal = await page.request.patch(`/api/v1/trainings/${training.id}/participants`, {
        headers: { authorization: `Bearer ${token}` },
        data: { companyUserIds: [lotte.id], groupIds: [] },
      });
      expect(removal.status()).toBe(422);
      expect(((await removal.json()) as { errors: Record<string, string[]> }).errors).toEqual({
        company_user_ids: [
          "Deze deelnemer staat al op een ingevulde presentielijst en kan niet meer worden verwijderd.",
        ],
      });
      await page.reload();
      await expect(page.getByRole("table", { name: "Deelnemers" })).toContainText(
        "Martijn van Beek",
      );
    });
  });

  test("a group leader plans a two-date training from a template with a group through the wizard", async ({
    page,
  }) => {
    const stamp = Date.now();
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const trainer = await demoPerson(api, "Joost Bakker");
    const templateName = `BHV sjabloon ${stamp}`;
    await createTrainingTemplate(api, {
      name: templateName,
      description: "<p>Blussen en ontruimen</p>",
      trainerId: trainer.id,
      settings: { inviteParticipants: true, daysBeforeInvite: 7 },
    });

    await page.goto("/trainings");
    await page.getByRole("link", { name: "Training plannen" }).first().click();
    await expectPath(page, "/trainings/create/1");
    await page.getByRole("button", { name: "Sjabloon gebruiken" }).click();
    await page.getByRole("button", { name: `Sjabloon ${templateName} gebruiken` }).click();
    await expect(page.getByRole("dialog")).toBeHidden();

    // The template brought its name, place and times; the days are the planner's to choose.
    const name = page.getByRole("textbox", { name: /Naam van de training/ });
    await expect(name).toHaveValue(templateName);
    await name.fill(`BHV ${stamp}`);
    await expect(page.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3511 AB");
    const first = page.getByRole("group", { name: "Datum 1" });
    const second = page.getByRole("group", { name: "Datum 2" });
    await expect(second.getByLabel(/^Van/)).toHaveValue("13:00");
    // A day left empty is the server's to refuse, in Dutch, beside the field.
    await first.getByLabel(/^Dag/).fill("2099-03-03");
    await page.getByRole("button", { name: "Volgende" }).click();
    await expect(second).toContainText("Vul een geldige datum in");
    await second.getByLabel(/^Dag/).fill("2099-03-10");
    await page.getByRole("button", { name: "Volgende" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Trainer" })).toBeVisible();
    await expect(
      page.getByRole("group", { name: "Trainers" }).getByRole("checkbox", { name: trainer.name }),
    ).toBeChecked();
    await page.getByRole("button", { name: "Volgende" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Deelnemers" })).toBeVisible();
    // The demo's own group, not one another journey made with "Kantoor" in its name.
    await page.getByRole("checkbox", { name: /^Kantoor \d+ (lid|leden)$/ }).check();
    await page.getByRole("button", { name: "Volgende" }).click();

    await expect(page.getByRole("heading", { level: 2, name: "Instellingen" })).toBeVisible();
    await expect(page.getByRole("checkbox", { name: /Deelnemers uitnodigen/ })).toBeChecked();
    await page.getByRole("button", { name: "Training opslaan" }).click();

    await expect(page.getByText("De training is gepland.")).toBeVisible();
    await expect(page.getByRole("heading", { level: 1, name: `BHV ${stamp}` })).toBeVisible();
    // Each date also shows its attendance list's state and link.
    await expect(page.getByRole("region", { name: "Datums" }).getByRole("listitem")).toContainText([
      "dinsdag 3 maart 2099, 09:00–12:30",
      "dinsdag 10 maart 2099, 13:00–16:00",
    ]);
    await expect(page.getByRole("region", { name: "Locatie" })).toContainText(
      "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
    );
    await expect(page.getByRole("region", { name: "Trainers en registratie" })).toContainText(
      trainer.name,
    );
    const participants = page.getByRole("table", { name: "Deelnemers" });
    await expect(
      participants.getByRole("row").filter({ hasText: "Via groep Kantoor" }),
    ).not.toHaveCount(0);
    const trainingPath = new URL(page.url()).pathname;

    // Changing it goes through the same steps and saves once more.
    await page.getByRole("link", { name: "Bewerken" }).click();
    await expectPath(page, `${trainingPath}/edit/1`);
    await page
      .getByRole("textbox", { name: /Naam van de training/ })
      .fill(`BHV ${stamp} (gewijzigd)`);
    await page.getByRole("link", { name: /Stap 4 van 4/ }).click();
    await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
    await expect(page.getByText("De wijzigingen zijn opgeslagen.")).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 1, name: `BHV ${stamp} (gewijzigd)` }),
    ).toBeVisible();
    await expect(
      participants.getByRole("row").filter({ hasText: "Via groep Kantoor" }),
    ).not.toHaveCount(0);
  });
  test("a planner starts from a template on the list, picks the address from suggestions and keeps the draft over a reload", async ({
    page,
  }) => {
    const stamp = Date.now();
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const templateName = `Heftruck sjabloon ${stamp}`;
    await api("POST", "/training-templates", {
      name: templateName,
      content: {
        description: "<p>Rijden en laden</p>",
        slots: [{ timeFrom: "08:30", timeTo: "16:00" }],
      },
    });

    await page.goto("/trainings");
    const templates = page.getByRole("region", { name: "Sjablonen" });
    await templates
      .getByRole("link", { name: `Training plannen vanuit sjabloon ${templateName}` })
      .click();
    await expectPath(page, "/trainings/create/1");
    const name = page.getByRole("textbox", { name: /Naam van de training/ });
    await expect(name).toHaveValue(templateName);
    await name.fill(`Heftruck ${stamp}`);

    // The address comes from the (local, PDOK-format) address service, picked by keyboard.
    const search = page.getByRole("combobox", { name: /Zoek het adres/ });
    await search.fill("Oudegracht 12");
    const options = page.getByRole("listbox", { name: "Gevonden adressen" }).getByRole("option");
    await expect(options).toHaveText([
      "Oudegracht 12A, 3511AB Utrecht",
      "Oudegracht 12-bis, 3511AB Utrecht",
    ]);
    await search.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await search.press("Enter");
    await expect(page.getByRole("textbox", { name: /^Straat/ })).toHaveValue("Oudegracht");
    await expect(page.getByRole("textbox", { name: /^Toevoeging/ })).toHaveValue("A");
    await expect(page.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3511 AB");
    await expect(page.getByRole("textbox", { name: /^Plaats/ })).toHaveValue("Utrecht");
    await page.getByRole("group", { name: "Datum 1" }).getByLabel(/^Dag/).fill("2099-05-12");

    // A reload keeps what was typed (the browser asks first; leaving is confirmed here).
    page.once("dialog", (dialog) => void dialog.accept());
    await page.reload();
    await expect(page.getByText(/Je niet-opgeslagen invoer is teruggezet/)).toBeVisible();
    await expect(name).toHaveValue(`Heftruck ${stamp}`);
    await expect(page.getByRole("textbox", { name: /^Postcode/ })).toHaveValue("3511 AB");

    for (const step of ["Trainer", "Deelnemers", "Instellingen"]) {
      await page.getByRole("button", { name: "Volgende" }).click();
      await expect(page.getByRole("heading", { level: 2, name: step })).toBeVisible();
    }
    await page.getByRole("button", { name: "Training opslaan" }).click();
    await expect(page.getByRole("heading", { level: 1, name: `Heftruck ${stamp}` })).toBeVisible();
    await expect(page.getByRole("region", { name: "Locatie" })).toContainText(
      "Oudegracht 12A, 3511 AB Utrecht",
    );

    // Saved: a new plan starts empty again. The template is deleted from the list after asking.
    await page.goto("/trainings/create/1");
    await expect(name).toHaveValue("");
    await expect(page.getByText(/Je niet-opgeslagen invoer is teruggezet/)).toBeHidden();
    await page.goto("/trainings");
    await templates.getByRole("button", { name: `Sjabloon ${templateName} verwijderen` }).click();
    await page
      .getByRole("alertdialog", { name: `Sjabloon ${templateName} verwijderen?` })
      .getByRole("button", { name: "Verwijderen" })
      .click();
    await expect(page.getByText("Het sjabloon is verwijderd.")).toBeVisible();
    await expect(templates).not.toContainText(templateName);
  });
});
