import { INVALID_INVITATION_MESSAGE } from "@leerlijn/contracts/auth/invitations.contract";
import { hashPassword } from "../../platform/auth/passwords";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { consumeToken, findUsableToken, revokeTokens } from "../users/account-tokens";
import { accessOnHost, findUserById, setPasswordHash } from "../users/users.repository";
import { startSession } from "./start-session";

const invalid = () => notFound(INVALID_INVITATION_MESSAGE);

/** Who an invitation is for; 404 when it is invalid, used, expired or their access is gone. */
export async function describeInvitation(db: Db, tenant: Tenant, id: string, secret: string) {
  const row = await findUsableToken(db, "invitation", tenant.id, id, secret);
  const user = row ? await findUserById(db, row.userId) : null;
  if (!user?.email || !(await accessOnHost(db, user.id, tenant.id))) throw invalid();
  return { email: user.email, firstName: user.firstName, companyName: tenant.name };
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
    if (!row || !access || !user?.email) return null;
    const updated = await setPasswordHash(tx, user.id, passwordHash);
    if (!updated) return null;
    await revokeTokens(tx, user.id, ["invitation", "password_reset"]);
    return startSession(tx, { user: updated, access, tenant, tokenTtlDays: deps.tokenTtlDays });
  });
  if (!session) throw invalid();
  deps.bus.publish("user", session.user.id);
  return session;
}
