import type { TrainingPresenceFilter } from "@leerlijn/contracts/trainings/participant-training.schema";
import type {
  downloadMyTrainingCalendar,
  getMyTraining,
  listMyTrainings,
  listUserTrainings,
} from "@leerlijn/contracts/trainings/participant-trainings.contract";
import {
  myTrainingCalendarEndpoint,
  myTrainingEndpoint,
  myTrainingsEndpoint,
  userTrainingsEndpoint,
} from "@leerlijn/contracts/start-page-endpoints";
import {
  keepPreviousData,
  type QueryClient,
  queryOptions,
  useMutation,
} from "@tanstack/react-query";
import { callEndpoint, fetchFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { trainingsQueryKey } from "./trainings-query-key";

/** The signed-in participant's trainings: upcoming by their next date, then past ones. */
export const myTrainingsQuery = () =>
  queryOptions({
    queryKey: [...trainingsQueryKey, "mine"],
    queryFn: ({ signal }) =>
      callEndpoint<typeof listMyTrainings>(myTrainingsEndpoint, { signal }).then(
        (response) => response.data,
      ),
    // Read again on every visit (a place may have come free); the moment allowed only keeps
    // the page from repeating the request its loader has just started.
    staleTime: 2_000,
  });

export const myTrainingQuery = (id: string) =>
  queryOptions({
    queryKey: [...trainingsQueryKey, "mine", id],
    queryFn: ({ signal }) =>
      callEndpoint<typeof getMyTraining>(myTrainingEndpoint, { params: { id }, signal }).then(
        (response) => response.data,
      ),
  });

/** Starts the list while the loaders still confirm the session (the learner's first page). */
export function prefetchMyTrainings(queryClient: QueryClient): void {
  const options = myTrainingsQuery();
  if (queryClient.getQueryState(options.queryKey)) return;
  void queryClient.prefetchQuery({ ...options, meta: { showsErrors: true } });
}

/** A person's trainings for the educator, newest first, optionally by presence. */
export const userTrainingsQuery = (
  userId: string,
  query: { page: number; presence: TrainingPresenceFilter | undefined },
) =>
  queryOptions({
    queryKey: [...trainingsQueryKey, "user", userId, query],
    queryFn: ({ signal }) =>
      callEndpoint<typeof listUserTrainings>(userTrainingsEndpoint, {
        params: { id: userId },
        query: {
          page: query.page,
          ...(query.presence ? { filter: { presence: query.presence } } : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Downloads the participant's training as a calendar file for their agenda. */
export function useDownloadMyTrainingCalendar(trainingId: string) {
  return useMutation({
    mutationFn: async () =>
      saveFile(
        await fetchFile<typeof downloadMyTrainingCalendar>(myTrainingCalendarEndpoint, {
          params: { id: trainingId },
        }),
      ),
  });
}
