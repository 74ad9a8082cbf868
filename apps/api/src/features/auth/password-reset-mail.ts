import { RESET_LINK_TTL_MINUTES } from "@leerlijn/contracts/auth/password-reset.contract";
import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyMailContext } from "../companies/company-mail-context";

export function passwordResetMail(
  context: CompanyMailContext,
  person: { email: string; firstName: string },
  token: string,
): MailMessage {
  const url = `${context.origin}/reset-password?token=${encodeURIComponent(token)}`;
  const company = context.brand.name;
  return {
    to: person.email,
    fromName: company,
    subject: "Stel je wachtwoord opnieuw in",
    ...renderMail({
      brand: context.brand,
      greeting: `Hallo ${person.firstName},`,
      paragraphs: [
        `Je hebt gevraagd om een nieuw wachtwoord voor je account bij ${company}. Met de knop hieronder kies je een nieuw wachtwoord.`,
      ],
      action: { label: "Nieuw wachtwoord kiezen", url },
      afterAction: [
        `Deze link werkt ${RESET_LINK_TTL_MINUTES} minuten en kun je één keer gebruiken.`,
        "Heb je dit niet zelf gevraagd? Dan kun je deze e-mail negeren: je wachtwoord blijft hetzelfde.",
      ],
      footer: `Deze e-mail is verstuurd door ${company} via Leerlijn.`,
    }),
  };
}
