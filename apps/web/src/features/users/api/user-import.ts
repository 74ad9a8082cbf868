import { importUsers, previewUserImport } from "@leerlijn/contracts/users/import.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { usersQueryKey } from "./users-query-key";

export type ImportRequest = { file: File; companyId?: string; sendInvitations?: boolean };

function formOf({ file, companyId, sendInvitations }: ImportRequest): FormData {
  const form = new FormData();
  if (companyId) form.set("companyId", companyId);
  if (sendInvitations !== undefined) form.set("sendInvitations", String(sendInvitations));
  form.set("file", file);
  return form;
}

/** Reads the file on the server and reports every row; saves nothing. */
export function usePreviewUserImport() {
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      callApi(previewUserImport, { body: formOf(request) }).then((response) => response.data),
    meta: { showsErrors: true },
  });
}

/** Imports the good rows of the same file (it is read again: nothing is kept in between). */
export function useImportUsers() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ImportRequest) =>
      callApi(importUsers, { body: formOf(request) }).then((response) => response.data),
    meta: { showsErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}
