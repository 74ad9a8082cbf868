import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyMailContext } from "../companies/company-mail-context";
import type { RecertificationOutcome } from "./certificates.table";

type Booking = {
  holderName: string;
  certificateName: string;
  outcome: RecertificationOutcome;
  trainingName: string | null;
};

const lineOf = (booking: Booking) => {
  switch (booking.outcome) {
    case "booked":
      return `${booking.holderName} (${booking.certificateName}): aangemeld voor ${booking.trainingName}`;
    case "waiting":
      return `${booking.holderName} (${booking.certificateName}): op de wachtlijst van ${booking.trainingName}`;
    case "noTraining":
      return `${booking.holderName} (${booking.certificateName}): geen hercertificering gepland`;
  }
};

/**
 * A group leader's weekly summary of recertification: whose certificates came up for renewal,
 * who was booked on a training and who could not be (a waiting list, or none planned).
 */
export function recertificationSummaryMail(mail: {
  context: CompanyMailContext;
  person: { email: string; firstName: string };
  bookings: readonly Booking[];
}): MailMessage {
  const company = mail.context.brand.name;
  const booked = mail.bookings.filter((booking) => booking.outcome === "booked");
  const notBooked = mail.bookings.filter((booking) => booking.outcome !== "booked");
  return {
    to: mail.person.email,
    fromName: company,
    subject: `Hercertificering deze week: ${booked.length} aangemeld, ${notBooked.length} niet aangemeld`,
    ...renderMail({
      brand: mail.context.brand,
      greeting: `Hallo ${mail.person.firstName},`,
      paragraphs: [
        "Van deze mensen in je organisatie komt een certificaat binnenkort te verlopen. Zo hebben we ze voor een hercertificering aangemeld:",
        ...(booked.length > 0 ? ["Aangemeld:", ...booked.map(lineOf)] : []),
        ...(notBooked.length > 0 ? ["Niet aangemeld:", ...notBooked.map(lineOf)] : []),
        ...(notBooked.length > 0
          ? ["Plan een extra training of maak plaats, zodat hun certificaten geldig blijven."]
          : []),
      ],
      action: { label: "Bekijk de trainingen", url: `${mail.context.origin}/trainings` },
      footer: `Je krijgt deze e-mail omdat je groepsleider bent bij ${company}.`,
    }),
  };
}
