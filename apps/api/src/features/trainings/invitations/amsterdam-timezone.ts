/**
 * The VTIMEZONE of Europe/Amsterdam (RFC 5545 §3.6.5): CET, and CEST from the last Sunday of
 * March 02:00 to the last Sunday of October 03:00, the EU rule since 1996. Written out because
 * calendar programs need it beside the TZID, and the rule is stable enough not to need a
 * time-zone database at run time.
 */
export const AMSTERDAM = "Europe/Amsterdam";

export const amsterdamVtimezone = (): string =>
  [
    "BEGIN:VTIMEZONE",
    `TZID:${AMSTERDAM}`,
    "X-LIC-LOCATION:Europe/Amsterdam",
    "BEGIN:DAYLIGHT",
    "TZOFFSETFROM:+0100",
    "TZOFFSETTO:+0200",
    "TZNAME:CEST",
    "DTSTART:19700329T020000",
    "RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU",
    "END:DAYLIGHT",
    "BEGIN:STANDARD",
    "TZOFFSETFROM:+0200",
    "TZOFFSETTO:+0100",
    "TZNAME:CET",
    "DTSTART:19701025T030000",
    "RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU",
    "END:STANDARD",
    "END:VTIMEZONE",
  ].join("\r\n");
