import {
  getSealRecord,
  verifySealedDocument,
} from "@leerlijn/contracts/documents/document-seal.contract";
import { queryOptions, useMutation } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

/**
 * The public record behind a sealed PDF's QR code. An unknown code is an answer the page
 * shows itself, never retried.
 */
export const sealRecordQuery = (code: string) =>
  queryOptions({
    queryKey: ["document-seals", code],
    queryFn: ({ signal }) =>
      callApi(getSealRecord, { params: { code }, signal }).then((response) => response.data),
    retry: false,
    meta: { showsErrors: true },
  });

/** Uploads a PDF to be compared with the company's sealed originals. */
export function useVerifySealedPdf() {
  return useMutation({
    mutationFn: (file: File) => {
      const form = new FormData();
      form.set("pdf", file);
      return callApi(verifySealedDocument, { body: form }).then((response) => response.data);
    },
    meta: { showsErrors: true },
  });
}
