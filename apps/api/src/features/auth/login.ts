import { setTimeout as sleep } from "node:timers/promises";
import { INVALID_CREDENTIALS_MESSAGE } from "@leerlijn/contracts/auth/auth.contract";
import { burnPasswordCheck, verifyPassword } from "../../platform/auth/passwords";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { Db } from "../../platform/db/database";
import { AppError, validationFailed } from "../../platform/http/app-error";
import type { Tenant } from "../../platform/tenancy/tenant";
import { rolesOnHost } from "../users/roles-on-host";
import { findActiveMembershipsOnHost, findUserByEmail } from "../users/users.repository";
import type { Session } from "./session-store";
import { startSession } from "./start-session";

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

export function tooManyAttempts(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return new AppError(
    "RATE_LIMITED",
    `Te veel inlogpogingen. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`,
    { headers: { "retry-after": String(Math.max(1, retryAfterSeconds)) } },
  );
}

/** Who is trying a password: the counters a failed attempt adds to. */
export type PasswordAttempt = Pick<LoginInput, "limiter" | "limits" | "ip" | "email">;

/** The longest an address's failures hold up a sign-in with it. */
const MAX_EMAIL_DELAY_MS = 8000;

/**
 * How long a sign-in for an address waits after that many failures for it (from anywhere):
 * nothing below the limit, then a second, doubling up to the maximum.
 */
export function emailDelayMs(failures: number, limit: number): number {
  if (failures < limit) return 0;
  return Math.min(MAX_EMAIL_DELAY_MS, 1000 * 2 ** (failures - limit));
}

/**
 * Failed attempts are counted per client (IP), per address from that client, and per address.
 * A client is refused before any password work when it failed too often overall or for this
 * address; failures for an address from elsewhere only slow it down, so nobody can lock an owner
 * out of their account from another client. Successful sign-ins do not count, so a classroom
 * behind one address can all sign in.
 */
export async function refuseWhenLimited({
  limiter,
  limits,
  ip,
  email,
}: PasswordAttempt): Promise<void> {
  const byIp = await limiter.current(`login:ip:${ip}`);
  if (byIp.count >= limits.perIp) throw tooManyAttempts(byIp.retryAfterSeconds);
  const byEmailHere = await limiter.current(`login:email-ip:${email}:${ip}`);
  if (byEmailHere.count >= limits.perEmail) throw tooManyAttempts(byEmailHere.retryAfterSeconds);
  const byEmail = await limiter.current(`login:email:${email}`);
  const delay = emailDelayMs(byEmail.count, limits.perEmail);
  if (delay > 0) await sleep(delay);
}

export async function countFailedAttempt({
  limiter,
  limits,
  ip,
  email,
}: PasswordAttempt): Promise<void> {
  await Promise.all([
    limiter.hit(`login:ip:${ip}`, limits.windowSeconds),
    limiter.hit(`login:email-ip:${email}:${ip}`, limits.windowSeconds),
    limiter.hit(`login:email:${email}`, limits.windowSeconds),
  ]);
}

async function countFailure(input: LoginInput): Promise<AppError> {
  await countFailedAttempt(input);
  return validationFailed({ email: [INVALID_CREDENTIALS_MESSAGE] });
}

/**
 * Signs a person in on the tenant's host. Whatever fails (unknown email, wrong password, no
 * access to this company) gives the same answer after the same amount of work.
 */
export async function login(input: LoginInput): Promise<Session & { accessToken: string }> {
  await refuseWhenLimited(input);
  const { db, tenant, email, password } = input;
  const user = await findUserByEmail(db, email);
  if (!user?.passwordHash) {
    await burnPasswordCheck(password);
    throw await countFailure(input);
  }
  if (!(await verifyPassword(user.passwordHash, password))) throw await countFailure(input);
  const access = rolesOnHost(await findActiveMembershipsOnHost(db, user.id, tenant.id), tenant.id);
  if (!access) throw await countFailure(input);

  return startSession(db, { user, access, tenant, tokenTtlDays: input.tokenTtlDays });
}
