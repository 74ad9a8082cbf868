import { LOCALE, TIME_ZONE } from "../../lib/i18n";

const dayFormat = new Intl.DateTimeFormat(LOCALE, {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: TIME_ZONE,
});

/**
 * A training day as "dinsdag 3 maart 2026". The date is a calendar day in Amsterdam, so it is
 * read at noon UTC: that is the same day there in summer and winter.
 */
export function formatTrainingDay(date: string): string {
  return dayFormat.format(new Date(`${date}T12:00:00Z`));
}

/** "dinsdag 3 maart 2026, 09:00–12:30": the times are Amsterdam wall-clock times already. */
export function formatTrainingDate(date: string, timeFrom: string, timeTo: string): string {
  return `${formatTrainingDay(date)}, ${timeFrom}–${timeTo}`;
}

/** The map link for an address in the spec's one-line format. */
export function openStreetMapUrl(locationLine: string): string {
  return `https://www.openstreetmap.org/search?query=${encodeURIComponent(locationLine)}`;
}
