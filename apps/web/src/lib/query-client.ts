import { MutationCache, QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api-client";

declare module "@tanstack/react-query" {
  interface Register {
    mutationMeta: { showsErrors?: boolean };
    queryMeta: { showsErrors?: boolean };
  }
}

export type ApiFailureHandler = (
  error: ApiError,
  source: { kind: "query" | "mutation"; handledByCaller: boolean },
) => void;

let onApiFailure: ApiFailureHandler = () => undefined;

/** The app decides what a failure means for the user (redirect, toast); see app/api-failure-policy. */
export function setApiFailureHandler(handler: ApiFailureHandler): void {
  onApiFailure = handler;
}

export const STALE_TIME_MS = 30_000;

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A query with `meta: { showsErrors: true }` is handled by whoever loads it (a loader).
      onError: (error, query) => {
        if (error instanceof ApiError) {
          onApiFailure(error, { kind: "query", handledByCaller: query.meta?.showsErrors === true });
        }
      },
    }),
    mutationCache: new MutationCache({
      // A mutation with `meta: { showsErrors: true }` shows its own failures (a form's alert).
      onError: (error, _variables, _context, mutation) => {
        if (error instanceof ApiError) {
          onApiFailure(error, {
            kind: "mutation",
            handledByCaller: mutation.meta?.showsErrors === true,
          });
        }
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: STALE_TIME_MS,
        refetchOnWindowFocus: false,
        // Client errors will not get better by asking again; network and 5xx hiccups might.
        retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}
