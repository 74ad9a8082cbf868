import {
  login as loginContract,
  logout as logoutContract,
  logoutEverywhere as logoutEverywhereContract,
} from "@leerlijn/contracts/auth/auth.contract";
import {
  acceptInvitation as acceptInvitationContract,
  getInvitation,
  joinInvitation as joinInvitationContract,
} from "@leerlijn/contracts/auth/invitations.contract";
import { changePassword as changePasswordContract } from "@leerlijn/contracts/auth/password-change.contract";
import {
  getUserByResetToken,
  requestPasswordReset as requestPasswordResetContract,
  resetPassword as resetPasswordContract,
} from "@leerlijn/contracts/auth/password-reset.contract";
import { getCurrentUser } from "@leerlijn/contracts/users/profile.contract";
import type { FastifyInstance } from "fastify";
import type { RateLimiter } from "../../platform/auth/rate-limiter";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import type { Db } from "../../platform/db/database";
import { unauthenticated, validationFailed } from "../../platform/http/app-error";
import type { MailOutbox } from "../../platform/mail/mail-queue";
import { registerContract } from "../../platform/http/register-contract";
import type { CompanyDirectory } from "../companies/company-directory";
import type { Storage } from "../../platform/storage/storage";
import { describeCurrentUser } from "../users/current-user.presenter";
import type { CountDocumentsToSign } from "../users/documents-to-sign";
import type { UserRow } from "../users/users.table";
import type { Actor } from "../../platform/auth/actor";
import { requestOrigin } from "../../platform/tenancy/public-origin";
import { deleteAccessToken } from "./access-tokens.repository";
import { changePassword } from "./change-password";
import { acceptInvitation, describeInvitation, joinWithInvitation } from "./accept-invitation";
import { logoutEverywhere } from "./logout-everywhere";
import { login, type LoginLimits } from "./login";
import { loginWithLink } from "./login-with-link";
import { requestPasswordReset } from "./request-password-reset";
import { resetPassword, userByResetToken } from "./reset-password";
import type { Session, SessionStore } from "./session-store";

type AuthDeps = {
  db: Db;
  bus: InvalidationBus;
  sessions: SessionStore;
  companies: CompanyDirectory;
  limiter: RateLimiter;
  limits: LoginLimits;
  tokenTtlDays: number;
  mail: MailOutbox;
  storage: Storage;
  countDocumentsToSign: CountDocumentsToSign;
};

export function authRoutes(app: FastifyInstance, deps: AuthDeps): void {
  const present = (user: UserRow, actor: Actor) =>
    describeCurrentUser(user, actor, deps.companies, deps.storage, (id) =>
      deps.countDocumentsToSign(deps.db, id),
    );

  const signedIn = async (session: Session & { accessToken: string }) => ({
    data: { ...(await present(session.user, session.actor)), accessToken: session.accessToken },
  });

  registerContract(app, loginContract, async ({ tenant, body, query, request }) => {
    if (query.token !== undefined)
      return signedIn(await loginWithLink(deps, { tenant, token: query.token, ip: request.ip }));
    if (!body)
      throw validationFailed({
        email: ["Vul je e-mailadres in."],
        password: ["Vul je wachtwoord in."],
      });
    const session = await login({
      ...deps,
      tenant,
      ip: request.ip,
      email: body.email,
      password: body.password,
    });
    return signedIn(session);
  });

  registerContract(app, requestPasswordResetContract, async ({ tenant, body, request }) => {
    await requestPasswordReset(deps, {
      tenant,
      email: body.email,
      from: requestOrigin(request),
      ip: request.ip,
      log: request.log,
    });
  });

  registerContract(app, getUserByResetToken, async ({ tenant, query }) => ({
    data: await userByResetToken(deps.db, tenant, query.token),
  }));

  registerContract(app, getInvitation, async ({ tenant, params, query }) => ({
    data: await describeInvitation(deps.db, tenant, params.id, query.token),
  }));

  registerContract(app, acceptInvitationContract, async ({ tenant, params, body }) =>
    signedIn(
      await acceptInvitation(deps, {
        tenant,
        id: params.id,
        secret: body.token,
        password: body.password,
      }),
    ),
  );

  registerContract(app, joinInvitationContract, async ({ tenant, params, body, request }) =>
    signedIn(
      await joinWithInvitation(deps, {
        tenant,
        id: params.id,
        secret: body.token,
        password: body.password,
        ip: request.ip,
      }),
    ),
  );

  registerContract(app, resetPasswordContract, async ({ tenant, body }) =>
    signedIn(await resetPassword(deps, { tenant, token: body.token, password: body.password })),
  );

  registerContract(app, changePasswordContract, async ({ actor, body, request }) => {
    await changePassword(deps, {
      actor,
      ip: request.ip,
      currentPassword: body.currentPassword,
      password: body.password,
    });
  });

  registerContract(app, logoutContract, async ({ actor }) => {
    await deleteAccessToken(deps.db, actor.tokenHash);
    deps.bus.publish("token", actor.tokenHash);
  });

  registerContract(app, logoutEverywhereContract, async ({ actor }) => {
    await logoutEverywhere(deps, actor.userId);
  });

  registerContract(app, getCurrentUser, async ({ tenant, actor }) => {
    const session = await deps.sessions.session(actor.tokenHash, tenant);
    if (!session) throw unauthenticated();
    return { data: await present(session.user, session.actor) };
  });
}
