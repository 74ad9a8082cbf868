import type { NewUserBody } from "@leerlijn/contracts/users/new-user";
import { createUser } from "@leerlijn/contracts/users/users.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { ApiError, callApi } from "../../../lib/api-client";
import { usersQueryKey } from "./users-query-key";

export function useCreateUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewUserBody) => callApi(createUser, { body }),
    meta: { showsErrors: true },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: usersQueryKey }),
  });
}

/**
 * The server's message for one field of a new person before the form is sent (Precognition),
 * or undefined when the server accepts it.
 */
export async function newUserFieldError(
  body: NewUserBody,
  field: string,
): Promise<string | undefined> {
  try {
    await callApi(createUser, { body, precognition: [field] });
    return undefined;
  } catch (error) {
    if (error instanceof ApiError && error.status === 422) return error.fieldError(field);
    // Not being able to ask is no reason to hold the person up; the submit asks again.
    return undefined;
  }
}
