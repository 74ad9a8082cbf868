import { listUserOptions, type UserOption } from "@leerlijn/contracts/users/users.contract";
import { queryOptions } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { usersQueryKey } from "./users-query-key";

/** Every active person of this company, for choosing people (checklists). */
export const userOptionsQuery = queryOptions<UserOption[]>({
  queryKey: [...usersQueryKey, "options"],
  queryFn: ({ signal }) => callApi(listUserOptions, { signal }).then((response) => response.data),
});
