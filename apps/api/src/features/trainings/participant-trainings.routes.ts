import {
  downloadMyTrainingCalendar,
  getMyTraining,
  listMyTrainings as listMyTrainingsContract,
  listUserTrainings as listUserTrainingsContract,
} from "@leerlijn/contracts/trainings/participant-trainings.contract";
import type { FastifyInstance } from "fastify";
import type { Db } from "../../platform/db/database";
import { paginate } from "../../platform/http/paginate";
import { registerContract } from "../../platform/http/register-contract";
import type { Storage } from "../../platform/storage/storage";
import { publicOrigin, requestOrigin } from "../../platform/tenancy/public-origin";
import { myTrainingCalendar } from "./invitations/my-training-calendar";
import type { TrainingCertificates } from "./training-certificates";
import { describeMyTraining, listMyTrainings, listUserTrainings } from "./participant-trainings";

/** The participant's side of trainings: their own, and a person's for the educator. */
export function participantTrainingsRoutes(
  app: FastifyInstance,
  deps: { db: Db; storage: Storage; mailFrom: string; certificates: TrainingCertificates },
): void {
  const { db } = deps;

  registerContract(app, listMyTrainingsContract, async ({ tenant, actor }) => ({
    data: await listMyTrainings(deps, tenant, actor),
  }));

  registerContract(app, getMyTraining, async ({ tenant, actor, params, request }) => ({
    data: await describeMyTraining(
      { ...deps, origin: publicOrigin(requestOrigin(request)) },
      tenant,
      actor,
      params.id,
    ),
  }));

  registerContract(app, downloadMyTrainingCalendar, async ({ tenant, actor, params, request }) =>
    myTrainingCalendar(db, tenant, actor, params.id, {
      mailFrom: deps.mailFrom,
      requestOrigin: publicOrigin(requestOrigin(request)),
    }),
  );

  registerContract(app, listUserTrainingsContract, async (context) => {
    const { tenant, actor, params, query, request } = context;
    const { items, total, person, courseCertificates } = await listUserTrainings(
      deps,
      tenant,
      actor,
      params.id,
      { page: query.page, perPage: query.perPage, presence: query.filter?.presence },
    );
    return {
      ...paginate(items, total, { ...query, requestUrl: request.url }),
      person,
      courseCertificates,
    };
  });
}
