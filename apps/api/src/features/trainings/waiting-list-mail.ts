import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyMailContext } from "../companies/company-mail-context";

type Person = { email: string; firstName: string };
type TrainingForMail = {
  id: string;
  name: string;
  locationLine: string;
  dates: readonly { date: string; timeFrom: string; timeTo: string }[];
};

const longDay = new Intl.DateTimeFormat("nl-NL", {
  weekday: "long",
  day: "numeric",
  month: "long",
  year: "numeric",
  timeZone: "UTC",
});

/** "maandag 2 maart 2099, 09:00–12:30": a date is a calendar day, so it is read as UTC. */
export const dateLine = (date: { date: string; timeFrom: string; timeTo: string }) =>
  `${longDay.format(new Date(`${date.date}T00:00:00Z`))}, ${date.timeFrom}–${date.timeTo}`;

/** To someone on the waiting list who just got a place. */
export function placeGivenMail(
  context: CompanyMailContext,
  person: Person,
  training: TrainingForMail,
): MailMessage {
  const company = context.brand.name;
  return {
    to: person.email,
    fromName: context.fromName,
    subject: `Er is een plaats voor je vrij: ${training.name}`,
    ...renderMail({
      brand: context.brand,
      greeting: `Hallo ${person.firstName},`,
      paragraphs: [
        `Goed nieuws: er is een plaats vrijgekomen in de training ${training.name}. Je stond op de wachtlijst en doet nu mee.`,
        ...(training.dates.length > 0
          ? [
              `${training.dates.length === 1 ? "Datum" : "Datums"}: ${training.dates.map(dateLine).join("; ")}.`,
            ]
          : []),
        `Locatie: ${training.locationLine}.`,
      ],
      action: { label: "Training bekijken", url: `${context.origin}/my-trainings/${training.id}` },
      afterAction: ["Kun je toch niet? Laat het dan weten aan de organisator van de training."],
      footer: `Je krijgt deze e-mail omdat je op de wachtlijst stond voor een training van ${company}.`,
    }),
  };
}
