import { WRONG_CURRENT_PASSWORD_MESSAGE } from "@leerlijn/contracts/auth/password-change.contract";
import type { Actor } from "../../platform/auth/actor";
import { burnPasswordCheck, hashPassword, verifyPassword } from "../../platform/auth/passwords";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { unauthenticated, validationFailed } from "../../platform/http/app-error";
import { findUserById, setPasswordHash } from "../users/users.repository";
import { deleteAccessTokensOfUser } from "./access-tokens.repository";
import { countFailedAttempt, type LoginLimits, refuseWhenLimited } from "./login";

type ChangePasswordDeps = {
  db: Db;
  bus: InvalidationBus;
  limiter: RateLimiter;
  limits: LoginLimits;
};

/**
 * A signed-in person replaces their password. A wrong current password counts as a failed
 * sign-in, so a stolen session cannot be used to guess the password faster than the login
 * form allows. Their other sessions end (whoever knew the old password is out); this one stays.
 */
export async function changePassword(
  deps: ChangePasswordDeps,
  input: { actor: Actor; ip: string; currentPassword: string; password: string },
): Promise<void> {
  const { db } = deps;
  const { actor } = input;
  const user = await findUserById(db, actor.userId);
  if (!user) throw unauthenticated();
  // People without email sign in with links; their counters are keyed by their id instead.
  const attempt = { ...deps, ip: input.ip, email: user.email ?? user.id };
  await refuseWhenLimited(attempt);
  const matches = user.passwordHash
    ? await verifyPassword(user.passwordHash, input.currentPassword)
    : (await burnPasswordCheck(input.currentPassword), false);
  if (!matches) {
    await countFailedAttempt(attempt);
    throw validationFailed({ current_password: [WRONG_CURRENT_PASSWORD_MESSAGE] });
  }
  const passwordHash = await hashPassword(input.password);
  await db.transaction(async (tx) => {
    await setPasswordHash(tx, user.id, passwordHash);
    await deleteAccessTokensOfUser(tx, user.id, actor.tokenHash);
  });
  deps.bus.publish("user", user.id);
}
