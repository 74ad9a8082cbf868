import type { Db } from "../../platform/db/database";
import { notFound } from "../../platform/http/app-error";
import { type ParticipantsInput, setTrainingParticipants } from "./set-training-participants";
import type { TrainingScope } from "./training-scope";
import { findTraining } from "./trainings.repository";

/**
 * `PATCH /trainings/:id/participants`: the training must be one the caller sees. Returns who
 * got a place from the waiting list, to be mailed after the commit.
 */
export async function updateParticipants(
  db: Db,
  scope: TrainingScope,
  trainingId: string,
  input: ParticipantsInput,
): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (!(await findTraining(tx, scope, trainingId))) throw notFound();
    return setTrainingParticipants(tx, scope.companyId, trainingId, input);
  });
}
