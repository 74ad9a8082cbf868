import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyMailContext } from "../companies/company-mail-context";

type Person = { email: string; firstName: string };

export function invitationMail(
  context: CompanyMailContext,
  person: Person,
  invitation: { id: string; secret: string; ttlDays: number },
): MailMessage {
  const company = context.brand.name;
  const url = `${context.origin}/invite/${invitation.id}/${invitation.secret}`;
  return {
    to: person.email,
    fromName: company,
    subject: `Je bent uitgenodigd voor ${company}`,
    ...renderMail({
      brand: context.brand,
      greeting: `Hallo ${person.firstName},`,
      paragraphs: [
        `Er is een account voor je gemaakt in de leeromgeving van ${company}. Daar volg je je cursussen en trainingen en vind je je documenten.`,
        "Kies een wachtwoord om je account te activeren.",
      ],
      action: { label: "Account activeren", url },
      afterAction: [
        `Deze link werkt ${invitation.ttlDays} dagen. Je logt daarna in met ${person.email}.`,
      ],
      footer: `Je krijgt deze e-mail omdat je bent toegevoegd aan de leeromgeving van ${company}.`,
    }),
  };
}

/**
 * For someone who already has an account (elsewhere): they join this company only by accepting
 * with their own password, so an address added by someone else never hands over the account.
 */
export function joinInvitationMail(
  context: CompanyMailContext,
  person: Person,
  invitation: { id: string; secret: string; ttlDays: number },
): MailMessage {
  const company = context.brand.name;
  return {
    to: person.email,
    fromName: company,
    subject: `Je bent uitgenodigd voor ${company}`,
    ...renderMail({
      brand: context.brand,
      greeting: `Hallo ${person.firstName},`,
      paragraphs: [
        `Je bent uitgenodigd voor de leeromgeving van ${company}. Je hebt al een account met ${person.email}: als je de uitnodiging accepteert, log je daarmee ook bij ${company} in.`,
        "Accepteer de uitnodiging met het wachtwoord dat je al hebt. Tot je dat doet, heeft niemand via deze uitnodiging toegang tot je account.",
      ],
      action: {
        label: "Uitnodiging bekijken",
        url: `${context.origin}/invite/${invitation.id}/${invitation.secret}`,
      },
      afterAction: [
        `Deze link werkt ${invitation.ttlDays} dagen. Ken je ${company} niet? Dan kun je deze e-mail negeren.`,
      ],
      footer: `Je krijgt deze e-mail omdat iemand je heeft toegevoegd aan de leeromgeving van ${company}.`,
    }),
  };
}
