import type { Training } from "@leerlijn/contracts/trainings/training.schema";
import type {
  TrainingTemplate,
  TrainingTemplateBody,
  TrainingTemplateSummary,
} from "@leerlijn/contracts/trainings/training-template.schema";
import {
  createTrainingTemplate,
  deleteTrainingTemplate,
  getTrainingTemplate,
  listTrainingTemplates,
} from "@leerlijn/contracts/trainings/training-templates.contract";
import {
  createTraining,
  type CreateTrainingBody,
  listExistingTrainings,
  updateTraining,
} from "@leerlijn/contracts/trainings/trainings.contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { trainingsQueryKey } from "./trainings-query-key";

export const templatesQueryKey = ["training-templates"] as const;

/** The company's templates by name, to start a training from. */
export const trainingTemplatesQuery = queryOptions<TrainingTemplateSummary[]>({
  queryKey: [...templatesQueryKey, "list"],
  queryFn: ({ signal }) =>
    callApi(listTrainingTemplates, { signal }).then((response) => response.data),
});

export const fetchTrainingTemplate = (id: string): Promise<TrainingTemplate> =>
  callApi(getTrainingTemplate, { params: { id } }).then((response) => response.data);

/** Trainings by name (at most 50) to copy from, searched as the planner types. */
export const existingTrainingsQuery = (queryString: string) =>
  queryOptions({
    queryKey: [...trainingsQueryKey, "existing", queryString],
    queryFn: ({ signal }) =>
      callApi(listExistingTrainings, {
        query: {
          sort: "name",
          fields: "id,name",
          filter: queryString ? { queryString } : undefined,
        },
        signal,
        cancelPrevious: true,
      }).then((response) => response.data),
  });

export function useSaveTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: TrainingTemplateBody) =>
      callApi(createTrainingTemplate, { body }).then((response) => response.data),
    meta: { showsErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}

export function useDeleteTemplate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteTrainingTemplate, { params: { id } }),
    meta: { showsErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: templatesQueryKey }),
  });
}

/**
 * A wizard step's check (spec §4: earlier steps only validate): the server validates the named
 * fields of the whole body with Precognition and answers 204 or a 422 for those fields.
 */
export function checkTrainingStep(
  trainingId: string | null,
  body: CreateTrainingBody,
  fields: readonly string[],
): Promise<unknown> {
  return trainingId
    ? callApi(updateTraining, { params: { id: trainingId }, body, precognition: fields })
    : callApi(createTraining, { body, precognition: fields });
}

/** The one real save after the last step: plans (POST) or changes (PATCH) the training. */
export function useSaveTraining(trainingId: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateTrainingBody): Promise<Training> =>
      (trainingId
        ? callApi(updateTraining, { params: { id: trainingId }, body })
        : callApi(createTraining, { body })
      ).then((response) => response.data),
    meta: { showsErrors: true },
    onSuccess: (training) => {
      queryClient.setQueryData([...trainingsQueryKey, "detail", training.id], training);
      void queryClient.invalidateQueries({ queryKey: trainingsQueryKey });
    },
  });
}
