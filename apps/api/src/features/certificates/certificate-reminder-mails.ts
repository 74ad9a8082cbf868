import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyMailContext } from "../companies/company-mail-context";
import { formatDay } from "./certificate-file";

/** One certificate whose reminder date has come, as the reminder mails name it. */
export type ReminderLine = {
  holderName: string;
  trainingName: string;
  trainingId: string | null;
  number: string | null;
  /** yyyy-MM-dd: the first day it no longer counts. */
  expiresOn: string;
};

/**
 * The holder's reminder: their certificate runs out on a day, so they can plan the next
 * training; the button leads to the training's page, where the certificate is.
 */
export function holderReminderMail(mail: {
  context: CompanyMailContext;
  person: { email: string; firstName: string };
  certificate: ReminderLine;
}): MailMessage {
  const company = mail.context.brand.name;
  const { certificate } = mail;
  const url = certificate.trainingId
    ? `${mail.context.origin}/my-trainings/${certificate.trainingId}`
    : `${mail.context.origin}/my-trainings`;
  return {
    to: mail.person.email,
    fromName: company,
    subject: `Je certificaat verloopt binnenkort: ${certificate.trainingName}`,
    ...renderMail({
      brand: mail.context.brand,
      greeting: `Hallo ${mail.person.firstName},`,
      paragraphs: [
        `Je certificaat voor ${certificate.trainingName} verloopt op ${formatDay(certificate.expiresOn)}.`,
        ...(certificate.number ? [`Certificaatnummer: ${certificate.number}`] : []),
        "Plan op tijd een nieuwe training, zodat je certificaat geldig blijft. Weet je niet welke training je nodig hebt? Vraag het je leidinggevende.",
      ],
      action: { label: "Bekijk je certificaat", url },
      footer: `Je krijgt deze e-mail omdat je een certificaat van ${company} hebt.`,
    }),
  };
}

/** A group leader's summary: whose certificates (of this sweep) run out, and when. */
export function leaderReminderMail(mail: {
  context: CompanyMailContext;
  person: { email: string; firstName: string };
  certificates: readonly ReminderLine[];
}): MailMessage {
  const company = mail.context.brand.name;
  const count = mail.certificates.length;
  return {
    to: mail.person.email,
    fromName: company,
    subject:
      count === 1
        ? `Certificaat verloopt binnenkort: ${mail.certificates[0]!.holderName}`
        : `${count} certificaten verlopen binnenkort`,
    ...renderMail({
      brand: mail.context.brand,
      greeting: `Hallo ${mail.person.firstName},`,
      paragraphs: [
        count === 1
          ? "Dit certificaat van iemand in je organisatie verloopt binnenkort:"
          : "Deze certificaten van mensen in je organisatie verlopen binnenkort:",
        ...mail.certificates.map(
          (line) =>
            `${line.holderName}: ${line.trainingName}, verloopt op ${formatDay(line.expiresOn)}`,
        ),
        "Plan op tijd een nieuwe training, zodat hun certificaten geldig blijven.",
      ],
      action: { label: "Bekijk de trainingen", url: `${mail.context.origin}/trainings` },
      footer: `Je krijgt deze e-mail omdat je groepsleider bent bij ${company}.`,
    }),
  };
}
