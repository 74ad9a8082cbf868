import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyMailContext } from "../companies/company-mail-context";

/** A signature ran out of its validity: the learner is asked to sign the document again. */
export function signatureExpiredMail(mail: {
  context: CompanyMailContext;
  person: { email: string; firstName: string };
  document: { id: string; title: string };
}): MailMessage {
  const company = mail.context.brand.name;
  const { document } = mail;
  return {
    to: mail.person.email,
    fromName: company,
    subject: `Onderteken opnieuw: ${document.title}`,
    ...renderMail({
      brand: mail.context.brand,
      greeting: `Hallo ${mail.person.firstName},`,
      paragraphs: [
        `Je handtekening onder ${document.title} is niet meer geldig. ${company} vraagt je het document opnieuw te lezen en te ondertekenen.`,
        "Je eerdere handtekening blijft bewaard. Met de knop hieronder open je het document.",
      ],
      action: {
        label: "Open het document",
        url: `${mail.context.origin}/documents/${document.id}`,
      },
      footer: `Je krijgt deze e-mail omdat ${company} je dit document heeft gegeven.`,
    }),
  };
}
