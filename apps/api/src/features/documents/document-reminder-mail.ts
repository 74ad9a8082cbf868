import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import type { CompanyMailContext } from "../companies/company-mail-context";

/** The reminder an educator sends: read (and sign) this document; the button opens it. */
export function documentReminderMail(mail: {
  context: CompanyMailContext;
  person: { email: string; firstName: string };
  document: { id: string; title: string; mustSign: boolean };
}): MailMessage {
  const company = mail.context.brand.name;
  const { document } = mail;
  return {
    to: mail.person.email,
    fromName: company,
    subject: document.mustSign
      ? `Herinnering: onderteken ${document.title}`
      : `Herinnering: lees ${document.title}`,
    ...renderMail({
      brand: mail.context.brand,
      greeting: `Hallo ${mail.person.firstName},`,
      paragraphs: [
        document.mustSign
          ? `${company} vraagt je het document ${document.title} te lezen en te ondertekenen.`
          : `${company} vraagt je het document ${document.title} te lezen.`,
        "Het kost maar een paar minuten. Met de knop hieronder open je het document.",
      ],
      action: {
        label: "Open het document",
        url: `${mail.context.origin}/documents/${document.id}`,
      },
      footer: `Je krijgt deze e-mail omdat ${company} je dit document heeft gegeven.`,
    }),
  };
}
