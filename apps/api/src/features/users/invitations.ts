import type { RequestOrigin } from "../../platform/tenancy/public-origin";
import type { Db } from "../../platform/db/database";
import type { MailOutbox } from "../../platform/mail/mail-queue";
import type { CompanyDirectory } from "../companies/company-directory";
import { companyMailContext } from "../companies/company-mail-context";
import { issueAccountToken, type IssuedToken, revokeTokens } from "./account-tokens";
import { invitationMail, joinInvitationMail } from "./invitation-mail";

export type InvitationDeps = {
  db: Db;
  mail: MailOutbox;
  companies: CompanyDirectory;
  invitationTtlDays: number;
};

/**
 * A new invitation for the person on one company's hosts; older links to that company stop
 * working (invitations to other companies each wait for their own answer).
 */
export async function issueInvitation(
  db: Db,
  input: { userId: string; companyId: string; ttlDays: number },
): Promise<IssuedToken> {
  await revokeTokens(db, input.userId, ["invitation"], input.companyId);
  return issueAccountToken(db, {
    kind: "invitation",
    userId: input.userId,
    companyId: input.companyId,
    ttlMinutes: input.ttlDays * 24 * 60,
  });
}

/** An invitation for the person, as the welcome to mail once the transaction has committed. */
export async function invitationWelcome(
  db: Db,
  input: {
    userId: string;
    companyId: string;
    person: Person;
    ttlDays: number;
    joinsWithOwnPassword?: boolean;
  },
): Promise<Welcome> {
  return {
    person: input.person,
    companyId: input.companyId,
    invitation: await issueInvitation(db, input),
    joinsWithOwnPassword: input.joinsWithOwnPassword ?? false,
  };
}

/**
 * What to mail a person who was just added to a company, decided inside the transaction:
 * someone new chooses a password, someone with an account accepts by signing in with theirs.
 */
export type Welcome = {
  person: Person;
  companyId: string;
  invitation: IssuedToken;
  joinsWithOwnPassword: boolean;
};
type Person = { email: string; firstName: string };

/** Queues the welcome mails after the transaction that created the people has committed. */
export async function sendWelcomes(
  deps: InvitationDeps,
  from: RequestOrigin,
  welcomes: readonly Welcome[],
): Promise<void> {
  const contexts = new Map<string, Awaited<ReturnType<typeof companyMailContext>>>();
  const messages = [];
  for (const welcome of welcomes) {
    let context = contexts.get(welcome.companyId);
    if (!context) {
      context = await companyMailContext(deps.companies, welcome.companyId, from);
      contexts.set(welcome.companyId, context);
    }
    const invitation = { ...welcome.invitation, ttlDays: deps.invitationTtlDays };
    messages.push(
      welcome.joinsWithOwnPassword
        ? joinInvitationMail(context, welcome.person, invitation)
        : invitationMail(context, welcome.person, invitation),
    );
  }
  if (messages.length === 1) await deps.mail.enqueue(messages[0]!);
  else if (messages.length > 1) await deps.mail.enqueueMany(messages);
}
