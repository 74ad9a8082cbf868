import type { RequestOrigin } from "../../platform/tenancy/public-origin";
import { conflict } from "../../platform/http/app-error";
import { renderMail } from "../../platform/mail/mail-layout";
import type { MailMessage } from "../../platform/mail/mailer";
import { type CompanyMailContext, companyMailContext } from "../companies/company-mail-context";
import type { InvitationDeps } from "./invitations";
import { createLoginLink } from "./login-links";
import type { ManagementScope } from "./management-scope";
import { manageableMember } from "./member-access";

function loginLinkMail(
  context: CompanyMailContext,
  person: { email: string; firstName: string },
  link: { url: string; ttlHours: number },
): MailMessage {
  const company = context.brand.name;
  return {
    to: person.email,
    fromName: company,
    subject: `Je inloglink voor ${company}`,
    ...renderMail({
      brand: context.brand,
      greeting: `Hallo ${person.firstName},`,
      paragraphs: [`Met de knop hieronder log je direct in bij ${company}, zonder wachtwoord.`],
      action: { label: "Inloggen", url: link.url },
      afterAction: [
        `Deze link werkt ${link.ttlHours} uur en kun je één keer gebruiken. Stuur hem niet door: wie de link heeft, kan als jou inloggen.`,
      ],
      footer: `Deze e-mail is verstuurd door ${company} via Leerlijn.`,
    }),
  };
}

/** POST /users/{id}/login-link: mails a person a link that signs them in once. */
export async function sendLoginLink(
  deps: InvitationDeps & { loginLinkTtlHours: number },
  scope: ManagementScope,
  memberId: string,
  from: RequestOrigin,
): Promise<void> {
  const member = await manageableMember(deps.db, scope, memberId);
  if (member.deactivatedAt)
    throw conflict("Deze gebruiker is gedeactiveerd. Activeer het account eerst weer.");
  if (!member.email)
    throw conflict("Deze gebruiker heeft geen e-mailadres. Vul eerst een e-mailadres in.");
  if (member.pendingSince)
    throw conflict(
      "Deze persoon heeft de uitnodiging nog niet geaccepteerd. Stuur de uitnodiging opnieuw als dat nodig is.",
    );
  const context = await companyMailContext(deps.companies, member.companyId, from);
  const url = await createLoginLink(deps.db, {
    userId: member.userId,
    companyId: member.companyId,
    origin: context.origin,
    ttlHours: deps.loginLinkTtlHours,
  });
  await deps.mail.enqueue(
    loginLinkMail(
      context,
      { email: member.email, firstName: member.firstName },
      { url, ttlHours: deps.loginLinkTtlHours },
    ),
  );
}
