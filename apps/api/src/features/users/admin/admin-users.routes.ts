import {
  createAdminUser as createAdminUserContract,
  getAdminUser,
  listAdminUsers as listAdminUsersContract,
  updateAdminUser as updateAdminUserContract,
} from "@leerlijn/contracts/users/admin-users.contract";
import type { FastifyInstance } from "fastify";
import type { InvalidationBus } from "../../../platform/cache/invalidation-bus";
import { paginate } from "../../../platform/http/paginate";
import { registerContract } from "../../../platform/http/register-contract";
import { requestOrigin } from "../../../platform/tenancy/public-origin";
import type { InvitationDeps } from "../invitations";
import { requireAdministrativeDomain } from "./administrative-domain";
import { createAdminUser } from "./create-admin-user";
import { describeAdminUser } from "./describe-admin-user";
import { listAdminUsers } from "./list-admin-users";
import { updateAdminUser } from "./update-admin-user";

export type AdminUsersDeps = InvitationDeps & { bus: InvalidationBus };

export function adminUsersRoutes(app: FastifyInstance, deps: AdminUsersDeps): void {
  const { db } = deps;

  registerContract(app, listAdminUsersContract, async ({ tenant, query, request }) => {
    requireAdministrativeDomain(tenant);
    const { data, total } = await listAdminUsers(db, query);
    return paginate(data, total, {
      page: query.page,
      perPage: query.perPage,
      requestUrl: request.url,
    });
  });

  registerContract(app, getAdminUser, async ({ tenant, params }) => {
    requireAdministrativeDomain(tenant);
    return { data: await describeAdminUser(db, params.id) };
  });

  registerContract(app, createAdminUserContract, async ({ tenant, body, request }) => {
    requireAdministrativeDomain(tenant);
    return { data: await createAdminUser(deps, body, requestOrigin(request)) };
  });

  registerContract(
    app,
    updateAdminUserContract,
    async ({ tenant, actor, params, body, request }) => {
      requireAdministrativeDomain(tenant);
      return { data: await updateAdminUser(deps, actor, params.id, body, requestOrigin(request)) };
    },
  );
}
