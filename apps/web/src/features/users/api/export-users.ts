import { exportUsers, type UsersExportQuery } from "@leerlijn/contracts/users/users.contract";
import { useMutation } from "@tanstack/react-query";
import { fetchFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

/** Downloads everyone the list shows with these filters as a CSV file. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async (query: UsersExportQuery) =>
      saveFile(await fetchFile(exportUsers, { query })),
    meta: { showsErrors: true },
  });
}
