import {
  createGroup,
  deleteGroup as deleteGroupContract,
  getGroup,
  listGroups,
  updateGroup,
} from "@leerlijn/contracts/groups/groups.contract";
import type { Group } from "@leerlijn/contracts/groups/group.schema";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import { findGroup, findGroupMembers, listGroupSummaries } from "./groups.repository";
import type { EnrollInGroupCourses } from "../users/group-courses";
import { deleteGroup, saveGroup } from "./save-group";

export function groupsRoutes(
  app: FastifyInstance,
  deps: { db: Db; enrollInGroupCourses: EnrollInGroupCourses },
): void {
  const { db } = deps;
  const describe = async (companyId: string, groupId: string): Promise<{ data: Group }> => {
    const group = await findGroup(db, companyId, groupId);
    if (!group) throw notFound();
    return {
      data: {
        id: group.id,
        name: group.name,
        members: await findGroupMembers(db, group.id),
        createdAt: group.createdAt.toISOString(),
      },
    };
  };

  registerContract(app, listGroups, async ({ tenant, query, request }) => {
    const search = query.filter?.queryString;
    if (query.paginate === "false")
      return { data: (await listGroupSummaries(db, tenant.id, search, null)).rows };
    const { page, perPage } = query;
    const { rows, total } = await listGroupSummaries(db, tenant.id, search, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return paginate(rows, total, { page, perPage, requestUrl: request.url });
  });

  registerContract(app, getGroup, ({ tenant, params }) => describe(tenant.id, params.id));

  registerContract(app, createGroup, async ({ tenant, body }) =>
    describe(tenant.id, await saveGroup(deps, tenant, null, body)),
  );

  registerContract(app, updateGroup, async ({ tenant, params, body }) =>
    describe(tenant.id, await saveGroup(deps, tenant, params.id, body)),
  );

  registerContract(app, deleteGroupContract, async ({ tenant, params }) => {
    await deleteGroup(db, tenant, params.id);
  });
}
