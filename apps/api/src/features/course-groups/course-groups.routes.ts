import {
  assignCourseGroup as assignCourseGroupContract,
  createCourseGroup,
  deleteCourseGroup as deleteCourseGroupContract,
  endPersonCourseGroup as endPersonCourseGroupContract,
  getCourseGroup,
  getPersonCourseGroup,
  listCourseGroupFollowers,
  listCourseGroups,
  updateCourseGroup,
} from "@leerlijn/contracts/course-groups/course-groups.contract";
import {
  getMyCourseGroup as getMyCourseGroupContract,
  listMyCourseGroups as listMyCourseGroupsContract,
} from "@leerlijn/contracts/course-groups/my-course-groups.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { Storage } from "../../platform/storage/storage";
import { createWalkModels } from "../enrollments/walk-model";

import { assignCourseGroup } from "./assign-course-group";
import {
  presentCourseGroup,
  presentCourseGroupPage,
  presentFollowerPage,
} from "./course-group.presenter";
import { getMyCourseGroup, listMyCourseGroups } from "./my-course-groups";
import { endPersonCourseGroup, personCourseGroup } from "./person-course-group";
import { deleteCourseGroup, saveCourseGroup } from "./save-course-group";

export function courseGroupsRoutes(
  app: FastifyInstance,
  { db, storage }: { db: Db; storage: Storage },
): void {
  const deps = { db, models: createWalkModels(db) };

  registerContract(app, listCourseGroups, async ({ tenant, query, request }) => {
    const { page, perPage } = query;
    const { rows, total } = await presentCourseGroupPage(db, tenant.id, query.filter?.queryString, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return paginate(rows, total, { page, perPage, requestUrl: request.url });
  });

  registerContract(app, getCourseGroup, async ({ tenant, params }) => ({
    data: await presentCourseGroup(db, storage, tenant, params.id),
  }));

  registerContract(app, listCourseGroupFollowers, async ({ tenant, params, query, request }) => {
    const { page, perPage } = query;
    const { rows, total } = await presentFollowerPage(db, tenant.id, params.id, {
      limit: perPage,
      offset: (page - 1) * perPage,
    });
    return paginate(rows, total, { page, perPage, requestUrl: request.url });
  });

  registerContract(app, createCourseGroup, async ({ tenant, actor, body }) => ({
    data: await presentCourseGroup(
      db,
      storage,
      tenant,
      await saveCourseGroup(deps, tenant, actor, null, body),
    ),
  }));

  registerContract(app, updateCourseGroup, async ({ tenant, actor, params, body }) => ({
    data: await presentCourseGroup(
      db,
      storage,
      tenant,
      await saveCourseGroup(deps, tenant, actor, params.id, body),
    ),
  }));

  registerContract(app, deleteCourseGroupContract, async ({ tenant, params }) => {
    await deleteCourseGroup(db, tenant, params.id);
  });

  registerContract(app, assignCourseGroupContract, async ({ tenant, actor, params, body }) => ({
    data: await assignCourseGroup(deps, actor, tenant, params.id, body),
  }));

  registerContract(app, getPersonCourseGroup, async ({ tenant, actor, params }) => ({
    data: await personCourseGroup(db, actor, tenant, params.userId, params.id),
  }));

  registerContract(app, endPersonCourseGroupContract, async ({ tenant, actor, params }) => {
    await endPersonCourseGroup(db, actor, tenant, params.userId, params.id);
  });

  registerContract(app, listMyCourseGroupsContract, async ({ actor }) => ({
    data: await listMyCourseGroups(db, actor),
  }));

  registerContract(app, getMyCourseGroupContract, async ({ actor, params }) => ({
    data: await getMyCourseGroup(db, actor, params.id),
  }));
}
