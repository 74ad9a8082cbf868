import type { DocumentBody } from "@leerlijn/contracts/documents/document.schema";
import {
  assignDocument,
  createDocument,
  getUserDocument,
  listDocuments,
  listUserDocuments,
  unassignDocument,
} from "@leerlijn/contracts/documents/documents.contract";
import { keepPreviousData, queryOptions, useMutation, useQueryClient } from "@tanstack/react-query";
import { callApi } from "../../../lib/api-client";

export const documentsQueryKey = ["documents", "managed"] as const;

/** The company's documents to choose from, newest first (the first hundred). */
export const documentOptionsQuery = () =>
  queryOptions({
    queryKey: [...documentsQueryKey, "options"],
    queryFn: ({ signal }) =>
      callApi(listDocuments, { query: { perPage: 100 }, signal }).then((response) => response.data),
  });

/** A person's documents with their status, for the educator. */
export const userDocumentsQuery = (userId: string, page: number) =>
  queryOptions({
    queryKey: [...documentsQueryKey, "user", userId, page],
    queryFn: ({ signal }) =>
      callApi(listUserDocuments, { params: { id: userId }, query: { page }, signal }),
    placeholderData: keepPreviousData,
  });

/**
 * Assigns a document to one person, creating it first when `body` describes a new one. Two
 * calls: a created document stays in the list even when the assignment fails, and is chosen
 * again from there.
 */
export function useAssignToPerson(userId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (choice: { documentId: string } | { body: DocumentBody }) => {
      const documentId =
        "documentId" in choice
          ? choice.documentId
          : (await callApi(createDocument, { body: choice.body })).data.id;
      await callApi(assignDocument, {
        params: { id: documentId },
        body: { companyUserIds: [userId] },
      });
      return documentId;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}

/** A person's assignment of one document with its audit trail. */
export const userDocumentQuery = (userId: string, documentId: string) =>
  queryOptions({
    queryKey: [...documentsQueryKey, "user", userId, "document", documentId],
    queryFn: ({ signal }) =>
      callApi(getUserDocument, { params: { id: userId, documentId }, signal }).then(
        (response) => response.data,
      ),
  });

/** Withdraws an assignment; it stays with its history, shown as withdrawn. */
export function useUnassignDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (ids: { documentId: string; assignmentId: string }) =>
      callApi(unassignDocument, {
        params: { id: ids.documentId, assignmentId: ids.assignmentId },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
