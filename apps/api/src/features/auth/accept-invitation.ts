import { INVALID_INVITATION_MESSAGE } from "@leerlijn/contracts/auth/invitations.contract";
import { hashPassword, verifyPassword } from "../../platform/auth/passwords";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { notFound, validationFailed } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { consumeToken, findUsableToken, revokeTokens } from "../users/account-tokens";
import { acceptMembership, findPendingMembership } from "../users/members.repository";
import { accessOnHost, findUserById, setPasswordHash } from "../users/users.repository";
import { countFailedAttempt, type LoginLimits, refuseWhenLimited } from "./login";
import { startSession } from "./start-session";

const invalid = () => notFound(INVALID_INVITATION_MESSAGE);

export const WRONG_PASSWORD_MESSAGE = "Dit wachtwoord is onjuist.";

/** Who an invitation is for; 404 when it is invalid, used, expired or their access is gone. */
export async function describeInvitation(db: Db, tenant: Tenant, id: string, secret: string) {
  const row = await findUsableToken(db, "invitation", tenant.id, id, secret);
  const user = row ? await findUserById(db, row.userId) : null;
  const pending = user ? await findPendingMembership(db, tenant.id, user.id) : null;
  if (!user?.email || (!pending && !(await accessOnHost(db, user.id, tenant.id)))) throw invalid();
  return {
    email: user.email,
    firstName: user.firstName,
    companyName: tenant.name,
    existingAccount: pending !== null,
  };
}

/**
 * Someone who already had an account accepts joining this company by signing in with their own
 * password; only then does the membership count. A wrong password counts as a failed sign-in and
 * leaves the invitation usable.
 */
export async function joinWithInvitation(
  deps: {
    db: Db;
    bus: InvalidationBus;
    limiter: RateLimiter;
    limits: LoginLimits;
    tokenTtlDays: number;
  },
  input: { tenant: Tenant; id: string; secret: string; password: string; ip: string },
) {
  const { db, bus } = deps;
  const { tenant } = input;
  const row = await findUsableToken(db, "invitation", tenant.id, input.id, input.secret);
  const user = row ? await findUserById(db, row.userId) : null;
  const pending = user ? await findPendingMembership(db, tenant.id, user.id) : null;
  if (!user?.email || !user.passwordHash || !pending) throw invalid();
  const attempt = { ...deps, ip: input.ip, email: user.email };
  await refuseWhenLimited(attempt);
  if (!(await verifyPassword(user.passwordHash, input.password))) {
    await countFailedAttempt(attempt);
    throw validationFailed({ password: [WRONG_PASSWORD_MESSAGE] });
  }
  const session = await db.transaction(async (tx) => {
    const used = await consumeToken(tx, "invitation", tenant.id, input.id, input.secret);
    if (!used || !(await acceptMembership(tx, pending.id))) return null;
    const access = await accessOnHost(tx, user.id, tenant.id);
    if (!access) return null;
    return startSession(tx, { user, access, tenant, tokenTtlDays: deps.tokenTtlDays });
  });
  if (!session) throw invalid();
  bus.publish("user", user.id);
  return session;
}

/** Sets the chosen password, uses the invitation up and signs the person in here. */
export async function acceptInvitation(
  deps: { db: Db; bus: InvalidationBus; tokenTtlDays: number },
  input: { tenant: Tenant; id: string; secret: string; password: string },
) {
  const { tenant } = input;
  const passwordHash = await hashPassword(input.password);
  const session = await deps.db.transaction(async (tx) => {
    const row = await consumeToken(tx, "invitation", tenant.id, input.id, input.secret);
    const access = row ? await accessOnHost(tx, row.userId, tenant.id) : null;
    const user = row && access ? await findUserById(tx, row.userId) : null;
    // Thrown, not returned: the link stays usable (an invitation to join with an existing
    // account is accepted with that account's password instead).
    if (!row || !access || !user?.email) throw invalid();
    const updated = await setPasswordHash(tx, user.id, passwordHash);
    if (!updated) return null;
    await revokeTokens(tx, user.id, ["invitation", "password_reset"]);
    return startSession(tx, { user: updated, access, tenant, tokenTtlDays: deps.tokenTtlDays });
  });
  if (!session) throw invalid();
  deps.bus.publish("user", session.user.id);
  return session;
}
