import {
  exportUsers,
  exportUsersXlsx,
  type UsersExportQuery,
} from "@leerlijn/contracts/users/users.contract";
import { useMutation } from "@tanstack/react-query";
import { fetchFile } from "../../../lib/api-client";
import { saveFile } from "../../../lib/save-file";

export type ExportFormat = "xlsx" | "csv";

/** Downloads everyone the list shows with these filters as an Excel workbook or a CSV file. */
export function useExportUsers() {
  return useMutation({
    mutationFn: async ({ format, query }: { format: ExportFormat; query: UsersExportQuery }) =>
      saveFile(await fetchFile(format === "xlsx" ? exportUsersXlsx : exportUsers, { query })),
    meta: { showsErrors: true },
  });
}
