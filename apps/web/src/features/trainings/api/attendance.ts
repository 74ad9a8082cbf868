import type { DateAttendance } from "@leerlijn/contracts/trainings/attendance.schema";
import type { SaveAttendanceBody } from "@leerlijn/contracts/trainings/attendance.schema";
import {
  getAttendanceSheet,
  getDateAttendance,
  getTrainingAttendance,
  saveDateAttendance,
} from "@leerlijn/contracts/trainings/attendance.contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi, fetchFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";
import { trainingsQueryKey } from "./trainings-query-key";

const attendanceKey = (trainingId: string) =>
  [...trainingsQueryKey, "attendance", trainingId] as const;

/** Every date's state and every participant's presence per date. */
export const trainingAttendanceQuery = (trainingId: string) =>
  queryOptions({
    queryKey: attendanceKey(trainingId),
    queryFn: ({ signal }) =>
      callApi(getTrainingAttendance, { params: { id: trainingId }, signal }).then(
        (response) => response.data,
      ),
  });

/** One date's attendance list. */
export const dateAttendanceQuery = (trainingId: string, dateId: string) =>
  queryOptions<DateAttendance>({
    queryKey: [...attendanceKey(trainingId), dateId],
    queryFn: ({ signal }) =>
      callApi(getDateAttendance, { params: { id: trainingId, dateId }, signal }).then(
        (response) => response.data,
      ),
  });

/**
 * Saves a date's list. The page shows a failure itself and keeps what was entered; after a
 * save, the training (its dates' hasAttendances) and every list of it are read again.
 */
export function useSaveAttendance(trainingId: string, dateId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SaveAttendanceBody) =>
      callApi(saveDateAttendance, { params: { id: trainingId, dateId }, body }).then(
        (response) => response.data,
      ),
    meta: { showsErrors: true },
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: attendanceKey(trainingId) }),
        queryClient.invalidateQueries({ queryKey: [...trainingsQueryKey, "detail", trainingId] }),
      ]),
  });
}

/** Downloads the date's attendance sheet (PDF) to print. */
export function useDownloadAttendanceSheet(trainingId: string, dateId: string) {
  return useMutation({
    mutationFn: async () =>
      saveFile(await fetchFile(getAttendanceSheet, { params: { id: trainingId, dateId } })),
    meta: { showsErrors: true },
  });
}
