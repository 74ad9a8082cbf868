import ical, { type VEvent } from "node-ical";
import { describe, expect, it } from "vitest";
import { dateUid, type TrainingCalendar, trainingCalendar } from "./training-calendar";

const base: TrainingCalendar = {
  method: "REQUEST",
  sequence: 0,
  name: "BHV herhaling",
  location: "Zaal De Linde, Oudegracht 12a, 3511 AB Utrecht",
  description: "Neem je pasje mee.",
  // The clocks go forward on Sunday 28 March 2027, between these two dates.
  dates: [
    { id: "d1", date: "2027-03-27", timeFrom: "09:00", timeTo: "12:30" },
    { id: "d2", date: "2027-03-29", timeFrom: "09:00:00", timeTo: "17:00:00" },
  ],
  organizer: { name: "Demo BV", email: "no-reply@leerlijn.localhost" },
  attendee: { name: "Sanne de Vries", email: "sanne@demo.example" },
  uidHost: "demo.example",
};

const events = (text: string) =>
  Object.values(ical.sync.parseICS(text)).filter((c): c is VEvent => c?.type === "VEVENT");

describe("trainingCalendar", () => {
  it("holds one event per date in Amsterdam time, right on both sides of the clock change", () => {
    const text = trainingCalendar(base);
    expect(text).toContain("METHOD:REQUEST");
    expect(text).toContain("BEGIN:VTIMEZONE");
    expect(text).toContain("DTSTART;TZID=Europe/Amsterdam:20270327T090000");
    const [before, after] = events(text);
    // 09:00 in winter time is 08:00 UTC; after the change it is 07:00 UTC.
    expect(before?.start.toISOString()).toBe("2027-03-27T08:00:00.000Z");
    expect(before?.end?.toISOString()).toBe("2027-03-27T11:30:00.000Z");
    expect(after?.start.toISOString()).toBe("2027-03-29T07:00:00.000Z");
    expect(after?.end?.toISOString()).toBe("2027-03-29T15:00:00.000Z");
    expect(before?.uid).toBe(dateUid("d1", "demo.example"));
    expect(before?.location).toBe(base.location);
    expect(before?.summary).toBe("BHV herhaling");
  });

  it("keeps a date's UID when its time changes, with the raised sequence", () => {
    const moved = trainingCalendar({
      ...base,
      sequence: 3,
      dates: [{ id: "d1", date: "2027-04-02", timeFrom: "13:00", timeTo: "16:00" }],
    });
    const [event] = events(moved);
    expect(event?.uid).toBe(dateUid("d1", "demo.example"));
    expect(Number(event?.sequence)).toBe(3);
    expect(event?.start.toISOString()).toBe("2027-04-02T11:00:00.000Z");
  });

  it("cancels with METHOD:CANCEL and cancelled events", () => {
    const text = trainingCalendar({ ...base, method: "CANCEL", sequence: 1 });
    expect(text).toContain("METHOD:CANCEL");
    expect(events(text).map((event) => event.status)).toEqual(["CANCELLED", "CANCELLED"]);
  });
});
