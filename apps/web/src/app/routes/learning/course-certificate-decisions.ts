import {
  reissueCourseCertificate,
  revokeCourseCertificate,
} from "@leerlijn/contracts/certificates/certificates.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { trainingsQueryKey } from "../../../features/trainings/api/trainings-query-key";

/**
 * The educator's decisions on a person's course certificate: revoke with a reason, or issue a
 * new one. Each reads the person's trainings again, where the certificates show; the section
 * shows failures itself.
 */
export function useCourseCertificateDecisions(userId: string) {
  const queryClient = useQueryClient();
  const options = {
    meta: { showsErrors: true },
    onSuccess: () =>
      queryClient.invalidateQueries({ queryKey: [...trainingsQueryKey, "user", userId] }),
  };
  return {
    revoke: useMutation({
      mutationFn: (input: { certificateId: string; reason: string }) =>
        callApi(revokeCourseCertificate, {
          params: { userId, certificateId: input.certificateId },
          body: { reason: input.reason },
        }),
      ...options,
    }),
    reissue: useMutation({
      mutationFn: (certificateId: string) =>
        callApi(reissueCourseCertificate, { params: { userId, certificateId } }),
      ...options,
    }),
  };
}
