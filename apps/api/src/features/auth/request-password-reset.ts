import { RESET_LINK_TTL_MINUTES } from "@leerlijn/contracts/auth/password-reset.contract";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { Db } from "../../platform/db/database";
import { AppError } from "../../platform/http/app-error";
import type { MailOutbox } from "../../platform/mail/mail-queue";
import type { MailLog } from "../../platform/mail/mailer";
import type { RequestOrigin } from "../../platform/tenancy/public-origin";
import type { Tenant } from "../../platform/tenancy/tenant";
import type { CompanyDirectory } from "../companies/company-directory";
import { companyMailContext } from "../companies/company-mail-context";
import { issueAccountToken } from "../users/account-tokens";
import { accessOnHost, findUserByEmail } from "../users/users.repository";
import { passwordResetMail } from "./password-reset-mail";

/** Requests per window; generous for a person, far too few to spam someone's inbox. */
export const RESET_REQUEST_LIMITS = { perEmail: 5, perIp: 30, windowSeconds: 3600 } as const;

type Deps = {
  db: Db;
  limiter: RateLimiter;
  mail: MailOutbox;
  companies: CompanyDirectory;
};

async function refuseWhenLimited(limiter: RateLimiter, key: string, max: number) {
  const state = await limiter.hit(key, RESET_REQUEST_LIMITS.windowSeconds);
  if (state.count > max) {
    const minutes = Math.max(1, Math.ceil(state.retryAfterSeconds / 60));
    throw new AppError(
      "RATE_LIMITED",
      `Je hebt te vaak een nieuwe link gevraagd. Probeer het over ${minutes} ${minutes === 1 ? "minuut" : "minuten"} opnieuw.`,
      { headers: { "retry-after": String(Math.max(1, state.retryAfterSeconds)) } },
    );
  }
}

/** Who asks and from where: the address is rate limited, the origin starts the link. */
type ResetRequest = {
  tenant: Tenant;
  email: string;
  from: RequestOrigin;
  ip: string;
  log: MailLog;
};

async function mailLinkIfKnown(deps: Deps, input: ResetRequest): Promise<void> {
  const { db } = deps;
  const { tenant } = input;
  const user = await findUserByEmail(db, input.email);
  if (!user?.email || !(await accessOnHost(db, user.id, tenant.id))) return;
  const { token } = await issueAccountToken(db, {
    kind: "password_reset",
    userId: user.id,
    companyId: tenant.id,
    ttlMinutes: RESET_LINK_TTL_MINUTES,
  });
  const context = await companyMailContext(deps.companies, tenant.id, input.from);
  await deps.mail.enqueue(
    passwordResetMail(context, { email: user.email, firstName: user.firstName }, token),
  );
}

/**
 * Mails a reset link to a person with access to this company. Unknown emails, people without
 * access here and known ones get the same answer in the same time: the lookup and the mail
 * happen after the answer.
 */
export async function requestPasswordReset(deps: Deps, input: ResetRequest): Promise<void> {
  await refuseWhenLimited(deps.limiter, `reset:ip:${input.ip}`, RESET_REQUEST_LIMITS.perIp);
  await refuseWhenLimited(
    deps.limiter,
    `reset:email:${input.email}`,
    RESET_REQUEST_LIMITS.perEmail,
  );
  void mailLinkIfKnown(deps, input).catch((error: unknown) =>
    input.log.error({ err: error }, "password reset link failed"),
  );
}
