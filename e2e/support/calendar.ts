import { expect } from "@playwright/test";
import ical, { type VEvent } from "node-ical";
import type { Mail } from "./mailbox";

/**
 * How often the journeys' server sends the trainings' calendar mails and how long it waits
 * after a change before the update goes out (TRAINING_CALENDAR_SWEEP_SECONDS and
 * TRAINING_UPDATE_QUIET_SECONDS, a minute and five minutes by default), so that a journey sees
 * an update in seconds.
 */
export const calendarTiming = { sweepSeconds: 2, quietSeconds: 4 } as const;

/** The iCalendar file attached to a mail, read by a real parser: its METHOD and its events. */
export function calendarOf(mail: Mail) {
  expect(mail.calendar, `the calendar file of "${mail.subject}"`).toBeTruthy();
  const ics = mail.calendar!;
  const parsed = ical.sync.parseICS(ics);
  const events = Object.values(parsed)
    .filter((component): component is VEvent => component?.type === "VEVENT")
    .sort((a, b) => a.start.getTime() - b.start.getTime());
  return { ics, method: parsed.vcalendar?.method, events };
}
