import type { DocumentBody, DocumentStatus } from "@leerlijn/contracts/documents/document.schema";
import {
  type AssignDocumentBody,
  assignDocument,
  createDocument,
  deleteDocument,
  getDocument,
  getUserDocument,
  listDocumentAssignees,
  listDocuments,
  listUserDocuments,
  remindDocumentAssignee,
  unassignDocument,
  updateDocument,
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

/** One page of the company's documents, newest first, optionally searched by title. */
export const documentsListQuery = (page: number, search: string) =>
  queryOptions({
    queryKey: [...documentsQueryKey, "list", page, search],
    queryFn: ({ signal }) =>
      callApi(listDocuments, {
        query: { page, ...(search ? { filter: { queryString: search } } : {}) },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** One document with its PDF and counts per status. */
export const documentQuery = (id: string) =>
  queryOptions({
    queryKey: [...documentsQueryKey, "one", id],
    queryFn: ({ signal }) =>
      callApi(getDocument, { params: { id }, signal }).then((response) => response.data),
  });

/** One page of a document's assignees by name, optionally searched and of one status. */
export const assigneesQuery = (
  id: string,
  page: number,
  search: string,
  status: DocumentStatus | "",
) =>
  queryOptions({
    queryKey: [...documentsQueryKey, "assignees", id, page, search, status],
    queryFn: ({ signal }) =>
      callApi(listDocumentAssignees, {
        params: { id },
        query: {
          page,
          ...(search || status
            ? {
                filter: {
                  ...(search ? { queryString: search } : {}),
                  ...(status ? { status } : {}),
                },
              }
            : {}),
        },
        signal,
      }),
    placeholderData: keepPreviousData,
  });

/** Creates a document, or changes it when `id` is given. */
export function useSaveDocument(id: string | undefined) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DocumentBody) =>
      (id
        ? callApi(updateDocument, { params: { id }, body })
        : callApi(createDocument, { body })
      ).then((response) => response.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}

/** Assigns a document to people and to the current members of groups. */
export function useAssignDocument(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AssignDocumentBody) =>
      callApi(assignDocument, { params: { id }, body }).then((response) => response.data),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}

/** Mails an assignee a reminder (once a day at most; the server decides). */
export function useRemindAssignee(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (assignmentId: string) =>
      callApi(remindDocumentAssignee, { params: { id, assignmentId } }).then(
        (response) => response.data,
      ),
    onSettled: () =>
      queryClient.invalidateQueries({ queryKey: [...documentsQueryKey, "assignees", id] }),
  });
}

/** Removes a document from the lists; its assignments and trail stay. */
export function useDeleteDocument() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => callApi(deleteDocument, { params: { id } }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: documentsQueryKey }),
  });
}
