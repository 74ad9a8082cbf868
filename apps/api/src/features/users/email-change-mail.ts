import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyMailContext } from "../companies/company-mail-context";
import type { IssuedToken } from "./account-tokens";

/** An email change waiting for its confirmation, to mail once the transaction has committed. */
export type EmailChange = {
  companyId: string;
  firstName: string;
  oldEmail: string;
  newEmail: string;
  token: IssuedToken;
};

export function emailConfirmationMail(
  context: CompanyMailContext,
  change: EmailChange,
  ttlDays: number,
): MailMessage {
  const company = context.brand.name;
  return {
    to: change.newEmail,
    fromName: company,
    subject: "Bevestig je nieuwe e-mailadres",
    ...renderMail({
      brand: context.brand,
      greeting: `Hallo ${change.firstName},`,
      paragraphs: [
        `Je e-mailadres in de leeromgeving van ${company} wordt gewijzigd van ${change.oldEmail} in ${change.newEmail}.`,
        "Bevestig dat dit jouw e-mailadres is. Tot je dat doet, log je in met je oude e-mailadres.",
      ],
      action: {
        label: "E-mailadres bevestigen",
        url: `${context.origin}/email/confirm/${change.token.id}/${change.token.secret}`,
      },
      afterAction: [
        `Deze link werkt ${ttlDays} dagen. Heb je hier niet om gevraagd? Dan kun je deze e-mail negeren: er verandert niets.`,
      ],
      footer: `Je krijgt deze e-mail omdat dit adres is opgegeven in de leeromgeving van ${company}.`,
    }),
  };
}

/** To the old address: the account's owner hears of the change before it can take effect. */
export function emailChangeNoticeMail(
  context: CompanyMailContext,
  change: EmailChange,
): MailMessage {
  const company = context.brand.name;
  return {
    to: change.oldEmail,
    fromName: company,
    subject: "Je e-mailadres wordt gewijzigd",
    ...renderMail({
      brand: context.brand,
      greeting: `Hallo ${change.firstName},`,
      paragraphs: [
        `Er is gevraagd om het e-mailadres van je account in de leeromgeving van ${company} te wijzigen in ${change.newEmail}.`,
        `De wijziging gaat pas in als die vanaf ${change.newEmail} is bevestigd. Tot dan log je in met ${change.oldEmail}.`,
        `Klopt dit niet? Neem dan contact op met de beheerder van ${company}.`,
      ],
      footer: `Je krijgt deze e-mail omdat dit het e-mailadres van je account is.`,
    }),
  };
}
