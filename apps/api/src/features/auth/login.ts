import { INVALID_CREDENTIALS_MESSAGE } from "@leerlijn/contracts/auth/auth.contract";
import { burnPasswordCheck, verifyPassword } from "../../platform/auth/passwords";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import { hashToken, newToken } from "../../platform/auth/tokens";
import type { Db } from "../../platform/db/database";
import { AppError, validationFailed } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { rolesOnHost } from "../users/roles-on-host";
import { findActiveMembershipsOnHost, findUserByEmail } from "../users/users.repository";
import { deleteExpiredAccessTokens, insertAccessToken } from "./access-tokens.repository";
import { buildActor, type Session } from "./session-store";

export type LoginLimits = { perIp: number; perEmail: number; windowSeconds: number };

type LoginInput = {
  db: Db;
  limiter: RateLimiter;
  limits: LoginLimits;
  tokenTtlDays: number;
  tenant: Tenant;
  ip: string;
  email: string;
  password: string;
};

const invalidCredentials = () => validationFailed({ email: [INVALID_CREDENTIALS_MESSAGE] });

async function enforceLimits({ limiter, limits, ip, email }: LoginInput): Promise<void> {
  const [byIp, byEmail] = await Promise.all([
    limiter.hit(`login:ip:${ip}`, limits.perIp, limits.windowSeconds),
    limiter.hit(`login:email:${email}`, limits.perEmail, limits.windowSeconds),
  ]);
  const blocked = [byIp, byEmail].filter((result) => !result.allowed);
  if (blocked.length === 0) return;
  const retryAfter = Math.max(...blocked.map((result) => result.retryAfterSeconds));
  const minutes = Math.max(1, Math.ceil(retryAfter / 60));
  throw new AppError(
    "RATE_LIMITED",
    `Te veel inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`,
    { headers: { "retry-after": String(retryAfter) } },
  );
}

/**
 * Signs a person in on the tenant's host. Whatever fails (unknown email, wrong password, no
 * access to this company) gives the same answer after the same amount of work.
 */
export async function login(input: LoginInput): Promise<Session & { accessToken: string }> {
  await enforceLimits(input);
  const { db, tenant, email, password } = input;
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    throw invalidCredentials();
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw invalidCredentials();
  const access = rolesOnHost(await findActiveMembershipsOnHost(db, user.id, tenant.id), tenant.id);
  if (!access) throw invalidCredentials();

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
