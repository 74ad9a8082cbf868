import type { SignDocumentBody } from "@leerlijn/contracts/documents/document.schema";
import {
  getMyDocument,
  listMyDocuments,
  signMyDocument,
} from "@leerlijn/contracts/documents/my-documents.contract";
import { queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";
import { currentUserQueryKey } from "../../../lib/query-keys";

export const myDocumentsQueryKey = ["documents", "mine"] as const;

/** The signed-in person's documents, newest first, with status. */
export const myDocumentsQuery = () =>
  queryOptions({
    queryKey: myDocumentsQueryKey,
    queryFn: ({ signal }) => callApi(listMyDocuments, { signal }).then((response) => response.data),
    staleTime: 2_000,
  });

/** Opening one records that it was viewed; read again on every visit. */
export const myDocumentQuery = (id: string) =>
  queryOptions({
    queryKey: [...myDocumentsQueryKey, id],
    queryFn: ({ signal }) =>
      callApi(getMyDocument, { params: { id }, signal }).then((response) => response.data),
    staleTime: 2_000,
  });

/**
 * Signs a document. The list and the badge count (on the current user) are read again at
 * once, so the red badge drops as soon as the signature is in.
 */
export function useSignMyDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: SignDocumentBody) =>
      callApi(signMyDocument, { params: { id }, body }).then((response) => response.data),
    // The signing dialog shows every refusal itself (a PDF gone, a lock), so no toast as well.
    meta: { showsErrors: true },
    onSuccess: async (document) => {
      queryClient.setQueryData(myDocumentQuery(id).queryKey, document);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
        queryClient.invalidateQueries({ queryKey: myDocumentsQueryKey, exact: true }),
      ]);
    },
  });
}
