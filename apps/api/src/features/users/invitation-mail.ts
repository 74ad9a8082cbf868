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

/** For someone who already has an account (elsewhere) and now also belongs to this company. */
export function addedToCompanyMail(context: CompanyMailContext, person: Person): MailMessage {
  const company = context.brand.name;
  return {
    to: person.email,
    fromName: company,
    subject: `Je hebt nu ook toegang tot ${company}`,
    ...renderMail({
      brand: context.brand,
      greeting: `Hallo ${person.firstName},`,
      paragraphs: [
        `Je bent toegevoegd aan de leeromgeving van ${company}. Log in met ${person.email} en het wachtwoord dat je al hebt.`,
      ],
      action: { label: `Naar ${company}`, url: `${context.origin}/login` },
      afterAction: ["Wachtwoord vergeten? Op de inlogpagina vraag je een nieuw aan."],
      footer: `Je krijgt deze e-mail omdat je bent toegevoegd aan de leeromgeving van ${company}.`,
    }),
  };
}
