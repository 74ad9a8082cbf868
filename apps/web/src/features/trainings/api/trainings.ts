import type { Training } from "@leerlijn/contracts/trainings/training.schema";
import {
  getTraining,
  listTrainings,
  type TrainingsListQuery,
} from "@leerlijn/contracts/trainings/trainings.contract";
import { listUsers } from "@leerlijn/contracts/users/users.contract";
import type { CompanyRole } from "@leerlijn/contracts/users/grantable-roles";
import { keepPreviousData, queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { trainingsQueryKey } from "./trainings-query-key";

/** One page of the trainings the user sees: upcoming by their next date, then past ones. */
export const trainingsListQuery = (query: TrainingsListQuery) =>
  queryOptions({
    queryKey: [...trainingsQueryKey, "list", query],
    queryFn: ({ signal }) => callApi(listTrainings, { query, signal, cancelPrevious: true }),
    placeholderData: keepPreviousData,
  });

export const trainingQuery = (id: string) =>
  queryOptions<Training>({
    queryKey: [...trainingsQueryKey, "detail", id],
    queryFn: ({ signal }) =>
      callApi(getTraining, { params: { id }, signal }).then((response) => response.data),
  });

/** The roles that can give a training (the spec's educators). */
export const trainerRoles: readonly CompanyRole[] = [
  "admin-group-leader",
  "admin-trainer",
  "sub-admin-group-leader",
  "sub-admin-trainer",
];

/**
 * The company's educators for the trainer filter, read from user management (one page of at
 * most 100 per role; a company has far fewer trainers than that).
 */
export const trainerOptionsQuery = (role: CompanyRole) =>
  queryOptions({
    queryKey: [...trainingsQueryKey, "trainers", role],
    queryFn: ({ signal }) =>
      callApi(listUsers, {
        query: { perPage: 100, filter: { role, status: "active" } },
        signal,
      }).then((response) => response.data.map(({ id, name }) => ({ id, name }))),
    staleTime: 60_000,
  });
