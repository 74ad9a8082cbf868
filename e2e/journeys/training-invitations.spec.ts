import type { Page } from "@playwright/test";
import { accounts } from "../support/accounts";
import { apiOf, createTrainingTemplate, demoPerson } from "../support/api";
import { calendarOf, calendarTiming } from "../support/calendar";
import { expect, test } from "../support/fixtures";
import { mailsTo, waitForMail } from "../support/mailbox";
import { expectPath } from "../support/navigation";
import { signInAs } from "../support/sign-in";

const DAY_MS = 86_400_000;
const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * The next change of Amsterdam's clocks at least two weeks away (the last Sunday of March or of
 * October), with Amsterdam's offset from UTC in hours before and after it.
 */
function nextClockChange(now = Date.now()) {
  const year = new Date(now).getUTCFullYear();
  for (const y of [year, year + 1])
    for (const [month, before, after] of [
      [2, 1, 2],
      [9, 2, 1],
    ] as const) {
      const last = new Date(Date.UTC(y, month + 1, 0));
      const sunday = last.getTime() - last.getUTCDay() * DAY_MS;
      if (sunday > now + 14 * DAY_MS) return { sunday, before, after };
    }
  throw new Error("No change of the clocks within a year");
}

/** A wall-clock time in Amsterdam on a day, as the instant it is when Amsterdam is UTC+offset. */
const amsterdam = (day: string, time: string, offset: number) =>
  new Date(Date.parse(`${day}T${time}:00Z`) - offset * 3_600_000).toISOString();

const sleepUntil = (page: Page, time: number) =>
  page.waitForTimeout(Math.max(0, time - Date.now()));

test("a planned training's invitations, update and cancellation reach the participants' calendars", async ({
  page,
}) => {
  test.setTimeout(60_000);
  const stamp = Date.now();
  const { sweepSeconds, quietSeconds } = calendarTiming;
  // Whatever a change sets off has been sent by then, so counting the mails afterwards is fair.
  const settled = () => Date.now() + (quietSeconds + 2 * sweepSeconds) * 1000;
  // A Friday before the clocks change and the Monday after, in one invitation window.
  const clocks = nextClockChange();
  const friday = isoDay(clocks.sunday - 2 * DAY_MS);
  const monday = isoDay(clocks.sunday + DAY_MS);
  const nextMonday = isoDay(clocks.sunday + 8 * DAY_MS);

  await signInAs(page, accounts.groupLeader);
  const api = await apiOf(page);
  const trainer = await demoPerson(api, "Joost Bakker");
  // People of their own, so that no other journey's mail is read as theirs, nor theirs by it.
  const person = async (firstName: string) => {
    const email = `${firstName.toLowerCase()}.${stamp}@demo.example`;
    const [created] = (
      await api("POST", "/users", { firstName, lastName: `Agenda ${stamp}`, email })
    ).data as { id: string; name: string }[];
    return { ...created!, email };
  };
  const ilse = await person("Ilse");
  const joris = await person("Joris");
  const karin = await person("Karin");
  const groupName = `Ploeg agenda ${stamp}`;
  await api("POST", "/groups", { name: groupName, memberIds: [ilse.id, joris.id] });
  const templateName = `Heftruck sjabloon ${stamp}`;
  await createTrainingTemplate(api, {
    name: templateName,
    description: "<p>Veilig rijden met de heftruck</p>",
    trainerId: trainer.id,
    // The window is open today, so the invitations go out at once.
    settings: { inviteParticipants: true, daysBeforeInvite: 365 },
  });

  // Planned from the template through the wizard, with a group and one person on their own.
  await page.goto("/trainings");
  await page.getByRole("link", { name: "Training plannen" }).first().click();
  await expectPath(page, "/trainings/create/1");
  await page.getByRole("button", { name: "Sjabloon gebruiken" }).click();
  await page.getByRole("button", { name: `Sjabloon ${templateName} gebruiken` }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  const name = `Heftruck ${stamp}`;
  await page.getByRole("textbox", { name: /Naam van de training/ }).fill(name);
  await page.getByRole("group", { name: "Datum 1" }).getByLabel(/^Dag/).fill(friday);
  const second = page.getByRole("group", { name: "Datum 2" });
  await second.getByLabel(/^Dag/).fill(monday);
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Trainer" })).toBeVisible();
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Deelnemers" })).toBeVisible();
  await page.getByRole("checkbox", { name: `${groupName} 2 leden` }).check();
  await page.getByRole("searchbox", { name: "Zoek op naam of e-mailadres" }).fill(karin.name);
  await page.getByRole("checkbox", { name: new RegExp(karin.name) }).check();
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(page.getByRole("checkbox", { name: /Deelnemers uitnodigen/ })).toBeChecked();
  await page.getByRole("button", { name: "Training opslaan" }).click();
  await expect(page.getByText("De training is gepland.")).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name })).toBeVisible();
  const trainingPath = new URL(page.url()).pathname;

  // Each participant is invited with one event per date, in Amsterdam time on both sides of
  // the change of the clocks.
  const invitations = await Promise.all(
    [ilse, joris, karin].map(async (participant) =>
      calendarOf(await waitForMail(participant.email, `Uitnodiging: ${name}`)),
    ),
  );
  for (const invitation of invitations) {
    expect(invitation.method).toBe("REQUEST");
    expect(invitation.ics).toContain("BEGIN:VTIMEZONE");
    expect(invitation.ics).toContain(
      `DTSTART;TZID=Europe/Amsterdam:${friday.replaceAll("-", "")}T090000`,
    );
    expect(
      invitation.events.map((event) => [event.start.toISOString(), event.end?.toISOString()]),
    ).toEqual([
      [amsterdam(friday, "09:00", clocks.before), amsterdam(friday, "12:30", clocks.before)],
      [amsterdam(monday, "13:00", clocks.after), amsterdam(monday, "16:00", clocks.after)],
    ]);
    expect(invitation.events[0]!.location).toContain("3511 AB Utrecht");
  }
  const [invitation] = invitations;
  const uids = invitation!.events.map((event) => event.uid);
  const invitedSequence = Number(invitation!.events[0]!.sequence);

  // The second date moves a week: each participant gets one update, with a higher SEQUENCE.
  await page.getByRole("link", { name: "Bewerken" }).click();
  await expectPath(page, `${trainingPath}/edit/1`);
  await second.getByLabel(/^Dag/).fill(nextMonday);
  await page.getByRole("link", { name: /Stap 4 van 4/ }).click();
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.getByText("De wijzigingen zijn opgeslagen.")).toBeVisible();
  const updates = await Promise.all(
    [ilse, joris, karin].map(async (participant) =>
      calendarOf(await waitForMail(participant.email, `Gewijzigd: ${name}`)),
    ),
  );
  for (const update of updates) {
    expect(update.method).toBe("REQUEST");
    expect(update.events.map((event) => event.uid)).toEqual(uids);
    expect(Number(update.events[0]!.sequence)).toBeGreaterThan(invitedSequence);
    expect(update.events[1]!.start.toISOString()).toBe(
      amsterdam(nextMonday, "13:00", clocks.after),
    );
  }
  const updatedSequence = Number(updates[0]!.events[0]!.sequence);

  // Karin is taken off the list: her entries are cancelled, the others hear nothing more.
  await page.getByRole("link", { name: "Bewerken" }).click();
  await page.getByRole("link", { name: /Stap 3 van 4/ }).click();
  await page.getByRole("checkbox", { name: new RegExp(karin.name) }).uncheck();
  await page.getByRole("link", { name: /Stap 4 van 4/ }).click();
  await page.getByRole("button", { name: "Wijzigingen opslaan" }).click();
  await expect(page.getByText("De wijzigingen zijn opgeslagen.")).toBeVisible();
  const quietAfter = settled();
  const cancellation = calendarOf(await waitForMail(karin.email, `Afgemeld: ${name}`));
  expect(cancellation.method).toBe("CANCEL");
  expect(cancellation.events.map((event) => event.uid)).toEqual(uids);
  expect(cancellation.events.map((event) => event.status)).toEqual(["CANCELLED", "CANCELLED"]);
  expect(Number(cancellation.events[0]!.sequence)).toBeGreaterThan(updatedSequence);

  await sleepUntil(page, quietAfter);
  for (const participant of [ilse, joris, karin]) {
    expect(mailsTo(participant.email, `Uitnodiging: ${name}`)).toHaveLength(1);
    expect(mailsTo(participant.email, `Gewijzigd: ${name}`)).toHaveLength(1);
  }
  expect(mailsTo(ilse.email, `Afgemeld: ${name}`)).toHaveLength(0);
  expect(mailsTo(joris.email, `Afgemeld: ${name}`)).toHaveLength(0);
  expect(mailsTo(karin.email, `Afgemeld: ${name}`)).toHaveLength(1);
});
