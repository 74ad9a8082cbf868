import {
  importUsers as importUsersContract,
  previewUserImport as previewUserImportContract,
} from "@leerlijn/contracts/users/import.contract";
import { updateProfile as updateProfileContract } from "@leerlijn/contracts/users/profile.contract";
import {
  createUser as createUserContract,
  deactivateUser,
  exportUsers as exportUsersContract,
  exportUsersXlsx as exportUsersXlsxContract,
  getUser,
  listUserOptions,
  listUsers as listUsersContract,
  reactivateUser,
  removeUser,
  updateUser as updateUserContract,
  sendActivationEmail as sendActivationEmailContract,
  sendLoginLink as sendLoginLinkContract,
} from "@leerlijn/contracts/users/users.contract";
import {
  removeAvatar as removeAvatarContract,
  uploadAvatar,
} from "@leerlijn/contracts/users/avatar.contract";
import type { FastifyInstance } from "fastify";
import { notFound } from "../../platform/http/app-error";
import type { Storage } from "../../platform/storage/storage";
import { removeAvatar, setAvatar } from "./avatar";
import { readAvatarUpload } from "./avatar-upload";
import { findUserById } from "./users.repository";
import type { InvalidationBus } from "../../platform/cache/invalidation-bus";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { CompanyDirectory } from "../companies/company-directory";
import { createUser } from "./create-user";
import { describeCurrentUser, fullName } from "./current-user.presenter";
import type { CountDocumentsToSign } from "./documents-to-sign";
import type { EnrollInGroupCourses } from "./group-courses";
import type { GroupLookup } from "./group-lookup";
import { exportUsers, exportUsersXlsx } from "./export-users";
import { listUsers } from "./list-users";
import { presentMember } from "./managed-user.presenter";
import { memberOrItsPage, visibleMember } from "./member-access";
import { listMemberOptions, type MemberRow } from "./members.repository";
import { removeMember, setMemberActive } from "./member-status";
import { updateUser } from "./update-user";
import { confirmEmailChange } from "./email-change";
import { confirmEmailChange as confirmEmailChangeContract } from "@leerlijn/contracts/users/email-change.contract";
import type { InvitationDeps } from "./invitations";
import { type ManagementScope, managementScope } from "./management-scope";
import type { Actor } from "../../platform/auth/actor";
import type { Tenant } from "../../platform/tenancy/tenant";
import { requestOrigin } from "../../platform/tenancy/public-origin";
import { sendActivationEmail } from "./send-activation-email";
import { sendLoginLink } from "./send-login-link";
import { updateProfile } from "./update-profile";
import { importUsers, previewUserImport } from "./import/import-users";
import { readUpload } from "./import/read-upload";

export type UsersDeps = InvitationDeps & {
  bus: InvalidationBus;
  companies: CompanyDirectory;
  loginLinkTtlHours: number;
  groups: GroupLookup;
  enrollInGroupCourses: EnrollInGroupCourses;
  storage: Storage;
  countDocumentsToSign: CountDocumentsToSign;
};

export function usersRoutes(app: FastifyInstance, deps: UsersDeps): void {
  const { db } = deps;
  const scopeOf = (context: { actor: Actor; tenant: Tenant }) =>
    managementScope(db, context.actor, context.tenant);
  /** A member as the list shows them, after a change or on their own page. */
  const present = async (scope: ManagementScope, member: MemberRow) => {
    const groups = await deps.groups.groupsOf(db, [member.id]);
    return { data: presentMember(member, scope, groups.get(member.id) ?? []) };
  };
  const describe = async (scope: ManagementScope, memberId: string) =>
    present(scope, await visibleMember(db, scope, memberId));

  registerContract(app, listUsersContract, async (context) => {
    const { query, request } = context;
    const { data, total } = await listUsers(db, deps.groups, await scopeOf(context), query);
    return paginate(data, total, {
      page: query.page,
      perPage: query.perPage,
      requestUrl: request.url,
    });
  });

  registerContract(app, exportUsersContract, async (context) =>
    exportUsers(db, deps.groups, await scopeOf(context), context.query),
  );
  registerContract(app, exportUsersXlsxContract, async (context) =>
    exportUsersXlsx(db, deps.groups, await scopeOf(context), context.query),
  );

  registerContract(app, listUserOptions, async ({ tenant }) => ({
    data: (await listMemberOptions(db, tenant.id)).map((row) => ({
      id: row.id,
      name: fullName(row),
      email: row.email,
    })),
  }));

  registerContract(app, getUser, async (context) => {
    const scope = await scopeOf(context);
    return present(scope, await memberOrItsPage(db, scope, context.params.id));
  });

  registerContract(app, updateUserContract, async (context) => {
    const scope = await scopeOf(context);
    const { pendingEmail } = await updateUser(
      deps,
      scope,
      context.params.id,
      context.body,
      requestOrigin(context.request),
    );
    const described = await describe(scope, context.params.id);
    return pendingEmail ? { data: { ...described.data, pendingEmail } } : described;
  });

  registerContract(app, deactivateUser, async (context) => {
    const scope = await scopeOf(context);
    await setMemberActive(deps, scope, context.params.id, false);
    return describe(scope, context.params.id);
  });

  registerContract(app, reactivateUser, async (context) => {
    const scope = await scopeOf(context);
    await setMemberActive(deps, scope, context.params.id, true);
    return describe(scope, context.params.id);
  });

  registerContract(app, removeUser, async (context) => {
    await removeMember(deps, await scopeOf(context), context.params.id);
  });

  const describeMe = async (actor: Actor) => {
    const user = await findUserById(db, actor.userId);
    if (!user) throw notFound();
    return {
      data: await describeCurrentUser(user, actor, deps.companies, deps.storage, (id) =>
        deps.countDocumentsToSign(db, id),
      ),
    };
  };

  registerContract(app, confirmEmailChangeContract, async ({ tenant, params, body }) => ({
    data: await confirmEmailChange(deps, { tenant, id: params.id, secret: body.token }),
  }));

  registerContract(app, updateProfileContract, async ({ actor, body }) => {
    const user = await updateProfile(db, deps.bus, actor.userId, body);
    return {
      data: await describeCurrentUser(user, actor, deps.companies, deps.storage, (id) =>
        deps.countDocumentsToSign(db, id),
      ),
    };
  });

  registerContract(app, uploadAvatar, async ({ actor, request }) => {
    await setAvatar(deps, actor.userId, await readAvatarUpload(request));
    return describeMe(actor);
  });

  registerContract(app, removeAvatarContract, async ({ actor }) => {
    await removeAvatar(deps, actor.userId);
    return describeMe(actor);
  });

  registerContract(app, createUserContract, async ({ actor, tenant, body, request }) => {
    const scope = await managementScope(db, actor, tenant);
    return { data: [await createUser(deps, scope, body, requestOrigin(request))] };
  });

  registerContract(app, previewUserImportContract, async (context) => {
    const scope = await scopeOf(context);
    return { data: await previewUserImport(deps, scope, await readUpload(context.request)) };
  });

  registerContract(app, importUsersContract, async (context) => {
    const scope = await scopeOf(context);
    const upload = await readUpload(context.request);
    return { data: await importUsers(deps, scope, upload, requestOrigin(context.request)) };
  });

  registerContract(app, sendActivationEmailContract, async ({ actor, tenant, params, request }) => {
    const scope = await managementScope(db, actor, tenant);
    await sendActivationEmail(deps, scope, params.id, requestOrigin(request));
  });

  registerContract(app, sendLoginLinkContract, async ({ actor, tenant, params, request }) => {
    const scope = await managementScope(db, actor, tenant);
    await sendLoginLink(deps, scope, params.id, requestOrigin(request));
  });
}
