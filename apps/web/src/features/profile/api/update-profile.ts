import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import { type ProfileBody, updateProfile } from "@leerlijn/contracts/users/profile.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/query-keys";

export function profileBodyOf(user: CurrentUser): ProfileBody {
  return {
    firstName: user.firstName,
    middleName: user.middleName,
    lastName: user.lastName,
    phoneNumber: user.phoneNumber,
    dateOfBirth: user.dateOfBirth,
    notificationPreference: user.notificationPreference,
  };
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ProfileBody) => callApi(updateProfile, { body }),
    meta: { showsErrors: true },
    onSuccess: ({ data }) => queryClient.setQueryData<CurrentUser>(currentUserQueryKey, data),
  });
}
