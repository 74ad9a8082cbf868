import { EMAIL_CHANGE_INVALID_MESSAGE } from "@leerlijn/contracts/users/email-change.contract";
import { eq, sql } from "drizzle-orm";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { isUniqueViolation } from "../../platform/db/errors";
import { conflict, notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { companyMailContext } from "../companies/company-mail-context";
import { consumeToken, issueAccountToken, revokeTokens } from "./account-tokens";
import {
  type EmailChange,
  emailChangeNoticeMail,
  emailConfirmationMail,
} from "./email-change-mail";
import type { InvitationDeps } from "./invitations";
import { users } from "./users.table";
import type { RequestOrigin } from "../../platform/tenancy/public-origin";

export const EMAIL_TAKEN_MEANWHILE_MESSAGE =
  "Dit e-mailadres is inmiddels in gebruik bij een ander account. Vraag je beheerder om een ander e-mailadres.";

/**
 * Someone with a password signs in with their email, so a new address takes effect only once it
 * is confirmed from that address: whoever changes it (a manager, the platform admin, the person)
 * cannot move the account to an address they control. The old address stays until then; an
 * earlier unconfirmed change stops working.
 */
export async function requestEmailChange(
  tx: Db,
  input: {
    userId: string;
    companyId: string;
    firstName: string;
    oldEmail: string;
    newEmail: string;
    ttlDays: number;
  },
): Promise<EmailChange> {
  await revokeTokens(tx, input.userId, ["email_change"]);
  const token = await issueAccountToken(tx, {
    kind: "email_change",
    userId: input.userId,
    companyId: input.companyId,
    email: input.newEmail,
    ttlMinutes: input.ttlDays * 24 * 60,
  });
  return { ...input, token };
}

/** The link to the new address, and word to the old one that a change was asked for. */
export async function sendEmailChange(
  deps: InvitationDeps,
  from: RequestOrigin,
  change: EmailChange,
): Promise<void> {
  const context = await companyMailContext(deps.companies, change.companyId, from);
  await deps.mail.enqueueMany([
    emailConfirmationMail(context, change, deps.invitationTtlDays),
    emailChangeNoticeMail(context, change),
  ]);
}

/**
 * POST /email-changes/{id}/confirm: the link from the mail to the new address. Using it proves
 * the address, so no sign-in is needed; links for resets and sign-in sent to the old address
 * stop working.
 */
export async function confirmEmailChange(
  deps: { db: Db; bus: InvalidationBus },
  input: { tenant: Tenant; id: string; secret: string },
): Promise<{ email: string }> {
  let changed: { userId: string; email: string } | null;
  try {
    changed = await deps.db.transaction(async (tx) => {
      const row = await consumeToken(tx, "email_change", input.tenant.id, input.id, input.secret);
      if (!row?.email) return null;
      const [updated] = await tx
        .update(users)
        .set({ email: row.email, updatedAt: sql`now()` })
        .where(eq(users.id, row.userId))
        .returning({ userId: users.id, email: users.email });
      if (!updated?.email) return null;
      await revokeTokens(tx, updated.userId, ["password_reset", "login_link"]);
      return { userId: updated.userId, email: updated.email };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw conflict(EMAIL_TAKEN_MEANWHILE_MESSAGE);
    throw error;
  }
  if (!changed) throw notFound(EMAIL_CHANGE_INVALID_MESSAGE);
  deps.bus.publish("user", changed.userId);
  return { email: changed.email };
}
