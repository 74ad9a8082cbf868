import { readFile } from "node:fs/promises";
import { accounts } from "../support/accounts";
import { apiOf, demoPerson, planTraining } from "../support/api";
import { expect, test } from "../support/fixtures";
import { linkIn, mailboxSize, waitForMail } from "../support/mailbox";
import { expectPath } from "../support/navigation";
import { signInAs } from "../support/sign-in";

test.describe("the participant's side of trainings", () => {
  test("a freed place goes to the first waiting, who is mailed and then sees the training and its place", async ({
    page,
    browser,
  }) => {
    const stamp = Date.now();
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const bram = await demoPerson(api, "Bram Willems");
    const mohammed = await demoPerson(api, "Mohammed el Amrani");
    const name = `Heftruck certificaat ${stamp}`;
    // One place: Bram has it, Mohammed waits.
    const training = await planTraining(api, {
      name,
      dates: [
        { date: "2099-04-14", timeFrom: "08:30", timeTo: "16:00" },
        { date: "2099-04-21", timeFrom: "08:30", timeTo: "12:00" },
      ],
      participants: { companyUserIds: [bram.id, mohammed.id], groupIds: [] },
      capacity: 1,
    });
    const planned = (await api("GET", `/trainings/${training.id}`)).data as {
      participants: { id: string; waiting: boolean; waitingListPosition: number | null }[];
      placesLeft: number;
    };
    expect(planned.placesLeft).toBe(0);
    expect(planned.participants.find((p) => p.id === mohammed.id)).toMatchObject({
      waiting: true,
      waitingListPosition: 1,
    });

    // The group leader sees who waits on the training's page.
    await page.goto(`/trainings/${training.id}`);
    const participants = page.getByRole("table", { name: "Deelnemers" });
    await expect(
      participants.getByRole("row").filter({ hasText: "Mohammed el Amrani" }),
    ).toContainText("Wachtlijst 1");

    // Bram is removed: Mohammed gets the place at once, and a mail.
    const since = mailboxSize();
    await api("PATCH", `/trainings/${training.id}/participants`, {
      companyUserIds: [mohammed.id],
      groupIds: [],
    });
    const mail = await waitForMail(
      accounts.trainingStudent,
      `Er is een plaats voor je vrij: ${name}`,
      {
        since,
      },
    );
    expect(mail.text).toContain("dinsdag 14 april 2099, 08:30–16:00");
    await page.reload();
    await expect(page.getByText("Wachtlijst 1")).toHaveCount(0);

    // The educator reads Mohammed's trainings beside his courses.
    await page.goto(`/lms/users/${mohammed.id}/trainings`);
    await expect(
      page.getByRole("heading", { level: 1, name: "Trainingen van Mohammed el Amrani" }),
    ).toBeVisible();
    await expect(page.getByRole("row").filter({ hasText: name })).toContainText("Ingeschreven");
    await page.getByRole("combobox", { name: "Aanwezigheid" }).selectOption("absent");
    await expect(page.getByRole("row").filter({ hasText: name })).toHaveCount(0);

    // Mohammed follows the link in the mail, signs in, and lands on the training.
    const participantContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const participant = await participantContext.newPage();
    await signInAs(participant, accounts.trainingStudent);
    await expectPath(participant, "/my-trainings");
    const section = participant.getByRole("region", { name: "Trainingen" });
    const card = section.getByRole("link", { name: new RegExp(name) });
    await expect(card).toContainText("dinsdag 14 april 2099");
    await expect(card).toContainText("08:30–16:00");
    await expect(card).toContainText("Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht");
    await expect(card).not.toContainText("wachtlijst");

    await participant.goto(new URL(linkIn(mail, "/my-trainings/")).pathname);
    await expect(participant.getByRole("heading", { level: 1, name })).toBeVisible();
    await expect(participant.getByRole("region", { name: "Locatie" })).toContainText(
      "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
    );
    await expect(participant.getByRole("link", { name: /Bekijk op de kaart/ })).toHaveAttribute(
      "href",
      /openstreetmap\.org\/search\?query=Zaal%20De%20Linde/,
    );
    await expect(participant.getByText(/Op de wachtlijst/)).toHaveCount(0);
    const dates = participant.getByRole("region", { name: "Datums en je aanwezigheid" });
    await expect(dates.getByRole("listitem")).toHaveCount(2);
    // The dates go into their own agenda as a calendar file.
    const downloading = participant.waitForEvent("download");
    await participant.getByRole("button", { name: "Zet in je agenda" }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.ics$/);
    const calendar = await readFile(await download.path(), "utf8");
    expect(calendar).toContain("BEGIN:VCALENDAR");
    expect(calendar.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    expect(calendar).toContain("DTSTART;TZID=Europe/Amsterdam:20990414T083000");

    // A training someone does not take part in is not theirs to see.
    const other = await planTraining(api, {
      name: `Niet voor Mohammed ${stamp}`,
      dates: [{ date: "2099-05-01", timeFrom: "09:00", timeTo: "10:00" }],
    });
    await participant.goto(`/my-trainings/${other.id}`);
    await expectPath(participant, "/not-found");
    await participantContext.close();
  });

  test("someone on the waiting list reads their turn on their page", async ({ page, browser }) => {
    const stamp = Date.now();
    await signInAs(page, accounts.groupLeader);
    const api = await apiOf(page);
    const sophie = await demoPerson(api, "Sophie de Jong");
    const lotte = await demoPerson(api, "Lotte Smit");
    const training = await planTraining(api, {
      name: `EHBO ${stamp}`,
      dates: [{ date: "2099-06-02", timeFrom: "09:00", timeTo: "12:00" }],
      participants: { companyUserIds: [sophie.id, lotte.id], groupIds: [] },
      capacity: 1,
    });
    const context = await browser.newContext();
    const learner = await context.newPage();
    await signInAs(learner, accounts.companyStudent);
    await learner.goto(`/my-trainings/${training.id}`);
    await expect(learner.getByText("Op de wachtlijst (plaats 1)")).toBeVisible();
    await context.close();
  });
});
