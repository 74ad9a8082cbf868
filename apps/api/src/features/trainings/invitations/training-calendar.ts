import ical, { ICalCalendarMethod, ICalEventStatus } from "ical-generator";
import { DateTime } from "luxon";
import type { CalendarSnapshot } from "../trainings.table";
import { AMSTERDAM, amsterdamVtimezone } from "./amsterdam-timezone";

/** REQUEST invites or updates, CANCEL withdraws; PUBLISH is a file to add by hand. */
export type CalendarMethod = "REQUEST" | "CANCEL" | "PUBLISH";

export type TrainingCalendar = {
  method: CalendarMethod;
  /** The training's calendar SEQUENCE; a receiver replaces an entry only by a higher one. */
  sequence: number;
  name: string;
  location: string;
  /** Plain-text description of each entry (no markup: calendar programs show it as is). */
  description: string;
  dates: CalendarSnapshot["dates"];
  organizer: { name: string; email: string };
  /** The person the entries are for; absent on a file without an address to name. */
  attendee?: { name: string; email: string } | undefined;
  /** The company's host: with the date's id it makes a UID that stays the same for that date. */
  uidHost: string;
  url?: string | undefined;
};

/** A date's UID: stable for that date for as long as it exists, whatever changes about it. */
export const dateUid = (dateId: string, host: string) => `training-date-${dateId}@${host}`;

/** A wall-clock time of a day in Amsterdam, as luxon needs it for a TZID-bound DTSTART. */
const amsterdamTime = (date: string, time: string) =>
  DateTime.fromISO(`${date}T${time.slice(0, 5)}`, { zone: AMSTERDAM });

/**
 * An iCalendar file (RFC 5545) for one participant: one VEVENT per date, in Amsterdam time
 * with its VTIMEZONE, METHOD:REQUEST to invite or update and METHOD:CANCEL to withdraw.
 */
export function trainingCalendar(calendar: TrainingCalendar): string {
  const cal = ical({
    prodId: { company: "Leerlijn", product: "Trainingen", language: "NL" },
    method: ICalCalendarMethod[calendar.method],
    timezone: { name: AMSTERDAM, generator: amsterdamVtimezone },
  });
  for (const date of calendar.dates) {
    cal.createEvent({
      id: dateUid(date.id, calendar.uidHost),
      sequence: calendar.sequence,
      start: amsterdamTime(date.date, date.timeFrom),
      end: amsterdamTime(date.date, date.timeTo),
      timezone: AMSTERDAM,
      summary: calendar.name,
      location: calendar.location,
      description: calendar.description,
      organizer: calendar.organizer,
      attendees: calendar.attendee ? [{ ...calendar.attendee, rsvp: false }] : [],
      status: calendar.method === "CANCEL" ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
      ...(calendar.url ? { url: calendar.url } : {}),
    });
  }
  return cal.toString();
}
