import {
  deleteParticipantCertificate,
  reissueParticipantCertificate,
  revokeParticipantCertificate,
  uploadParticipantCertificate,
} from "@leerlijn/contracts/certificates/certificates.contract";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { trainingsQueryKey } from "./trainings-query-key";

/**
 * The educator's actions on one participant's certificate: upload one from elsewhere, remove
 * that upload, revoke with a reason, or issue a new one. Each reads the attendance lists again,
 * where the certificate shows; the page shows failures itself.
 */
export function useParticipantCertificate(trainingId: string, trainingUserId: string) {
  const queryClient = useQueryClient();
  const params = { id: trainingId, trainingUserId };
  const options = {
    meta: { showsErrors: true },
    onSuccess: () =>
      queryClient.invalidateQueries({
        queryKey: [...trainingsQueryKey, "attendance", trainingId],
      }),
  };
  return {
    upload: useMutation({
      mutationFn: (file: File) => {
        const form = new FormData();
        form.set("certificate", file);
        return callApi(uploadParticipantCertificate, { params, body: form });
      },
      ...options,
    }),
    remove: useMutation({
      mutationFn: () => callApi(deleteParticipantCertificate, { params }),
      ...options,
    }),
    revoke: useMutation({
      mutationFn: (reason: string) =>
        callApi(revokeParticipantCertificate, { params, body: { reason } }),
      ...options,
    }),
    reissue: useMutation({
      mutationFn: () => callApi(reissueParticipantCertificate, { params }),
      ...options,
    }),
  };
}
