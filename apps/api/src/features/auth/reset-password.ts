import { RESET_LINK_EXPIRED_MESSAGE } from "@leerlijn/contracts/auth/password-reset.contract";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import { hashPassword } from "../../platform/auth/passwords";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { consumeToken, findUsableToken, parseToken, revokeTokens } from "../users/account-tokens";
import { accessOnHost, findUserById, setPasswordHash } from "../users/users.repository";
import { deleteAccessTokensOfUser } from "./access-tokens.repository";
import { startSession } from "./start-session";

const expired = () => notFound(RESET_LINK_EXPIRED_MESSAGE);

/** Whose password a reset link is for, so the page can greet them; 404 when it is not usable. */
export async function userByResetToken(db: Db, tenant: Tenant, token: string) {
  const parsed = parseToken(token);
  const row = parsed
    ? await findUsableToken(db, "password_reset", tenant.id, parsed.id, parsed.secret)
    : null;
  const user = row ? await findUserById(db, row.userId) : null;
  if (!user?.email) throw expired();
  return { email: user.email, firstName: user.firstName };
}

/**
 * Sets the new password, uses the link up, ends every other session of the person (whoever
 * knew the old password is out) and signs them in here.
 */
export async function resetPassword(
  deps: { db: Db; bus: InvalidationBus; tokenTtlDays: number },
  input: { tenant: Tenant; token: string; password: string },
) {
  const { db } = deps;
  const { tenant } = input;
  const parsed = parseToken(input.token);
  if (!parsed) throw expired();
  const passwordHash = await hashPassword(input.password);
  const session = await db.transaction(async (tx) => {
    const row = await consumeToken(tx, "password_reset", tenant.id, parsed.id, parsed.secret);
    if (!row) return null;
    const access = await accessOnHost(tx, row.userId, tenant.id);
    const user = access ? await setPasswordHash(tx, row.userId, passwordHash) : null;
    if (!access || !user) return null;
    await revokeTokens(tx, user.id, ["password_reset"]);
    // Invitations to other companies still wait for their own answer.
    await revokeTokens(tx, user.id, ["invitation"], tenant.id);
    await deleteAccessTokensOfUser(tx, user.id);
    return startSession(tx, { user, access, tenant, tokenTtlDays: deps.tokenTtlDays });
  });
  if (!session) throw expired();
  deps.bus.publish("user", session.user.id);
  return session;
}
