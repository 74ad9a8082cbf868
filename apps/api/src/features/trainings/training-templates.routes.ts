import {
  createTrainingTemplate,
  deleteTrainingTemplate,
  getTrainingTemplate,
  listTrainingTemplates,
} from "@leerlijn/contracts/trainings/training-templates.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { registerContract } from "../../platform/http/register-contract";
import type { Storage } from "../../platform/storage/storage";
import {
  createTemplate,
  deleteTemplate,
  describeTemplate,
  listTemplates,
} from "./training-templates";

/** Training templates: company-wide, whoever plans trainings there may use and delete them. */
export function trainingTemplatesRoutes(
  app: FastifyInstance,
  deps: { db: Db; storage: Storage },
): void {
  const { db } = deps;

  registerContract(app, listTrainingTemplates, async ({ tenant }) => ({
    data: await listTemplates(db, tenant.id),
  }));

  registerContract(app, getTrainingTemplate, async ({ tenant, params }) => ({
    data: await describeTemplate(deps, tenant, params.id),
  }));

  registerContract(app, createTrainingTemplate, async ({ tenant, actor, body }) => {
    const id = await createTemplate(db, tenant, actor.companyUserId, body.name, body.content);
    return { data: await describeTemplate(deps, tenant, id) };
  });

  registerContract(app, deleteTrainingTemplate, async ({ tenant, params }) => {
    await deleteTemplate(db, tenant.id, params.id);
  });
}
