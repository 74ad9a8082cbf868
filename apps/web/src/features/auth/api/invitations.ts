import {
  acceptInvitation,
  type AcceptInvitationBody,
  getInvitation,
  joinInvitation,
  type JoinInvitationBody,
} from "@leerlijn/contracts/auth/invitations.contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { rememberSession } from "./session";

/** Who the invitation is for; the page shows the invalid-invitation message itself. */
export const invitationQuery = (id: string, token: string) =>
  queryOptions({
    queryKey: ["invitations", id, token],
    queryFn: ({ signal }) =>
      callApi(getInvitation, { params: { id }, query: { token }, signal }).then(
        (response) => response.data,
      ),
    meta: { showsErrors: true },
    retry: false,
    staleTime: Infinity,
  });

export function useAcceptInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AcceptInvitationBody) => callApi(acceptInvitation, { params: { id }, body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => rememberSession(queryClient, data),
  });
}

/** Accepting with the account one already has, signed in with its own password. */
export function useJoinInvitation(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JoinInvitationBody) => callApi(joinInvitation, { params: { id }, body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => rememberSession(queryClient, data),
  });
}
