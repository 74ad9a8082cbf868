import {
  login as loginContract,
  logout as logoutContract,
} from "@leerlijn/contracts/auth/auth.contract";
import { getCurrentUser } from "@leerlijn/contracts/users/profile.contract";
import type { FastifyInstance } from "fastify";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { unauthenticated } from "../../platform/http/app-error";
import { registerContract } from "../../platform/http/register-contract";
import type { CompanyDirectory } from "../companies/company-directory";
import { describeCurrentUser } from "../users/current-user.presenter";
import type { UserRow } from "../users/users.table";
import type { Actor } from "../../platform/auth/actor";
import { deleteAccessToken } from "./access-tokens.repository";
import { login, type LoginLimits } from "./login";
import type { SessionStore } from "./session-store";

type AuthDeps = {
  db: Db;
  bus: InvalidationBus;
  sessions: SessionStore;
  companies: CompanyDirectory;
  limiter: RateLimiter;
  limits: LoginLimits;
  tokenTtlDays: number;
};

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const present = (user: UserRow, actor: Actor) => describeCurrentUser(user, actor, deps.companies);

  registerContract(app, loginContract, async ({ tenant, body, request }) => {
    const session = await login({
      ...deps,
      tenant,
      ip: request.ip,
      email: body.email,
      password: body.password,
    });
    return {
      data: { ...(await present(session.user, session.actor)), accessToken: session.accessToken },
    };
  });

  registerContract(app, logoutContract, async ({ actor }) => {
    await deleteAccessToken(deps.db, actor.tokenHash);
    deps.bus.publish("token", actor.tokenHash);
  });

  registerContract(app, getCurrentUser, async ({ tenant, actor }) => {
    const session = await deps.sessions.session(actor.tokenHash, tenant);
    if (!session) throw unauthenticated();
    return { data: await present(session.user, session.actor) };
  });
}
