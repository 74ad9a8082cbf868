import type { CurrentUser } from "@leerlijn/contracts/users/current-user.schema";
import type { QueryClient } from "@tanstack/react-query";
import { redirect, type LoaderFunctionArgs } from "react-router";
import { currentUserQuery } from "../features/auth/api/current-user";
import { signOut, takeSessionExpiredNote } from "../features/auth/api/logout";
import { currentCompanyQuery } from "../features/companies/api/current-company";
import { ApiError } from "../lib/api-client";
import { i18next } from "../lib/i18n";
import { loginPathFor, safeRedirectPath } from "../lib/safe-redirect";
import { sessionToken } from "../lib/session-token";
import { toasts } from "../ui/toast/toast-store";
import { landingPath } from "./landing-path";
import { canOpen } from "./navigation/nav-items";
import type { RouteMeta } from "./route-meta";
import { appRouter } from "./router-ref";

export type GuardResult = { overlay: boolean };

const pathOf = (request: Request) => {
  const url = new URL(request.url);
  return url.pathname + url.search;
};

/** Every page needs the company of this host; an unknown host renders the not-found page. */
export function rootLoader(queryClient: QueryClient) {
  return async () => {
    await queryClient.ensureQueryData(currentCompanyQuery);
    return null;
  };
}

/** The signed-in area: without a working session, go to login and come back afterwards. */
export function sessionLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (!sessionToken.get()) throw redirect(loginPathFor(pathOf(request)));
    // Offline the session cannot be confirmed, nor is it refused: the app goes on as the person
    // it knew (an offline walk-through), and the next navigation online asks again.
    const known = queryClient.getQueryData(currentUserQuery.queryKey) !== undefined;
    if (known && !navigator.onLine) return null;
    try {
      // Every navigation confirms the session, so a revoked one is noticed at the next click.
      await queryClient.fetchQuery({ ...currentUserQuery, staleTime: 0 });
    } catch (error) {
      // A connection lost on the way: the same as offline.
      if (known && !(error instanceof ApiError)) return null;
      await signOut(queryClient, { expired: true });
      throw redirect(loginPathFor(pathOf(request)));
    }
    return null;
  };
}

/**
 * A route's permission check. Without it: the overlay for overlay roles, the landing page for
 * routes that fall back to it, else a 'Geen rechten' toast and the navigation is cancelled.
 */
export function guardLoader(queryClient: QueryClient, meta: RouteMeta) {
  return async (): Promise<GuardResult> => {
    const user: CurrentUser = await queryClient.ensureQueryData(currentUserQuery);
    if (canOpen(user, meta)) return { overlay: false };
    if (user.roles.some((role) => meta.overlayRoles?.includes(role))) return { overlay: true };
    const landing = landingPath(user);
    if (meta.fallbackToLanding && landing !== meta.path) throw redirect(landing);
    toasts.show({
      type: "error",
      title: i18next.t("errors.forbiddenTitle"),
      description: i18next.t("errors.forbiddenDescription"),
    });
    const router = appRouter();
    if (router?.state.initialized) {
      const { pathname, search } = router.state.location;
      throw redirect(pathname + search);
    }
    throw redirect(landing);
  };
}

/**
 * The login page is for visitors; someone signed in goes on to where they wanted to be. On a
 * full page load nothing is cached yet, so a stored session is asked about; one that no longer
 * works leaves the form to sign in again.
 */
export function loginLoader(queryClient: QueryClient) {
  return async ({ request }: LoaderFunctionArgs) => {
    if (sessionToken.get()) {
      const user = await queryClient.fetchQuery(currentUserQuery).catch(() => null);
      if (user) {
        const wanted = safeRedirectPath(new URL(request.url).searchParams.get("redirect"));
        throw redirect(wanted ?? landingPath(user));
      }
    }
    return { expired: takeSessionExpiredNote() };
  };
}

export function logoutLoader(queryClient: QueryClient) {
  return async () => {
    await signOut(queryClient);
    throw redirect("/login");
  };
}
