import {
  createTraining,
  getTraining,
  listExistingTrainings,
  listTrainings,
  MAX_EXISTING_TRAININGS,
  updateTraining,
  updateTrainingParticipants,
} from "@leerlijn/contracts/trainings/trainings.contract";
import { formatAddress } from "@leerlijn/contracts/trainings/address.schema";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { Storage } from "../../platform/storage/storage";
import { publicOrigin as originOf, requestOrigin } from "../../platform/tenancy/public-origin";
import { attendanceRoutes } from "./attendance.routes";
import { mailPromoted, type PlaceMailDeps } from "./notify-promoted";
import { saveTraining } from "./save-training";
import type { TrainingCertificates } from "./training-certificates";
import { updateParticipants } from "./update-participants";
import { todayInAmsterdam, trainingScope } from "./training-scope";
import { describeTraining } from "./training.presenter";
import { findInstructors, listTrainingNames } from "./trainings.repository";
import { listTrainingRows } from "./trainings-list.repository";

export function trainingsRoutes(
  app: FastifyInstance,
  deps: { db: Db; storage: Storage; certificates: TrainingCertificates } & PlaceMailDeps,
): void {
  const { db } = deps;

  registerContract(app, listTrainings, async ({ tenant, actor, query, request }) => {
    const { page, perPage } = query;
    const { rows, total } = await listTrainingRows(
      db,
      trainingScope(tenant.id, actor),
      query.filter ?? {},
      { limit: perPage, offset: (page - 1) * perPage },
      todayInAmsterdam(),
    );
    const instructors = await findInstructors(
      db,
      rows.map((row) => row.id),
    );
    const data = rows.map(({ location, ...row }) => ({
      ...row,
      locationLine: formatAddress(location),
      instructors: instructors.get(row.id) ?? [],
    }));
    return paginate(data, total, { page, perPage, requestUrl: request.url });
  });

  registerContract(app, getTraining, async ({ tenant, actor, params }) => ({
    data: await describeTraining(deps, tenant, trainingScope(tenant.id, actor), params.id),
  }));

  registerContract(app, createTraining, async ({ tenant, actor, body, request }) => {
    const scope = trainingScope(tenant.id, actor);
    const publicOrigin = originOf(requestOrigin(request));
    const context = { tenant, scope, actorId: actor.companyUserId, publicOrigin };
    const id = await saveTraining(db, context, null, body);
    return { data: await describeTraining(deps, tenant, scope, id) };
  });

  registerContract(app, updateTraining, async ({ tenant, actor, params, body, request }) => {
    const scope = trainingScope(tenant.id, actor);
    const publicOrigin = originOf(requestOrigin(request));
    const context = {
      tenant,
      scope,
      actorId: actor.companyUserId,
      publicOrigin,
      promoted: [] as string[],
    };
    const id = await saveTraining(db, context, params.id, body);
    await mailPromoted(deps, requestOrigin(request), id, context.promoted);
    return { data: await describeTraining(deps, tenant, scope, id) };
  });

  registerContract(app, updateTrainingParticipants, async (context) => {
    const { tenant, actor, params, body, request } = context;
    const scope = trainingScope(tenant.id, actor);
    const promoted = await updateParticipants(db, scope, params.id, body);
    await mailPromoted(deps, requestOrigin(request), params.id, promoted);
    return { data: await describeTraining(deps, tenant, scope, params.id) };
  });

  registerContract(app, listExistingTrainings, async ({ tenant, actor, query }) => ({
    data: await listTrainingNames(
      db,
      trainingScope(tenant.id, actor),
      query.filter?.queryString,
      MAX_EXISTING_TRAININGS,
    ),
  }));

  attendanceRoutes(app, deps);
}
