import { hashToken, newToken } from "../../platform/auth/tokens";
import type { Db } from "../../platform/db/database";
import type { Tenant } from "../../platform/tenancy/tenant";
import type { HostAccess } from "../users/roles-on-host";
import type { UserRow } from "../users/users.table";
import { deleteExpiredAccessTokens, insertAccessToken } from "./access-tokens.repository";
import { buildActor, type Session } from "./session-store";

/** Issues a bearer token for a person who has just proven who they are on the tenant's host. */
export async function startSession(
  db: Db,
  input: { user: UserRow; access: HostAccess; tenant: Tenant; tokenTtlDays: number },
): Promise<Session & { accessToken: string }> {
  const { user, access, tenant } = input;
  const accessToken = newToken();
  const tokenHash = hashToken(accessToken);
  await insertAccessToken(db, {
    tokenHash,
    userId: user.id,
    companyId: tenant.id,
    ttlDays: input.tokenTtlDays,
  });
  await deleteExpiredAccessTokens(db, user.id);
  return { accessToken, user, actor: buildActor(user, access, tenant.id, tokenHash) };
}
