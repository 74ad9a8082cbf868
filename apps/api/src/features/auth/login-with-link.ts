import { LOGIN_LINK_EXPIRED_MESSAGE } from "@leerlijn/contracts/auth/auth.contract";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { Db } from "../../platform/db/database";
import { validationFailed } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { consumeToken, parseToken } from "../users/account-tokens";
import { accessOnHost, findUserById } from "../users/users.repository";
import { type LoginLimits, tooManyAttempts } from "./login";
import { startSession } from "./start-session";

/**
 * Signs in with a sign-in link from a mail. The link works once, on its company's host, before
 * it expires; failures count towards the address's sign-in limit like wrong passwords.
 */
export async function loginWithLink(
  deps: { db: Db; limiter: RateLimiter; limits: LoginLimits; tokenTtlDays: number },
  input: { tenant: Tenant; token: string; ip: string },
) {
  const { db, limiter, limits } = deps;
  const ipKey = `login:ip:${input.ip}`;
  const byIp = await limiter.current(ipKey);
  if (byIp.count >= limits.perIp) throw tooManyAttempts(byIp.retryAfterSeconds);

  const parsed = parseToken(input.token);
  const row = parsed
    ? await consumeToken(db, "login_link", input.tenant.id, parsed.id, parsed.secret)
    : null;
  const user = row ? await findUserById(db, row.userId) : null;
  const access = user ? await accessOnHost(db, user.id, input.tenant.id) : null;
  if (!user || !access) {
    await limiter.hit(ipKey, limits.windowSeconds);
    throw validationFailed({ token: [LOGIN_LINK_EXPIRED_MESSAGE] });
  }
  return startSession(db, {
    user,
    access,
    tenant: input.tenant,
    tokenTtlDays: deps.tokenTtlDays,
  });
}
