/** A calendar day (yyyy-MM-dd) plus whole months; the 31st becomes the month's last day. */
export function addMonths(day: string, months: number): string {
  const [year, month, date] = day.split("-").map(Number) as [number, number, number];
  const first = new Date(Date.UTC(year, month - 1 + months, 1));
  const lastDay = new Date(
    Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + 1, 0),
  ).getUTCDate();
  first.setUTCDate(Math.min(date, lastDay));
  return first.toISOString().slice(0, 10);
}

/**
 * The expiry and reminder days of a course certificate issued on `issuedOn`: `months` later
 * (null: it never expires, so no reminder). The holder is reminded a month before it expires
 * (a week for a validity of one month), so there is time to take the course again while the
 * old certificate still counts.
 */
export function courseCertificateDates(issuedOn: string, months: number | null) {
  if (months === null) return { expiresOn: null, reminderOn: null };
  const expiresOn = addMonths(issuedOn, months);
  const reminderOn = months > 1 ? addMonths(expiresOn, -1) : addDays(expiresOn, -7);
  return { expiresOn, reminderOn };
}

function addDays(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}
