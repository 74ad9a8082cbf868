import { renderMail } from "../../../platform/mail/mail-layout";
import type { MailMessage } from "../../../platform/mail/mailer";
import type { CompanyMailContext } from "../../companies/company-mail-context";
import type { CalendarSnapshot } from "../trainings.table";
import { trainingCalendar } from "./training-calendar";

export type CalendarMailKind = "invitation" | "update" | "cancellation" | "datesCancelled";

export type CalendarMail = {
  kind: CalendarMailKind;
  context: CompanyMailContext;
  trainingId: string;
  person: { email: string; firstName: string; name: string };
  name: string;
  location: string;
  dates: CalendarSnapshot["dates"];
  sequence: number;
  /** The sender address, which the calendar names as organiser. */
  organizerEmail: string;
};

const dayFormat = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "dinsdag 2 maart 2027, 09:00 tot 12:30": a date as Dutch people write it. */
export function dateLine(date: { date: string; timeFrom: string; timeTo: string }): string {
  // A yyyy-MM-dd day read as midnight UTC and written in UTC, so it is that day everywhere.
  const weekday = dayFormat.format(new Date(`${date.date}T00:00:00Z`));
  return `${weekday}, ${date.timeFrom.slice(0, 5)} tot ${date.timeTo.slice(0, 5)}`;
}

const subjects: Record<CalendarMailKind, (name: string) => string> = {
  invitation: (name) => `Uitnodiging: ${name}`,
  update: (name) => `Gewijzigd: ${name}`,
  cancellation: (name) => `Afgemeld: ${name}`,
  datesCancelled: (name) => `Datum vervallen: ${name}`,
};

function opening(mail: CalendarMail, company: string): string[] {
  const count = mail.dates.length;
  switch (mail.kind) {
    case "invitation":
      return [`Je bent ingeschreven voor de training ${mail.name} van ${company}.`];
    case "update":
      return [`De training ${mail.name} is gewijzigd. Dit zijn de gegevens zoals ze nu zijn.`];
    case "cancellation":
      return [
        `Je staat niet meer ingeschreven voor de training ${mail.name}. De afspraken in je agenda vervallen.`,
      ];
    case "datesCancelled":
      return [
        count === 1
          ? `Deze datum van de training ${mail.name} gaat niet door. De afspraak in je agenda vervalt.`
          : `Deze datums van de training ${mail.name} gaan niet door. De afspraken in je agenda vervallen.`,
      ];
  }
}

/**
 * A participant's invitation, update or cancellation: a branded Dutch mail with the dates and
 * the place, and the iCalendar file their mail program offers to put in (or take out of) their
 * agenda. The calendar holds exactly the dates the mail names.
 */
export function calendarMail(mail: CalendarMail): MailMessage {
  const company = mail.context.brand.name;
  const cancels = mail.kind === "cancellation" || mail.kind === "datesCancelled";
  const when = mail.dates.map(dateLine);
  const url = `${mail.context.origin}/my-trainings/${mail.trainingId}`;
  const uidHost = new URL(mail.context.origin).hostname;
  return {
    to: mail.person.email,
    fromName: company,
    subject: subjects[mail.kind](mail.name),
    calendar: {
      method: cancels ? "CANCEL" : "REQUEST",
      content: trainingCalendar({
        method: cancels ? "CANCEL" : "REQUEST",
        sequence: mail.sequence,
        name: mail.name,
        location: mail.location,
        description: `Training van ${company}. ${url}`,
        dates: mail.dates,
        organizer: { name: company, email: mail.organizerEmail },
        attendee: { name: mail.person.name, email: mail.person.email },
        uidHost,
        url,
      }),
    },
    ...renderMail({
      brand: mail.context.brand,
      greeting: `Hallo ${mail.person.firstName},`,
      paragraphs: [
        ...opening(mail, company),
        ...(when.length === 1 ? [`Wanneer: ${when[0]}`] : ["Wanneer:", ...when]),
        ...(cancels ? [] : [`Waar: ${mail.location}`]),
        cancels
          ? "Het agendabestand bij deze e-mail haalt de afspraak uit je agenda."
          : "Het agendabestand bij deze e-mail zet de afspraken in je agenda.",
      ],
      ...(cancels ? {} : { action: { label: "Bekijk de training", url } }),
      footer: `Je krijgt deze e-mail omdat je bent ingeschreven voor een training van ${company}.`,
    }),
  };
}

/** The day before a date: when and where, and nothing to click but the training itself. */
export function reminderMail(mail: {
  context: CompanyMailContext;
  trainingId: string;
  person: { email: string; firstName: string };
  name: string;
  location: string;
  date: CalendarSnapshot["dates"][number];
}): MailMessage {
  const company = mail.context.brand.name;
  return {
    to: mail.person.email,
    fromName: company,
    subject: `Morgen: ${mail.name}`,
    ...renderMail({
      brand: mail.context.brand,
      greeting: `Hallo ${mail.person.firstName},`,
      paragraphs: [
        `Morgen is de training ${mail.name}.`,
        `Wanneer: ${dateLine(mail.date)}`,
        `Waar: ${mail.location}`,
      ],
      action: {
        label: "Bekijk de training",
        url: `${mail.context.origin}/my-trainings/${mail.trainingId}`,
      },
      footer: `Je krijgt deze e-mail omdat je bent ingeschreven voor een training van ${company}.`,
    }),
  };
}
